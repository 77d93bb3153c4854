/**
 * `npm run bench`: starts the built server on a fresh embedded database and a bare Fastify
 * hello-world as the baseline (each in its own process: this one only generates load), then measures
 * each target with autocannon, one after another. Then a second server on a database seeded with ten
 * times the demo branches (DEMO_MARKET_SCALE=10, ≈ 14,000) for the "10× Händler" target. Targets with
 * a limit (POST berechnen: p99 < 25 ms at 50 connections, decisions 0024 and 0034; the shared home page ≥ 10 % and
 * the own render of the 80331 page ≥ 1 % of the baseline at 10 connections, decision 0062) print "ÜBER GRENZE" and
 * make the run exit with 1 when they miss it. Last, the first server is restarted on its database with 200
 * bench devices and MQTT for the tank-sensor ingestion lines (bench/mex-ingest.ts). `BENCH_ONLY=mex`
 * runs only those (about a minute). Then the mixed load (bench/mixed-load.ts, decision 0039): pages,
 * customer pages and berechnen at 24 connections with a `/healthz` prober and the server's RSS, on a fresh
 * embedded database and, when PostgreSQL answers, on a fresh PostgreSQL database; `BENCH_ONLY=mixed` runs
 * only that (`BENCH_MIXED_DURATION`, default 60 s).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminQuery, portAnswers, startServer, stopServer } from "./lib/bench-server.ts";
import { APP_PORT, BASE_PORT, calcBodies, calcTarget, DURATION, FIXED_TARGETS, measure, type Row } from "./lib/targets.ts";
import { waitReady } from "../scripts/lib/wait-ready.ts";
import {
  MEX_GOAL_READINGS_PER_S,
  brokerAnswers,
  connectPublishers,
  measureHttp,
  provisionBenchDevices,
  publishReadings,
  storedReadings,
  waitMqttStored,
  type MexRow,
} from "./mex-ingest.ts";
import { measureMixed, printMixed, type MixedResult } from "./mixed-load.ts";

const SCALED_PORT = Number(process.env.BENCH_SCALED_PORT ?? 3210);
const MQTT_URL = process.env.BENCH_MQTT_URL ?? "mqtt://127.0.0.1:1883";
const ONLY_MEX = process.env.BENCH_ONLY === "mex";
const ONLY_MIXED = process.env.BENCH_ONLY === "mixed";
const MIXED_PORT = Number(process.env.BENCH_MIXED_PORT ?? 3220);
const MIXED_DURATION = Number(process.env.BENCH_MIXED_DURATION ?? 60);
const MIXED_WARMUP = Number(process.env.BENCH_MIXED_WARMUP ?? 5);
/** Where the mixed load looks for PostgreSQL; it creates a database there and drops it afterwards. */
const MIXED_PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function main() {
  if (!ONLY_MIXED) await fixedTargets();
  if (!ONLY_MEX) await mixedLoad();
}

/** The targets of one request kind each, the 10× market and the tank-sensor lines. */
async function fixedTargets() {
  const dataDir = mkdtempSync(join(tmpdir(), "marketplace-bench-"));
  const scaledDir = mkdtempSync(join(tmpdir(), "marketplace-bench-10x-"));
  let server = startServer(APP_PORT, dataDir);
  const baseline = spawn(process.execPath, ["--import", "tsx", "bench/lib/baseline-server.ts"], {
    env: { ...process.env, PORT: String(BASE_PORT) },
    stdio: ["ignore", "inherit", "inherit"],
  });

  try {
    await waitReady(`http://127.0.0.1:${APP_PORT}/readyz`);
    await waitReady(`http://127.0.0.1:${BASE_PORT}/readyz`);
    const rows: Row[] = [];
    if (!ONLY_MEX) await measure(FIXED_TARGETS, rows);
    await stopServer(server);

    // Ten times the dealers: seeding ≈ 14,000 branches and their price lists takes a minute or two.
    if (!ONLY_MEX) {
      const seeding = Date.now();
      server = startServer(SCALED_PORT, scaledDir, { DEMO_MARKET_SCALE: "10" });
      await waitReady(`http://127.0.0.1:${SCALED_PORT}/readyz`, 900_000);
      console.log(`10× market seeded and ready after ${((Date.now() - seeding) / 1000).toFixed(0)} s`);
      // The first calculation builds the market snapshot and its postcode → branches index (seconds at
      // 10×): wait for it, so the warm-up and the measurement see the running system.
      const priming = Date.now();
      const first = await fetch(`http://127.0.0.1:${SCALED_PORT}/api/kalkulation/berechnen`, {
        method: "POST",
        headers: { "content-type": "application/json", host: "de.localhost" },
        body: calcBodies[0],
      });
      if (!first.ok) throw new Error(`berechnen on the 10× market answered ${first.status}`);
      console.log(`10× market snapshot built by the first calculation in ${((Date.now() - priming) / 1000).toFixed(1)} s`);
      await measure([calcTarget("POST berechnen, 10× Händler (50 c.)", SCALED_PORT)], rows);
      await stopServer(server);
    }

    // After the calculation targets, so the broker's and the database's leftovers of this load never reach them.
    // Tank sensors (decision 0030: ≥ 2,000 readings/s on one instance): the same database, now with 200 bench
    // devices (written while the server is down: PGlite is one process's), the server subscribed to the broker.
    const mexStarted = Date.now();
    const pglite = join(dataDir, "pglite");
    await provisionBenchDevices(pglite);
    const mqttUp = await brokerAnswers(MQTT_URL);
    server = startServer(APP_PORT, dataDir, mqttUp ? { MQTT_URL, MQTT_SHARE_GROUP: `bench-${process.pid}-${Date.now()}` } : {});
    await waitReady(`http://127.0.0.1:${APP_PORT}/readyz`);
    const httpRuns: {
      name: string;
      batch: number;
      from: Date;
      to: Date;
      result: Awaited<ReturnType<typeof measureHttp>>["result"];
      sent: number;
    }[] = [];
    await measureHttp(APP_PORT, 1, 3); // warm-up
    for (const [name, batch] of [
      ["mex ingest http  1× (50 c.)", 1],
      ["mex ingest http 50× (50 c.)", 50],
    ] as const) {
      const from = new Date();
      const r = await measureHttp(APP_PORT, batch, DURATION);
      httpRuns.push({ name, batch, from, to: new Date(), ...r });
    }
    const mqttRuns: { name: string; from: Date; to: Date; sent: number; drained: boolean }[] = [];
    if (mqttUp) {
      const publishers = await connectPublishers(MQTT_URL);
      if (!(await waitMqttStored(APP_PORT, publishers[0], 30_000))) throw new Error("the server's MQTT subscription did not come up");
      const flood = await publishReadings(publishers, DURATION);
      mqttRuns.push({ name: "mex ingest mqtt (QoS 1, max)", ...flood, drained: await waitMqttStored(APP_PORT, publishers[0]) });
      // Offered a quarter above the goal: a line that stores all of it at ≥ 2,000/s keeps up with the goal with room to spare.
      const pacedRate = Math.round(MEX_GOAL_READINGS_PER_S * 1.25);
      const paced = await publishReadings(publishers, DURATION, pacedRate);
      mqttRuns.push({ name: `mex ingest mqtt (QoS 1, ${pacedRate}/s)`, ...paced, drained: await waitMqttStored(APP_PORT, publishers[0]) });
      await Promise.all(publishers.map((p) => p.endAsync()));
    }
    await stopServer(server);
    const stored = await storedReadings(pglite, [
      ...httpRuns.map((r) => ({ via: "http" as const, ...r })),
      ...mqttRuns.map((r) => ({ via: "mqtt" as const, ...r })),
    ]);
    const mexRows: MexRow[] = [
      ...httpRuns.map((r, i) => ({
        name: r.name,
        readingsPerS: (r.result["2xx"] * r.batch) / r.result.duration,
        p50: r.result.latency.p50,
        p99: r.result.latency.p99,
        sent: r.sent,
        stored: stored[i].stored,
        non2xx: r.result.non2xx + r.result.errors + r.result.timeouts,
      })),
      ...mqttRuns.map((r, i) => ({ name: r.name, ...stored[httpRuns.length + i], sent: r.sent, non2xx: 0, drained: r.drained })),
    ];
    const mexSeconds = Math.round((Date.now() - mexStarted) / 1000);

    const baseAt = (c: number) => rows.find((r) => r.name.startsWith("baseline") && r.connections === c)?.rps ?? rows[0].rps;
    // 1-connection rows show the latency of a single request; compare their throughput to the 10-connection baseline.
    if (!ONLY_MEX) {
      console.log(`\nautocannon: ${DURATION} s per target, one target at a time; ratio against the baseline with the same connections\n`);
      console.log(
        "target".padEnd(40),
        "req/s".padStart(9),
        "p50 ms".padStart(8),
        "p99 ms".padStart(8),
        "vs baseline".padStart(12),
        "non-2xx".padStart(8),
        "  limit",
      );
    }
    const over: Row[] = [];
    for (const r of rows) {
      const share = (r.rps / baseAt(r.connections)) * 100;
      const missedP99 = r.limitP99Ms !== undefined && (r.p99 >= r.limitP99Ms || r.non2xx > 0);
      const missedShare = r.minSharePct !== undefined && (share < r.minSharePct || r.non2xx > 0);
      const missed = missedP99 || missedShare;
      if (missed) over.push(r);
      const limit = [
        r.limitP99Ms === undefined ? "" : `p99 < ${r.limitP99Ms} ms`,
        r.minSharePct === undefined ? "" : `≥ ${r.minSharePct} % baseline`,
      ]
        .filter(Boolean)
        .join(", ");
      console.log(
        r.name.padEnd(40),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        `${share.toFixed(1)} %`.padStart(12),
        String(r.non2xx).padStart(8),
        limit === "" ? "" : missed ? `  ÜBER GRENZE (${limit}, alle 2xx)` : `  ok (${limit})`,
      );
    }
    // Tank sensors: readings stored per second (HTTP: acknowledged requests × readings per request; MQTT: stored
    // rows over first publish → last stored). Latency: HTTP per request, MQTT publish → stored (received_at).
    console.log(
      `\nmex ingest: one server, 200 devices, ${DURATION} s per line (${mexSeconds} s in all); goal ≥ ${MEX_GOAL_READINGS_PER_S.toLocaleString("en")} readings/s (not a limit: no exit code)`,
    );
    console.log(
      "target".padEnd(40),
      "readings/s".padStart(11),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "sent".padStart(8),
      "stored".padStart(8),
      "non-2xx".padStart(8),
      "  goal",
    );
    for (const r of mexRows) {
      console.log(
        r.name.padEnd(40),
        Math.round(r.readingsPerS).toLocaleString("en").padStart(11),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        String(r.sent).padStart(8),
        String(r.stored).padStart(8),
        String(r.non2xx).padStart(8),
        // The flat-out line is an overload test (the publisher outruns any single consumer): no goal there.
        `  ${r.name.includes("max") ? "Überlast-Test" : r.readingsPerS >= MEX_GOAL_READINGS_PER_S ? "ok" : "unter Ziel"}${r.drained === false ? " (backlog not stored within 60 s)" : ""}`,
      );
    }
    const lost = mexRows.filter((r) => r.name.startsWith("mex ingest mqtt")).reduce((n, r) => n + Math.max(0, r.sent - r.stored), 0);
    // sent = acknowledged by the broker. Mosquitto queues at most max_queued_messages (default 1,000) for a
    // subscriber that falls behind and drops the rest, although it has acknowledged them to the devices.
    if (lost > 0)
      console.log(
        `mex ingest mqtt: ${lost.toLocaleString("en")} readings acknowledged by the broker never reached the server (broker queue full: Mosquitto's max_queued_messages)`,
      );
    if (!mqttUp) console.log(`mex ingest mqtt: skipped (no MQTT broker answers at ${MQTT_URL}; BENCH_MQTT_URL sets another)`);
    if (over.length > 0) {
      console.log(
        `\nÜBER GRENZE: ${over.map((r) => `${r.name} p99 ${r.p99} ms, ${((r.rps / baseAt(r.connections)) * 100).toFixed(1)} % baseline`).join("; ")}`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (server.exitCode === null && server.signalCode === null) await stopServer(server);
    if (baseline.exitCode === null && baseline.signalCode === null) await stopServer(baseline);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(scaledDir, { recursive: true, force: true });
  }
}

/**
 * The mixed load (decision 0039) on a fresh embedded database and, when PostgreSQL answers, on a fresh
 * PostgreSQL database with the demo data, one server after the other. Misses of its limits (`/healthz`
 * p99, RSS after the load) print ÜBER GRENZE and make the run exit with 1, like the berechnen limit.
 */
async function mixedLoad() {
  const metricsToken = randomBytes(24).toString("hex");
  const results: MixedResult[] = [];
  const runOn = async (database: MixedResult["database"], env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), `marketplace-bench-mixed-${database}-`));
    const server = startServer(MIXED_PORT, dataDir, { METRICS_TOKEN: metricsToken, MAIL_DIR: join(dataDir, "mail"), ...env });
    try {
      await waitReady(`http://127.0.0.1:${MIXED_PORT}/readyz`, 600_000);
      results.push(
        await measureMixed({
          port: MIXED_PORT,
          pid: server.pid!,
          database,
          durationS: MIXED_DURATION,
          warmupS: MIXED_WARMUP,
          calcBodies,
          metricsToken,
        }),
      );
    } finally {
      if (server.exitCode === null && server.signalCode === null) await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  await runOn("pglite", {});
  if (await portAnswers(MIXED_PG_URL)) {
    const dbName = `bench_mixed_${randomBytes(5).toString("hex")}`;
    await adminQuery(MIXED_PG_URL, `CREATE DATABASE ${dbName}`);
    try {
      const url = Object.assign(new URL(MIXED_PG_URL), { pathname: `/${dbName}` }).toString();
      await runOn("postgres", { DATABASE_URL: url, SEED_DEMO_DATA: "true", JWT_SECRET: randomBytes(32).toString("hex") });
    } finally {
      await adminQuery(MIXED_PG_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((err) =>
        console.warn(`could not drop ${dbName}: ${err.message}`),
      );
    }
  }

  const missed = results.flatMap(printMixed);
  if (results.length === 1)
    console.log(
      `mixed load on PostgreSQL: skipped (nothing answers at ${new URL(MIXED_PG_URL).host}; BENCH_DATABASE_URL sets another server)`,
    );
  if (missed.length > 0) {
    console.log(`\nÜBER GRENZE: ${missed.join("; ")}`);
    process.exitCode = 1;
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});

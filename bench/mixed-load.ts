/**
 * The "mixed load" part of `npm run bench` (decision 0039): 24 connections of server-rendered pages, the
 * customer area logged in and the offer calculation at the same time, on one server, while a separate
 * process probes `/healthz` (which does no work) at a low rate. What it shows is how long anything waits
 * for the event loop while the pages are being rendered and their queries run, and how much memory the
 * server process keeps (its RSS, sampled from /proc, since the server runs in its own process).
 * run.ts owns the servers; this file drives the load and prints the rows.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon, { type Result } from "autocannon";

/** Decision 0039: what `/healthz` may wait at p99 under the mixed load, on both databases. */
export const HEALTHZ_P99_LIMIT_MS = 100;
/** Decision 0039: the server's RSS after the load (PostgreSQL: the process alone; PGlite: with its WASM heap). */
export const RSS_AFTER_LIMIT_MB = { postgres: 350, pglite: 600 } as const;
const KIND_CONNECTIONS = 3;
const PROBE_RATE = 10;
/** How long after the load the "after" RSS is read: long enough for the idle server to collect its garbage. */
const SETTLE_MS = 5_000;

const CUSTOMER = { UserName: "kunde@example.com", Password: "Heizoel-Demo-1" };
const HOST = "de.localhost";

type Kind = { name: string; requests: autocannon.Request[]; auth?: boolean };

/** The request mix: eight kinds, three connections each (24 in all), each kind in its own autocannon run. */
function kinds(calcBodies: string[]): Kind[] {
  const get = (...paths: string[]) => paths.map((path) => ({ method: "GET" as const, path }));
  return [
    { name: "GET / (home)", requests: get("/") },
    { name: "GET /heizoelpreise/bayern", requests: get("/heizoelpreise/bayern") },
    { name: "GET …/bayern/muenchen/80331", requests: get("/heizoelpreise/bayern/muenchen/80331") },
    {
      // Four requests of the calculator bar in turn (src/domain/calculator/calculator-config.ts, offerListPath).
      name: "GET /heizoel/angebotsliste?…",
      requests: get(
        "/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,11,9",
        "/heizoel/angebotsliste?zipCode=10115&amount=1200&stations=1&product=1&options=5,24,-2,11,9",
        "/heizoel/angebotsliste?zipCode=20095&amount=6000&stations=1&product=1&options=31,24,-2,11,19",
        "/heizoel/angebotsliste?zipCode=50667&amount=3000&stations=2&product=1&options=5,24,-2,11,9",
      ),
    },
    { name: "GET /kunde/startseite", requests: get("/kunde/startseite"), auth: true },
    { name: "GET /kunde/bestellungen", requests: get("/kunde/bestellungen"), auth: true },
    { name: "GET /kunde/dashboard", requests: get("/kunde/dashboard"), auth: true },
    {
      name: "POST /api/kalkulation/berechnen",
      requests: calcBodies.map((body) => ({
        method: "POST" as const,
        path: "/api/kalkulation/berechnen",
        headers: { "content-type": "application/json" },
        body,
      })),
    },
  ];
}

export const MIXED_CONNECTIONS = KIND_CONNECTIONS * 8;

export type MixedKindRow = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };
export type MixedResult = {
  database: "pglite" | "postgres";
  durationS: number;
  kinds: MixedKindRow[];
  healthz: { p50: number; p99: number; max: number; count: number; errors: number };
  rssMb: { before: number; peak: number; after: number };
  /** From the server's own /metrics (prom-client's event-loop delay histogram, reset by the scrape before the load). */
  loopDelayMs: { p99: number; max: number } | null;
  /** The server's V8 heap and memory outside it (buffers, PGlite's WebAssembly memory) after the load, from /metrics. */
  memoryAfterMb: { heapUsed: number; heapTotal: number; external: number } | null;
  /**
   * The server's CPU time over the measured load per second of it (1.0 = one core busy all the time), and the
   * machine's 1-minute load average at the end: on a shared machine a server that gets little CPU waits
   * for it, which the latencies include.
   */
  serverCpuShare: number;
  loadAverage: number;
  /** The server's CPU time over the measured load per answered request of the mix (less sensitive to a busy machine than latencies). */
  cpuMsPerRequest: number;
  /** Each probe's send time (ms from the first) and latency, to see when the slow ones came. */
  probes: Probes;
};

/** Logs the demo customer in through the API: her access-token cookie, as a browser would send it to pages. */
export async function customerCookie(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/account/jwt/anmelden`, {
    method: "POST",
    headers: { "content-type": "application/json", host: HOST },
    body: JSON.stringify(CUSTOMER),
  });
  if (!res.ok) throw new Error(`login of ${CUSTOMER.UserName} answered ${res.status}`);
  const auth = res.headers.getSetCookie().find((c) => c.startsWith("auth_token="));
  if (!auth) throw new Error("login answered no auth_token cookie");
  return auth.split(";")[0];
}

/** The process's CPU time (user + system) in ms: clock ticks of /proc/{pid}/stat, 100 per second on Linux. */
export const cpuMsOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const rssMbOf = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
};

async function scrape(port: number, token: string): Promise<Record<string, number>> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}`, host: HOST } });
  if (!res.ok) return {};
  const out: Record<string, number> = {};
  for (const line of (await res.text()).split("\n")) {
    const m = /^([A-Za-z0-9_:]+)(?:\{[^}]*\})?\s+(\S+)$/.exec(line);
    // Labelled series (the heap spaces) add up under their name.
    if (m) out[m[1]] = (out[m[1]] ?? 0) + Number(m[2]);
  }
  return out;
}

function runAll(port: number, cookie: string, list: Kind[], durationS: number): Promise<Result[]> {
  return Promise.all(
    list.map(
      (k) =>
        new Promise<Result>((resolve, reject) =>
          autocannon(
            {
              url: `http://127.0.0.1:${port}`,
              connections: KIND_CONNECTIONS,
              duration: durationS,
              headers: { host: HOST, ...(k.auth ? { cookie } : {}) },
              requests: k.requests,
            },
            (err, res) => (err ? reject(err) : resolve(res)),
          ),
        ),
    ),
  );
}

type Probes = { latencies: number[]; sentAt: number[]; errors: number };

function probeHealthz(port: number, seconds: number): Promise<Probes> {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./lib/healthz-prober.ts", import.meta.url))], {
    env: { ...process.env, PROBE_URL: `http://127.0.0.1:${port}/healthz`, PROBE_RATE: String(PROBE_RATE), PROBE_SECONDS: String(seconds) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`healthz prober exited with ${code}`)))),
  );
}

const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/**
 * One mixed-load run against a started server (pid: its process, for the RSS). A warm-up with the same mix
 * first (JIT, caches, market snapshots: the RSS peak includes it, the latencies do not), then the measured
 * load with the prober, then SETTLE_MS of quiet before the "after" RSS.
 */
export async function measureMixed(opts: {
  port: number;
  pid: number;
  database: "pglite" | "postgres";
  durationS: number;
  warmupS: number;
  calcBodies: string[];
  metricsToken: string;
}): Promise<MixedResult> {
  const { port, pid, durationS, warmupS } = opts;
  const cookie = await customerCookie(port);
  const list = kinds(opts.calcBodies);
  const before = rssMbOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMbOf(pid))), 200);
  try {
    if (warmupS > 0) await runAll(port, cookie, list, warmupS);
    await scrape(port, opts.metricsToken); // resets the event-loop delay histogram
    const cpuBefore = cpuMsOf(pid);
    const started = performance.now();
    // The prober starts a little late (its process starts) and ends before the load does.
    const [results, probes] = await Promise.all([runAll(port, cookie, list, durationS), probeHealthz(port, Math.max(1, durationS - 2))]);
    const cpuMs = cpuMsOf(pid) - cpuBefore;
    const serverCpuShare = cpuMs / (performance.now() - started);
    const cpuMsPerRequest = cpuMs / results.reduce((n, r) => n + r.requests.total, 0);
    const loadAverage = loadavg()[0];
    const metrics = await scrape(port, opts.metricsToken);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const after = rssMbOf(pid);
    peak = Math.max(peak, after);
    const sorted = [...probes.latencies].sort((a, b) => a - b);
    const mb = (b: number | undefined) => (b === undefined ? NaN : b / 2 ** 20);
    return {
      database: opts.database,
      durationS,
      kinds: list.map((k, i) => ({
        name: k.name,
        rps: results[i].requests.average,
        p50: results[i].latency.p50,
        p99: results[i].latency.p99,
        non2xx: results[i].non2xx,
        errors: results[i].errors + results[i].timeouts,
      })),
      healthz: { p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1) ?? NaN, count: sorted.length, errors: probes.errors },
      rssMb: { before, peak, after },
      loopDelayMs:
        metrics.nodejs_eventloop_lag_max_seconds === undefined
          ? null
          : { p99: metrics.nodejs_eventloop_lag_p99_seconds * 1000, max: metrics.nodejs_eventloop_lag_max_seconds * 1000 },
      memoryAfterMb:
        metrics.nodejs_heap_size_used_bytes === undefined
          ? null
          : {
              heapUsed: mb(metrics.nodejs_heap_size_used_bytes),
              heapTotal: mb(metrics.nodejs_heap_size_total_bytes ?? 0),
              external: mb(metrics.nodejs_external_memory_bytes),
            },
      probes,
      serverCpuShare,
      loadAverage,
      cpuMsPerRequest,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** Prints one run's rows; answers the limits it missed (empty: all kept). */
export function printMixed(r: MixedResult): string[] {
  const missed: string[] = [];
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "–");
  console.log(
    `\nmixed load on ${r.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}: ${MIXED_CONNECTIONS} connections (${KIND_CONNECTIONS} per kind), ${r.durationS} s`,
  );
  console.log(
    "request".padEnd(40),
    "req/s".padStart(9),
    "p50 ms".padStart(8),
    "p99 ms".padStart(8),
    "non-2xx".padStart(8),
    "errors".padStart(7),
  );
  for (const k of r.kinds) {
    console.log(
      k.name.padEnd(40),
      k.rps.toFixed(1).padStart(9),
      String(k.p50).padStart(8),
      String(k.p99).padStart(8),
      String(k.non2xx).padStart(8),
      String(k.errors).padStart(7),
    );
  }
  const healthzOk = r.healthz.p99 < HEALTHZ_P99_LIMIT_MS && r.healthz.errors === 0;
  if (!healthzOk) missed.push(`${r.database}: /healthz p99 ${f(r.healthz.p99)} ms`);
  console.log(
    `GET /healthz (prober, ${PROBE_RATE}/s, own process)`.padEnd(40),
    `${r.healthz.count} probes`.padStart(9),
    f(r.healthz.p50).padStart(8),
    f(r.healthz.p99).padStart(8),
    `max ${f(r.healthz.max)} ms, ${r.healthz.errors} errors`.padStart(16),
    healthzOk ? `  ok (p99 < ${HEALTHZ_P99_LIMIT_MS} ms)` : `  ÜBER GRENZE (p99 < ${HEALTHZ_P99_LIMIT_MS} ms)`,
  );
  const rssLimit = RSS_AFTER_LIMIT_MB[r.database];
  const rssOk = r.rssMb.after <= rssLimit;
  if (!rssOk) missed.push(`${r.database}: RSS after ${f(r.rssMb.after)} MB`);
  console.log(
    `server RSS MB: before ${f(r.rssMb.before)}, peak ${f(r.rssMb.peak)}, after ${f(r.rssMb.after)} (${SETTLE_MS / 1000} s after the load)`,
    rssOk ? `  ok (≤ ${rssLimit} MB)` : `  ÜBER GRENZE (≤ ${rssLimit} MB)`,
  );
  if (r.loopDelayMs) console.log(`server event-loop delay during the load: p99 ${f(r.loopDelayMs.p99)} ms, max ${f(r.loopDelayMs.max)} ms`);
  console.log(
    `server CPU during the load: ${r.cpuMsPerRequest.toFixed(1)} ms per request, ${(r.serverCpuShare * 100).toFixed(0)} % of one core; machine load average ${r.loadAverage.toFixed(1)} on ${availableParallelism()} cores`,
  );
  if (r.memoryAfterMb)
    console.log(
      `server memory after the load: V8 heap used ${f(r.memoryAfterMb.heapUsed)} of ${f(r.memoryAfterMb.heapTotal)} MB, external ${f(r.memoryAfterMb.external)} MB`,
    );
  return missed;
}

/**
 * `npm run bench`: starts the built server on a fresh embedded database and a bare Fastify
 * hello-world as the baseline, then measures each target with autocannon, one after another.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import Fastify from "fastify";
import { waitReady } from "../scripts/lib/wait-ready.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3200);
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3201);

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "marketplace-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      PGLITE_DIR: join(dataDir, "pglite"),
      LOG_LEVEL: "warn",
      // The API rate limit would otherwise answer 429 to the load generator.
      RATE_LIMIT_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseline = Fastify();
  baseline.get("/", async () => ({ hello: "world" }));
  await baseline.listen({ port: BASE_PORT, host: "127.0.0.1" });

  try {
    await waitReady(`http://127.0.0.1:${APP_PORT}/readyz`);
    const calc = (patch: Record<string, unknown>) =>
      JSON.stringify({
        ZipCode: "80331", Amount: 3000, Stations: 1, Product: { Id: 1, ClimateNeutral: false },
        Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }], AppointmentPlus: false, CountryId: 1, ProductGroupId: 1,
        ...patch,
      });
    // Several postcodes, amounts and options of the three countries, rotated per request.
    const calcBodies = [
      calc({}),
      calc({ ZipCode: "10115", Amount: 1200 }),
      calc({ ZipCode: "20095", Amount: 6000, Parameters: [{ Id: 31 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 19 }] }),
      calc({ ZipCode: "50667", Stations: 2, Product: { Id: 1, ClimateNeutral: true } }),
      calc({ ZipCode: "01067", Parameters: [{ Id: 5 }, { Id: 23, Modifier: 12 }] }),
      calc({ CountryId: 2, ZipCode: "1010", Product: { Id: 6, ClimateNeutral: false } }),
      calc({ CountryId: 3, ZipCode: "8001", Amount: 4500, Product: { Id: 12, ClimateNeutral: false } }),
      calc({ ZipCode: "70173", ProductGroupId: 3, Amount: 6000, Product: { Id: 16, ClimateNeutral: false }, Parameters: [{ Id: 5 }, { Id: -2 }, { Id: 26 }] }),
    ];
    const targets: { name: string; opts: autocannon.Options }[] = [
      { name: "baseline: bare Fastify GET /", opts: { url: `http://127.0.0.1:${BASE_PORT}/` } },
      { name: "baseline, 50 connections", opts: { url: `http://127.0.0.1:${BASE_PORT}/`, connections: 50 } },
      {
        name: "POST /api/kalkulation/berechnen (50 c.)",
        opts: {
          url: `http://127.0.0.1:${APP_PORT}/api/kalkulation/berechnen`,
          connections: 50,
          requests: calcBodies.map((body) => ({
            method: "POST" as const,
            headers: { "content-type": "application/json", host: "de.localhost" },
            body,
          })),
        },
      },
      { name: "GET / (SSR home, de)", opts: { url: `http://127.0.0.1:${APP_PORT}/`, headers: { host: "de.localhost" } } },
      {
        name: "GET /heizoelpreise/bayern (SSR)",
        opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern`, headers: { host: "de.localhost" } },
      },
      {
        name: "GET /heizoelpreise/bayern (1 c.)",
        opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern`, headers: { host: "de.localhost" }, connections: 1 },
      },
      {
        name: "GET …/bayern/muenchen/80331 (SSR)",
        opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern/muenchen/80331`, headers: { host: "de.localhost" } },
      },
      {
        name: "GET …/bayern/muenchen/80331 (1 c.)",
        opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern/muenchen/80331`, headers: { host: "de.localhost" }, connections: 1 },
      },
      {
        // Many different postcode pages in turn: the page cache helps less, the in-memory indexes carry it.
        name: "GET 8 postcode pages de/at/ch (1 c.)",
        opts: {
          url: `http://127.0.0.1:${APP_PORT}/`,
          connections: 1,
          requests: [
            ["de", "/heizoelpreise/bayern/muenchen/80331"],
            ["de", "/heizoelpreise/berlin/berlin/10115"],
            ["de", "/heizoelpreise/hamburg/hamburg/20095"],
            ["de", "/heizoelpreise/nordrhein-westfalen/koeln/50667"],
            ["de", "/heizoelpreise/sachsen/dresden/01067"],
            ["at", "/heizoelpreise/tirol/innsbruck/6020"],
            ["at", "/heizoelpreise/wien/wien/1010"],
            ["ch", "/heizoelpreise/zuerich/zuerich/8001"],
          ].map(([country, path]) => ({ method: "GET" as const, path, headers: { host: `${country}.localhost` } })),
        },
      },
      {
        name: "GET /sitemap.xml (de, ~19,000 URLs)",
        opts: { url: `http://127.0.0.1:${APP_PORT}/sitemap.xml`, headers: { host: "de.localhost", "accept-encoding": "gzip" }, connections: 1 },
      },
      {
        name: "GET /api/site/trusted-shops/{id}/overall",
        opts: { url: `http://127.0.0.1:${APP_PORT}/api/site/trusted-shops/X6A4AE5D3F5E2B1C0D9E8F7A6B5C4D3E2/overall`, headers: { host: "de.localhost" } },
      },
      {
        name: "POST /api/location/check-zipcode",
        opts: {
          url: `http://127.0.0.1:${APP_PORT}/api/location/check-zipcode`,
          method: "POST",
          headers: { "content-type": "application/json", host: "de.localhost" },
          body: JSON.stringify({ ZipCode: "80331", CountryId: 1 }),
        },
      },
    ];
    const rows: { name: string; rps: number; p50: number; p99: number; non2xx: number; connections: number }[] = [];
    for (const t of targets) {
      await run({ ...t.opts, duration: 3 }); // warm-up (JIT, caches, market snapshot)
      const r = await run(t.opts);
      rows.push({ name: t.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, connections: t.opts.connections ?? CONNECTIONS });
    }
    const baseAt = (c: number) => rows.find((r) => r.name.startsWith("baseline") && r.connections === c)?.rps ?? rows[0].rps;
    // 1-connection rows show the latency of a single request; compare their throughput to the 10-connection baseline.
    console.log(`\nautocannon: ${DURATION} s per target, one target at a time; ratio against the baseline with the same connections\n`);
    console.log("target".padEnd(40), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "vs baseline".padStart(12), "non-2xx".padStart(8));
    for (const r of rows) {
      console.log(
        r.name.padEnd(40),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        `${((r.rps / baseAt(r.connections)) * 100).toFixed(1)} %`.padStart(12),
        String(r.non2xx).padStart(8),
      );
    }
  } finally {
    server.kill("SIGTERM");
    await baseline.close();
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});

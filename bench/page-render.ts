/**
 * `npm run bench:pages`: what a server-rendered page costs when nothing is cached (decision 0064) — the
 * render of a signed-in visitor's page and of every miss of the page cache. Starts the built server as
 * `npm start` does and a bare Fastify hello-world, then per page: requests/s at 10 connections (and that
 * as a share of bare Fastify's), p50 at one connection, and the server's CPU time per request (from /proc,
 * steadier than latencies on a shared machine). With the demo customer's cookie by default, so a shared
 * cache of anonymous pages never answers; BENCH_PAGES_ANONYMOUS=1 sends none.
 *
 * Before/after on the same machine: BENCH_PAGES_APP names another checkout with its own build and
 * node_modules (e.g. `git archive main | tar -x -C /tmp/base`, link node_modules, `npm run build` there) whose
 * server is measured instead; run both in turn (A, B, A, B). BENCH_PAGES_DATA names a PGlite directory the
 * server copies instead of seeding a new one (≈ 30 s); it is written there on the first run.
 * Other settings: BENCH_PAGES_PORT (3460), BENCH_PAGES_BASE_PORT (3461), BENCH_PAGES_DURATION (10 s),
 * BENCH_PAGES_ONLY (comma-separated paths).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import autocannon, { type Result } from "autocannon";
import { SERVER_NODE_ARGS } from "../scripts/lib/server-command.ts";
import { waitReady } from "../scripts/lib/wait-ready.ts";
import { stopServer } from "./lib/bench-server.ts";
import { cpuMsOf, customerCookie } from "./mixed-load.ts";

const APP = resolve(process.env.BENCH_PAGES_APP ?? process.cwd());
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3460);
const BASE_PORT = Number(process.env.BENCH_PAGES_BASE_PORT ?? 3461);
const DURATION = Number(process.env.BENCH_PAGES_DURATION ?? 10);
const DATA = process.env.BENCH_PAGES_DATA;
const ANONYMOUS = process.env.BENCH_PAGES_ANONYMOUS === "1";

const PAGES: { host: string; path: string }[] = [
  { host: "de.localhost", path: "/" },
  { host: "de.localhost", path: "/heizoelpreise/bayern/muenchen/80331" },
  { host: "de.localhost", path: "/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,11,9" },
].filter((p) => !process.env.BENCH_PAGES_ONLY || process.env.BENCH_PAGES_ONLY.split(",").includes(p.path));

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((res, rej) => autocannon({ duration: DURATION, ...opts }, (err, r) => (err ? rej(err) : res(r))));
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "marketplace-pages-"));
  const pglite = join(dir, "pglite");
  if (DATA && existsSync(DATA)) cpSync(DATA, pglite, { recursive: true });
  const server = spawn(process.execPath, SERVER_NODE_ARGS, {
    cwd: APP,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PGLITE_DIR: pglite,
      MAIL_DIR: join(dir, "mail"),
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseline = spawn(process.execPath, ["--import", "tsx", "bench/lib/baseline-server.ts"], {
    env: { ...process.env, PORT: String(BASE_PORT) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitReady(`http://127.0.0.1:${PORT}/readyz`);
    await waitReady(`http://127.0.0.1:${BASE_PORT}/readyz`);
    const cookie = ANONYMOUS ? undefined : await customerCookie(PORT);
    await run({ url: `http://127.0.0.1:${BASE_PORT}/`, connections: 10, duration: 2 });
    const bare = (await run({ url: `http://127.0.0.1:${BASE_PORT}/`, connections: 10 })).requests.average;
    console.log(`${APP} · ${cookie ? "signed in" : "anonymous"} · bare Fastify: ${bare.toFixed(0)} req/s at 10 connections`);
    for (const page of PAGES) {
      const opts = {
        url: `http://127.0.0.1:${PORT}${page.path}`,
        headers: { host: page.host, ...(cookie ? { cookie } : {}) },
      };
      await run({ ...opts, connections: 10, duration: 3 }); // warm-up: JIT, the server's caches
      const cpuBefore = cpuMsOf(server.pid as number);
      const many = await run({ ...opts, connections: 10 });
      const cpuMs = cpuMsOf(server.pid as number) - cpuBefore;
      const one = await run({ ...opts, connections: 1 });
      const bad = many.non2xx + one.non2xx;
      console.log(
        [
          `${page.host}${page.path}`.slice(0, 60).padEnd(60),
          `${many.requests.average.toFixed(0).padStart(5)} req/s (10 c.)`,
          `${((100 * many.requests.average) / bare).toFixed(2).padStart(5)} % of bare`,
          `p50 ${String(one.latency.p50).padStart(3)} ms (1 c.)`,
          `${(cpuMs / many.requests.total).toFixed(1).padStart(5)} ms CPU/request`,
          bad ? `${bad} non-2xx!` : "",
        ].join("  "),
      );
    }
  } finally {
    await stopServer(server);
    baseline.kill("SIGTERM");
    if (DATA && !existsSync(DATA)) cpSync(pglite, DATA, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

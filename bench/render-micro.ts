/**
 * In-process micro benchmark of the uncached page render (decision 0064): the app as start.ts builds it,
 * in production mode on a copy of a seeded PGlite directory, pages requested one at a time through
 * Fastify's inject (no sockets, no load generator sharing the CPU). Prints per page the median over
 * rounds of the time and of the CPU time per request. On a shared machine run the variants in turn
 * (A, B, A, B) and compare medians.
 *
 *   node --import tsx bench/render-micro.ts
 *
 * MICRO_APP: another checkout (own build/, node_modules/) whose app is measured, for before/after.
 * MICRO_DATA: a seeded PGlite directory (default /tmp/marketplace-pages-seeded; `npm run bench:pages` with
 * BENCH_PAGES_DATA writes one). MICRO_REACT_ROUTER=development: without production-builds.ts's hook.
 * MICRO_ANONYMOUS=1: without the demo customer's cookie. MICRO_ROUNDS (7), MICRO_PER_ROUND (100).
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
const APP = resolve(process.env.MICRO_APP ?? ROOT);
const ROUNDS = Number(process.env.MICRO_ROUNDS ?? 7);
const PER_ROUND = Number(process.env.MICRO_PER_ROUND ?? 100);
const PAGES = [
  "/",
  "/heizoelpreise/bayern/muenchen/80331",
  "/heizoel/angebotsliste?zipCode=80331&amount=3000&stations=1&product=1&options=5,24,-2,11,9",
];

process.env.NODE_ENV = "production";
if (process.env.MICRO_REACT_ROUTER !== "development") {
  const { loadProductionBuilds } = await import(pathToFileURL(join(ROOT, "src/server/production-builds.ts")).href);
  loadProductionBuilds();
}
const dir = mkdtempSync(join(tmpdir(), "marketplace-micro-"));
cpSync(process.env.MICRO_DATA ?? "/tmp/marketplace-pages-seeded", join(dir, "pglite"), { recursive: true });
Object.assign(process.env, {
  PGLITE_DIR: join(dir, "pglite"),
  MAIL_DIR: join(dir, "mail"),
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "100000000",
});
// web.ts finds the build under the working directory.
process.chdir(APP);
const load = (path: string) => import(pathToFileURL(join(APP, path)).href);
const { loadConfig } = await load("src/server/config.ts");
const { openPglite } = await load("src/db/client.ts");
const { buildApp } = await load("src/server/app.ts");
const config = loadConfig();
const database = await openPglite({ dir: config.PGLITE_DIR });
await database.migrate();
const app = await buildApp({ config, database, web: true });
await app.ready();

const headers: Record<string, string> = { host: "de.localhost" };
if (process.env.MICRO_ANONYMOUS !== "1") {
  const login = await app.inject({
    method: "POST",
    url: "/api/account/jwt/anmelden",
    headers: { host: "de.localhost", "content-type": "application/json" },
    payload: { UserName: "kunde@example.com", Password: "Heizoel-Demo-1" },
  });
  const auth = ([] as string[]).concat(login.headers["set-cookie"] ?? []).find((c) => c.startsWith("auth_token="));
  if (!auth) throw new Error(`login answered ${login.statusCode} without a cookie`);
  headers.cookie = auth.split(";")[0];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${APP} · React Router ${process.env.MICRO_REACT_ROUTER ?? "production"} · ${headers.cookie ? "signed in" : "anonymous"}`);
for (const url of PAGES) {
  const get = async () => {
    const res = await app.inject({ method: "GET", url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return res.body.length;
  };
  for (let i = 0; i < 150; i++) await get(); // warm-up: JIT, the server's caches
  const wall: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const t0 = process.hrtime.bigint();
    const c0 = process.cpuUsage();
    for (let i = 0; i < PER_ROUND; i++) bytes = await get();
    const c = process.cpuUsage(c0);
    wall.push(Number(process.hrtime.bigint() - t0) / 1e6 / PER_ROUND);
    cpu.push((c.user + c.system) / 1000 / PER_ROUND);
  }
  console.log(
    `${url.slice(0, 58).padEnd(58)}  ${median(wall).toFixed(2).padStart(6)} ms  ${median(cpu).toFixed(2).padStart(6)} ms CPU  ${(bytes / 1024).toFixed(0).padStart(4)} KB`,
  );
}
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });

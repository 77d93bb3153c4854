// In-process timing of POST /api/kalkulation/berechnen through the whole Fastify pipeline (hooks,
// body parsing, validation, calculation, serialisation, security headers), without sockets:
// `node --import tsx bench/pipeline-micro.ts`. The bench's eight bodies in turn (bench/lib/targets.ts).
import { openPglite } from "../src/db/client.ts";
import { seedDemoMarket } from "../src/db/seed/market/demo-market.ts";
import { seedReferenceData } from "../src/db/seed/reference-data.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { calcBodies } from "./lib/targets.ts";

const database = await openPglite();
await database.migrate();
await seedReferenceData(database.db);
await seedDemoMarket(database.db, { historyDays: 1 });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "100000000" }),
  database,
});
await app.ready();

const call = async (i: number) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/kalkulation/berechnen",
    headers: { "content-type": "application/json", host: "de.localhost" },
    payload: calcBodies[i % calcBodies.length],
  });
  if (res.statusCode !== 200) throw new Error(`berechnen answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return res.body.length;
};
for (let i = 0; i < 2000; i++) {
  await call(i);
  if (i % 64 === 0) await new Promise(setImmediate);
} // warm-up (JIT, market snapshot, price orders)
const N = Number(process.env.N ?? 20_000);
const rounds: number[] = [];
for (let r = 0; r < 3; r++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) {
    await call(i);
    // inject answers within microtasks: without a turn of the event loop, the immediates Fastify
    // schedules per request pile up (and with them every request and response).
    if (i % 64 === 0) await new Promise(setImmediate);
  }
  rounds.push(Number(process.hrtime.bigint() - t0) / N / 1000);
}
console.log(
  `berechnen via inject: ${rounds.map((r) => r.toFixed(1)).join(" / ")} µs per request (best ${Math.min(...rounds).toFixed(1)}; ${N} each)`,
);
await app.close();
await database.close();

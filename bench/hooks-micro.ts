// Per-request cost of the operability hooks (decision 0018): the metrics observation, and what the
// AsyncLocalStorage would add to awaits (the request-id plugin no longer uses it, decision 0018). `node --import tsx bench/hooks-micro.ts`
import { AsyncLocalStorage } from "node:async_hooks";
import { createMetrics } from "../src/server/platform/metrics/metrics.ts";
const m = createMetrics();
const routes = ["/api/kalkulation/berechnen", "/api/site/:countryId/country-states", "/*", "/api/site/trusted-shops/:id/overall"];
const N = 2_000_000;
for (let r = 0; r < 3; r++) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < N; i++) m.observeRequest("GET", routes[i & 3], 200, (i % 100) / 1000);
  console.log("observeRequest ns/call", Number(process.hrtime.bigint() - t0) / N);
}
// ALS: an async request-like chain with and without run()
const als = new AsyncLocalStorage<string>();
async function work() {
  for (let i = 0; i < 20; i++) await Promise.resolve(i);
}
for (const withAls of [false, true, false, true]) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < 100_000; i++) await (withAls ? als.run("id", work) : work());
  console.log(withAls ? "with ALS" : "no ALS", "µs per 20-await chain", Number(process.hrtime.bigint() - t0) / 100_000 / 1000);
}

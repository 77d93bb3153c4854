// In-process timing of answer serialisation (decisions 0018, 0034): JSON.stringify (the old production
// path) against the schema-compiled serializer, on real answers of the API. Each is timed with the
// Buffer.byteLength Fastify computes for Content-Length: it flattens the string, which for a string
// built from many fragments is part of the serializer's cost.
// `node --import tsx bench/serialize-micro.ts`
import type { RouteOptions } from "fastify";
import { openPglite } from "../src/db/client.ts";
import { seedDemoMarket } from "../src/db/seed/market/demo-market.ts";
import { seedReferenceData } from "../src/db/seed/reference-data.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { responseSerializer, zodSchemaOf } from "../src/server/platform/http/response-serializer.ts";

const database = await openPglite();
await database.migrate();
await seedReferenceData(database.db);
await seedDemoMarket(database.db, { historyDays: 30 });
const routes: RouteOptions[] = [];
const app = await buildApp({
  config: loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
  database,
  onRoute: (r) => void routes.push(r),
});
await app.ready();

const cases = [
  {
    name: "POST /api/kalkulation/berechnen (3000 l, 80331)",
    method: "POST",
    url: "/api/kalkulation/berechnen",
    payload: {
      ZipCode: "80331",
      Amount: 3000,
      Stations: 1,
      Product: { Id: 1, ClimateNeutral: false },
      Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
      AppointmentPlus: false,
      CountryId: 1,
      ProductGroupId: 1,
    },
  },
  {
    name: "GET /api/site/trusted-shops/…/overall",
    method: "GET",
    url: "/api/site/trusted-shops/X6A4AE5D3F5E2B1C0D9E8F7A6B5C4D3E2/overall",
  },
  { name: "GET /api/site/1/country-states", method: "GET", url: "/api/site/1/country-states" },
  { name: "GET /api/site/1/news-articles", method: "GET", url: "/api/site/1/news-articles?page=1&size=10" },
];

for (const c of cases) {
  const res = await app.inject({ method: c.method as "GET", url: c.url, payload: c.payload, headers: { host: "de.localhost" } });
  if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  const data = res.json();
  const route = routes.find((r) => matches(r, c.method, c.url));
  if (!route) throw new Error(`no route for ${c.url}`);
  const serializer = responseSerializer(zodSchemaOf((route.schema!.response as Record<string, unknown>)[200]), {
    method: c.method,
    url: c.url,
  });
  if (serializer.serialize(data) !== JSON.stringify(data)) throw new Error(`${c.name}: the serializers disagree`);
  const n = Math.max(2000, Math.round(4e7 / res.body.length));
  const time = (fn: (d: unknown) => string) => {
    for (let i = 0; i < n / 4; i++) Buffer.byteLength(fn(data));
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < n; i++) Buffer.byteLength(fn(data));
    return Number(process.hrtime.bigint() - t0) / n / 1000;
  };
  const rounds = [0, 1, 2].map(() => ({ json: time((d) => JSON.stringify(d)), fast: time(serializer.serialize) }));
  const best = (k: "json" | "fast") => Math.min(...rounds.map((r) => r[k]));
  console.log(
    `${c.name}: ${res.body.length} bytes, ${serializer.mode}; JSON.stringify ${best("json").toFixed(2)} µs, schema serializer ${best("fast").toFixed(2)} µs (best of 3 × ${n})`,
  );
}
await app.close();
await database.close();

function matches(route: RouteOptions, method: string, url: string): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes(method as never) || !route.schema?.response) return false;
  const pattern = new RegExp(`^${route.url.replace(/:[^/]+/g, "[^/]+")}$`);
  return pattern.test(url.split("?")[0]);
}

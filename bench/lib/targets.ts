/** The autocannon targets of `npm run bench` (bench/run.ts): one request kind each, measured one after another. */
import autocannon, { type Result } from "autocannon";

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3200);
export const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3201);
/** Decisions 0024 and 0034: the offer calculation keeps p99 under this at 50 connections, with 1× and 10× the dealers. */
const CALC_P99_LIMIT_MS = 25;

function run(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** limitP99Ms: p99 must stay under it; minSharePct: req/s at least this share of the baseline with the same connections. */
export type Target = { name: string; opts: autocannon.Options; limitP99Ms?: number; minSharePct?: number };
export type Row = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  connections: number;
  limitP99Ms?: number;
  minSharePct?: number;
};

export async function measure(targets: Target[], rows: Row[]) {
  for (const t of targets) {
    await run({ ...t.opts, duration: 3 }); // warm-up (JIT, caches, market snapshot)
    const r = await run(t.opts);
    rows.push({
      name: t.name,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      connections: t.opts.connections ?? CONNECTIONS,
      limitP99Ms: t.limitP99Ms,
      minSharePct: t.minSharePct,
    });
  }
}

const calc = (patch: Record<string, unknown>) =>
  JSON.stringify({
    ZipCode: "80331",
    Amount: 3000,
    Stations: 1,
    Product: { Id: 1, ClimateNeutral: false },
    Parameters: [{ Id: 5 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 9 }],
    AppointmentPlus: false,
    CountryId: 1,
    ProductGroupId: 1,
    ...patch,
  });
// The bodies of the berechnen targets: several postcodes, amounts and options of the three countries, rotated per request.
export const calcBodies: string[] = [
  calc({}),
  calc({ ZipCode: "10115", Amount: 1200 }),
  calc({ ZipCode: "20095", Amount: 6000, Parameters: [{ Id: 31 }, { Id: 24 }, { Id: -2 }, { Id: 11 }, { Id: 19 }] }),
  calc({ ZipCode: "50667", Stations: 2, Product: { Id: 1, ClimateNeutral: true } }),
  calc({ ZipCode: "01067", Parameters: [{ Id: 5 }, { Id: 23, Modifier: 12 }] }),
  calc({ CountryId: 2, ZipCode: "1010", Product: { Id: 6, ClimateNeutral: false } }),
  calc({ CountryId: 3, ZipCode: "8001", Amount: 4500, Product: { Id: 12, ClimateNeutral: false } }),
  calc({
    ZipCode: "70173",
    ProductGroupId: 3,
    Amount: 6000,
    Product: { Id: 16, ClimateNeutral: false },
    Parameters: [{ Id: 5 }, { Id: -2 }, { Id: 26 }],
  }),
];

export const calcTarget = (name: string, port: number): Target => ({
  name,
  limitP99Ms: CALC_P99_LIMIT_MS,
  opts: {
    url: `http://127.0.0.1:${port}/api/kalkulation/berechnen`,
    connections: 50,
    requests: calcBodies.map((body) => ({
      method: "POST" as const,
      headers: { "content-type": "application/json", host: "de.localhost" },
      body,
    })),
  },
});

/** A cookie the shared page cache does not know: the page is rendered for this request (decision 0062). */
const OWN_RENDER = { cookie: "bench=own-render" };

/** The targets of the first server and the baseline, in the order they are measured. */
export const FIXED_TARGETS: Target[] = [
  { name: "baseline: bare Fastify GET /", opts: { url: `http://127.0.0.1:${BASE_PORT}/` } },
  { name: "baseline, 50 connections", opts: { url: `http://127.0.0.1:${BASE_PORT}/`, connections: 50 } },
  calcTarget("POST /api/kalkulation/berechnen (50 c.)", APP_PORT),
  // Decision 0062: a visitor without a session gets the shared render; any other cookie (here one nobody knows,
  // as a session's would) makes the page her own render, which is what a signed-in user and every cache miss cost.
  { name: "GET / (home, shared page)", minSharePct: 10, opts: { url: `http://127.0.0.1:${APP_PORT}/`, headers: { host: "de.localhost" } } },
  { name: "GET / (home, own render)", opts: { url: `http://127.0.0.1:${APP_PORT}/`, headers: { host: "de.localhost", ...OWN_RENDER } } },
  {
    name: "GET /heizoelpreise/bayern (shared page)",
    opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern`, headers: { host: "de.localhost" } },
  },
  {
    name: "GET /heizoelpreise/bayern (own, 1 c.)",
    opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern`, headers: { host: "de.localhost", ...OWN_RENDER }, connections: 1 },
  },
  {
    name: "GET …/muenchen/80331 (shared page)",
    opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern/muenchen/80331`, headers: { host: "de.localhost" } },
  },
  {
    name: "GET …/muenchen/80331 (own render)",
    minSharePct: 1,
    opts: { url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern/muenchen/80331`, headers: { host: "de.localhost", ...OWN_RENDER } },
  },
  {
    name: "GET …/muenchen/80331 (own, 1 c.)",
    opts: {
      url: `http://127.0.0.1:${APP_PORT}/heizoelpreise/bayern/muenchen/80331`,
      headers: { host: "de.localhost", ...OWN_RENDER },
      connections: 1,
    },
  },
  // Decision 0068: the slot with its items a draw picks from, per postcode (issue's limit: p99 under 25 ms at 50 connections).
  {
    name: "GET /api/iam/slots/{slotKey} (50 c.)",
    limitP99Ms: 25,
    opts: {
      url: `http://127.0.0.1:${APP_PORT}/api/iam/slots/angebotsliste-mitte?countryId=1&zipCode=80331`,
      headers: { host: "de.localhost" },
      connections: 50,
    },
  },
  // Decision 0065: a CMS page (rendered from its stored document) against the page it replaced, the info center.
  {
    name: "GET /info-center/tankpflege (CMS page, shared page)",
    opts: { url: `http://127.0.0.1:${APP_PORT}/info-center/tankpflege`, headers: { host: "de.localhost" } },
  },
  {
    name: "GET /info-center/tankpflege (CMS page, own, 1 c.)",
    opts: { url: `http://127.0.0.1:${APP_PORT}/info-center/tankpflege`, headers: { host: "de.localhost", ...OWN_RENDER }, connections: 1 },
  },
  {
    name: "GET /impressum (content page, own, 1 c.)",
    opts: { url: `http://127.0.0.1:${APP_PORT}/impressum`, headers: { host: "de.localhost", ...OWN_RENDER }, connections: 1 },
  },
  {
    // Many different postcode pages in turn, each rendered: the price cache helps less, the in-memory indexes carry it.
    name: "GET 8 postcode pages, own (1 c.)",
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
      ].map(([country, path]) => ({ method: "GET" as const, path, headers: { host: `${country}.localhost`, ...OWN_RENDER } })),
    },
  },
  {
    name: "GET /sitemap.xml (de, ~19,000 URLs)",
    opts: {
      url: `http://127.0.0.1:${APP_PORT}/sitemap.xml`,
      headers: { host: "de.localhost", "accept-encoding": "gzip" },
      connections: 1,
    },
  },
  {
    name: "GET /api/site/trusted-shops/{id}/overall",
    opts: {
      url: `http://127.0.0.1:${APP_PORT}/api/site/trusted-shops/X6A4AE5D3F5E2B1C0D9E8F7A6B5C4D3E2/overall`,
      headers: { host: "de.localhost" },
    },
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

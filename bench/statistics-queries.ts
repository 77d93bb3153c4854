/**
 * Issue 14 item 4: how long the period statistic takes over a year of orders. A fresh embedded database
 * (and a throwaway PostgreSQL database when BENCH_DATABASE_URL is set) with 100,000 bench orders and a
 * year of offer-list views; getStatistic for the year by month, by day, by dealer and by country, each
 * once to warm up and then the median of five runs. `node --import tsx bench/statistics-queries.ts`
 * (STATISTICS_BENCH_ORDERS to change the count, STATISTICS_BENCH_EXPLAIN=1 for the plan of the by-day query).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../src/db/client.ts";
import { seedReferenceData } from "../src/db/seed/reference-data.ts";
import { seedDemoMarket } from "../src/db/seed/market/demo-market.ts";
import { PRODUCT_GROUPS } from "../src/domain/products.ts";
import { statisticRequest } from "../src/domain/statistics/statistics.schemas.ts";
import { getStatistic } from "../src/server/modules/statistics/get-statistic.ts";
import { seedBenchOrders } from "./lib/bench-orders.ts";

const COUNT = Number(process.env.STATISTICS_BENCH_ORDERS ?? 100_000);
const YEAR = { from: "2025-01-01", to: "2025-12-31" };
const CASES = [
  ["year by month", { Grouping: "month" }],
  ["year by day", { Grouping: "day" }],
  ["year by dealer", { Grouping: "month", Dimension: "dealer" }],
  ["year by country", { Grouping: "month", Dimension: "country" }],
  ["year by postcode region, DE", { Grouping: "month", CountryId: 1, ZipCode: true }],
] as const;

async function run(name: string, database: Database) {
  const t0 = Date.now();
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoMarket(database.db, { historyDays: 14 });
  // The comparison period needs orders too: two years, the asked one the second.
  const seeded = await seedBenchOrders(database.db, { count: COUNT * 2, from: "2024-01-01", to: YEAR.to });
  const paths = PRODUCT_GROUPS.map((g) => `/${g.urlName}/angebotsliste`);
  await database.db.execute(sql`
    insert into page_views (day, country_id, path, views)
    select d::date, c, p, 200 + (extract(doy from d)::int * c) % 300
    from generate_series('2024-01-01'::date, ${YEAR.to}::date, '1 day') d, generate_series(1, 3) c, unnest(${`{${paths.join(",")}}`}::text[]) p
    on conflict do nothing`);
  // As autovacuum would after a bulk load: without statistics the planner guesses a few hundred rows.
  await database.db.execute(sql`analyze orders`);
  console.log(`${name}: seeded ${seeded.count} orders (2024–2025) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  for (const [label, extra] of CASES) {
    const q = statisticRequest.parse({ From: YEAR.from, To: YEAR.to, ...extra });
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < 6; i++) {
      const s = performance.now();
      const res = await getStatistic({ db: database.db }, q);
      if (i > 0) times.push(performance.now() - s);
      rows = res.Rows.length;
    }
    times.sort((a, b) => a - b);
    console.log(`${name}: ${label.padEnd(28)} median ${times[2].toFixed(0).padStart(5)} ms  (min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)}; ${rows} rows)`);
  }
  if (process.env.STATISTICS_BENCH_EXPLAIN) {
    const plan = await database.db.execute(
      sql.raw(`explain analyze select count(*), sum(total_price) from orders where created_at >= '2024-01-01' and created_at < '2026-01-01' and status not in ('declined','withdrawn','cancelled')`),
    );
    console.log((plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join("\n"));
  }
}

const pglite = await openPglite();
try {
  await run("pglite", pglite);
} finally {
  await pglite.close();
}

const url = process.env.BENCH_DATABASE_URL;
if (url) {
  const name = `statistics_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString(), () => {});
  try {
    await run("postgres", database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

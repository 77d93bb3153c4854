/**
 * Decision 0031: how long the period statistic takes over a year of orders. A fresh embedded database
 * (and a throwaway PostgreSQL database when BENCH_DATABASE_URL is set) with 100,000 bench orders and
 * consented visits (half the orders claimed by one, seven visits without an order per order); getStatistic
 * for the year by month, by day, by dealer and by country, each once to warm up and then the median of five runs. `node --import tsx bench/statistics-queries.ts`
 * (STATISTICS_BENCH_ORDERS to change the count, STATISTICS_BENCH_EXPLAIN=1 for the plan of the by-day query).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../src/db/client.ts";
import { seedReferenceData } from "../src/db/seed/reference-data.ts";
import { seedDemoMarket } from "../src/db/seed/market/demo-market.ts";
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
  // Consented visits (decision 0043): every second order claimed by its visit, and seven visits without an order per order.
  await database.db.execute(sql`
    insert into visits (id, country_id, day, started_at, last_seen_at, views)
    select 'bo' || id, country_id, (created_at at time zone 'Europe/Berlin')::date, created_at, created_at, 6 from orders where id % 2 = 0`);
  await database.db.execute(sql`insert into visit_orders (order_id, visit_id) select id, 'bo' || id from orders where id % 2 = 0`);
  await database.db.execute(sql`
    insert into visits (id, country_id, day, started_at, last_seen_at, views)
    select 'bv' || g, 1 + g % 3, '2024-01-01'::date + (g % 731), '2024-01-01'::timestamptz, '2024-01-01'::timestamptz, 1 + g % 9
    from generate_series(1, ${seeded.count * 7}) g`);
  // As autovacuum would after a bulk load: without statistics the planner guesses a few hundred rows.
  await database.db.execute(sql`analyze orders`);
  await database.db.execute(sql`analyze visits`);
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
    console.log(
      `${name}: ${label.padEnd(28)} median ${times[2].toFixed(0).padStart(5)} ms  (min ${times[0].toFixed(0)}, max ${times[4].toFixed(0)}; ${rows} rows)`,
    );
  }
  if (process.env.STATISTICS_BENCH_EXPLAIN) {
    const plan = await database.db.execute(
      sql.raw(
        `explain analyze select count(*), sum(total_price) from orders where created_at >= '2024-01-01' and created_at < '2026-01-01' and status not in ('declined','withdrawn','cancelled')`,
      ),
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

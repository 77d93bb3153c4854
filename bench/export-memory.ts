/**
 * Decision 0031: "the exports stream a year of orders (≥ 100,000 rows) with flat memory". A fresh embedded
 * database with 100,000 bench orders over one year; a CSV and an XLSX export of that year through the
 * real use case into /dev/null; rows, bytes, time and the peak RSS (sampled every 100 ms) against the
 * RSS before each export. `node --import tsx bench/export-memory.ts` (EXPORT_BENCH_ORDERS to change the count).
 */
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import { openPglite } from "../src/db/client.ts";
import { seedReferenceData } from "../src/db/seed/reference-data.ts";
import { seedDemoMarket } from "../src/db/seed/market/demo-market.ts";
import { downloadExport } from "../src/server/modules/order-export/download-export.ts";
import { ORDER_COLUMN_KEYS } from "../src/domain/order-export/export-columns.ts";
import { seedBenchOrders } from "./lib/bench-orders.ts";

const COUNT = Number(process.env.EXPORT_BENCH_ORDERS ?? 100_000);
const YEAR = { from: "2025-01-01", to: "2025-12-31" };
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const started = Date.now();
const database = await openPglite();
await database.migrate();
await seedReferenceData(database.db);
await seedDemoMarket(database.db, { historyDays: 14 });
const seeded = await seedBenchOrders(database.db, { count: COUNT, ...YEAR });
console.log(`seeded ${seeded.count} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);

async function measure(format: "csv" | "xlsx") {
  (globalThis as { gc?: () => void }).gc?.();
  await new Promise((r) => setTimeout(r, 300));
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const t0 = Date.now();
  // Every column: the widest file the export can make.
  const file = await downloadExport(
    { db: database.db },
    { ...YEAR, userId: 1, dataset: "orders", format, columns: [...ORDER_COLUMN_KEYS] },
  );
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(file.body, counter, createWriteStream("/dev/null"));
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${format.toUpperCase().padEnd(4)} rows ${file.rows}  bytes ${bytes} (${mb(bytes)})  time ${((Date.now() - t0) / 1000).toFixed(1)} s  RSS before ${mb(before)}  peak ${mb(peak)}  (+${mb(peak - before)})  file ${file.fileName}`,
  );
}

await measure("csv");
await measure("xlsx");
await database.close();

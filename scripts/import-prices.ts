/**
 * `npm run import:prices -- file.csv`: loads a dealer price list (docs/price-list-import.md) into the
 * configured database in one transaction. Exit code 1 and line-numbered messages when anything is wrong.
 */
import { readFileSync } from "node:fs";
import { openPglite, openPostgres } from "../src/db/client.ts";
import { loadConfig } from "../src/server/config.ts";
import { importPriceList } from "../src/server/modules/dealers/import-price-list.ts";
import { announcePriceChange } from "../src/server/modules/dealers/price-change.ts";
import { createRedisCache } from "../src/server/platform/cache/redis-cache.ts";

const file = process.argv[2];
if (!file) {
  console.error("Aufruf: npm run import:prices -- preisliste.csv");
  process.exit(2);
}
const config = loadConfig();
let csv: string;
try {
  csv = readFileSync(file, "utf8");
} catch (err) {
  console.error(`Datei nicht lesbar: ${(err as Error).message}`);
  process.exit(2);
}
const database = config.DATABASE_URL
  ? openPostgres(config.DATABASE_URL, (err) => console.error(`PostgreSQL-Verbindung unterbrochen: ${err.message}`))
  : await openPglite({ dir: config.PGLITE_DIR });
try {
  await database.migrate();
  const result = await importPriceList(database.db, csv);
  if (result.errors.length > 0) {
    console.error(`Nichts importiert: ${result.errors.length} fehlerhafte Zeile(n).`);
    for (const e of result.errors) console.error(`  Zeile ${e.line}: ${e.message}`);
    process.exitCode = 1;
  } else {
    if (config.REDIS_URL) {
      // The servers share this Redis: they drop their markets and cached prices at once (decision 0022).
      const cache = createRedisCache({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, log: (_level, msg) => console.log(msg) });
      try {
        await cache.ready();
        await announcePriceChange(cache);
      } finally {
        await cache.close();
      }
      console.log(`${result.imported} Preisstaffeln importiert. Laufende Server zeigen sie ab sofort.`);
    } else {
      console.log(`${result.imported} Preisstaffeln importiert. Laufende Server übernehmen sie innerhalb einer Minute.`);
    }
  }
} finally {
  await database.close();
}

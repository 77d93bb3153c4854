import { openPglite, openPostgres, type Database } from "../db/client.ts";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { hasWebBuild } from "./plugins/web.ts";
import { seedOnStart } from "./seed-on-start.ts";
import { safeError } from "./log-safety.ts";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  if (!hasWebBuild()) {
    console.error("No web build found in ./build. Run `npm run build` first (npm start does this for you).");
    process.exit(1);
  }

  // A dropped idle connection is reported on stderr until the app's logger exists, then through it.
  let onConnectionError = (err: Error) => console.error(`PostgreSQL connection error: ${err.message}`);
  const database: Database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, (err) => onConnectionError(err))
    : await openPglite({ dir: config.PGLITE_DIR });
  await database.migrate();

  const app = await buildApp({ config, database, web: true });
  onConnectionError = (err) => app.log.error({ err }, "PostgreSQL connection error");
  await seedOnStart(database.db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, de: config.countryOrigins.de, at: config.countryOrigins.at, ch: config.countryOrigins.ch },
    "marketplace ready",
  );
}

void main().catch((err) => {
  // A failed seed or migration must not print its query's parameters (password hashes; decision 0012).
  console.error(JSON.stringify({ level: 60, time: Date.now(), msg: "start-up failed", err: safeError(err) }));
  process.exit(1);
});

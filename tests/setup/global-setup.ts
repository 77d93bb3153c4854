import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import pg from "pg";
import { openPglite, openPostgres } from "../../src/db/client.ts";
import { seedReferenceData } from "../../src/db/seed/reference-data.ts";
import { seedDemoMarket } from "../../src/db/seed/market/demo-market.ts";
import { seedCmsPages } from "../../src/db/seed/content/seed-cms-pages.ts";
import { seedCommunityGuidelines } from "../../src/db/seed/community/seed-guidelines.ts";
import { seedNews } from "../../src/db/seed/content/seed-news.ts";
import type { Database } from "../../src/db/client.ts";
import { withDatabase } from "./database-url.ts";
import { buildTestApp } from "./test-app.ts";

// A short history keeps the template quick; the demo seed itself is the same as in production.
const TEST_MARKET = { historyDays: 14 };

// Per run (pid): two test runs on one machine must not drop or overwrite each other's template.
const TEMPLATE_DB = `marketplace_test_template_${process.pid}`;
const CACHE_DIR = resolve("node_modules/.cache/marketplace-tests");

/**
 * Builds the test database once per run: migrations, reference data, and what the app writes when it
 * first starts (the job queue's schema and queues). Each test file starts from a copy (a PGlite data-dir
 * dump, or a PostgreSQL TEMPLATE database) instead of doing that again (decision 0054).
 */
export default async function setup(project: TestProject) {
  mkdirSync(CACHE_DIR, { recursive: true });
  const pglite = await openPglite();
  await pglite.migrate();
  await seedReferenceData(pglite.db);
  await seedDemoMarket(pglite.db, TEST_MARKET);
  await seedNews(pglite.db);
  await seedCmsPages(pglite.db);
  await seedCommunityGuidelines(pglite.db);
  await startAppOnce(pglite);
  const dump = await dumpPglite(pglite);
  const dumpPath = resolve(CACHE_DIR, `pglite-template-${process.pid}.tar`);
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplatePath", dumpPath);
  project.provide("postgresTemplate", TEMPLATE_DB);

  const url = process.env.TEST_DATABASE_URL;
  project.provide("postgresUrl", url ?? "");
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    const templateDb = openPostgres(withDatabase(url, TEMPLATE_DB), (err) =>
      console.error(`template database connection error: ${err.message}`),
    );
    await templateDb.migrate();
    await seedReferenceData(templateDb.db);
    await seedDemoMarket(templateDb.db, TEST_MARKET);
    await seedNews(templateDb.db);
    await seedCmsPages(templateDb.db);
    await seedCommunityGuidelines(templateDb.db);
    await startAppOnce(templateDb);
    await templateDb.close();
    await admin.end();
  }
  return async () => {
    rmSync(dumpPath, { force: true });
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.end();
  };
}

/**
 * Starts and stops the app once on the template, so its copies start with pg-boss's schema, the app's
 * queues and schedules in place: installing them took ≈ 0.7 s of CPU per test app on PGlite, and every
 * API test builds one or more apps per database (decision 0054). Start-up still runs on every copy; on an
 * installed schema it only checks the version, updates the queues and rewrites the schedules. The queue's
 * clock stamps are cleared so a copy's first maintenance and schedule checks run as on a new install,
 * and nothing is left in the queues.
 */
async function startAppOnce(database: Database) {
  const app = await buildTestApp(database);
  await app.close();
  await database.executeSql("update pgboss.version set maintained_on = null, cron_on = null, monitored_on = null");
  await database.executeSql("delete from pgboss.job");
}

// Uncompressed: a copy opens in ≈ 0.4 s of CPU instead of ≈ 0.7 s from the gzip dump (decision 0054).
async function dumpPglite(database: Awaited<ReturnType<typeof openPglite>>): Promise<Blob> {
  return database.dump("none");
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresUrl: string;
    postgresTemplate: string;
  }
}

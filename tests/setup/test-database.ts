import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../../src/db/client.ts";
import { withDatabase } from "./database-url.ts";

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: "pglite", open: openPgliteCopy }];
  if (inject("postgresUrl")) kinds.push({ name: "postgres", open: openPostgresCopy });
  return kinds;
}

async function openPgliteCopy(): Promise<Database> {
  const bytes = readFileSync(inject("pgliteTemplatePath"));
  return openPglite({ loadDataDir: new Blob([bytes]) });
}

async function openPostgresCopy(): Promise<Database> {
  return openThrowawayPostgres(`TEMPLATE ${inject("postgresTemplate")}`);
}

/**
 * A new database on the TEST_DATABASE_URL server (`create` is what follows CREATE DATABASE name: a
 * template, or nothing for an empty one), dropped WITH (FORCE) on close, which also ends connections
 * the pool is still closing.
 */
export async function openThrowawayPostgres(create = ""): Promise<Database> {
  const url = inject("postgresUrl");
  const name = `marketplace_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} ${create}`);
  await admin.end();
  const database = openPostgres(withDatabase(url, name), () => {});
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

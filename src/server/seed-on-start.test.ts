import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openThrowawayPostgres, testDatabases } from "../../tests/setup/test-database.ts";
import { openPglite, type Database } from "../db/client.ts";
import { users } from "../db/schema/accounts.ts";
import { branches, countryStates, dealers } from "../db/schema/index.ts";
import { DEMO_ACCOUNTS_WARNING, demoDealersNear } from "../db/seed/accounts/demo-accounts.ts";
import { loadConfig } from "./config.ts";
import { MODULES } from "./modules/index.ts";
import type { SeedStep } from "./platform/module.ts";
import { seedOnStart, seedOrder } from "./seed-on-start.ts";

function recordingLog() {
  const warnings: { data: object; msg: string }[] = [];
  return { warnings, info: () => {}, warn: (data: object, msg: string) => void warnings.push({ data, msg }) };
}

const count = async (db: Database["db"], table: typeof users | typeof dealers | typeof countryStates) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

describe("the areas' seeding steps (decision 0010)", () => {
  const step = (name: string, demo: boolean, after?: string[]): SeedStep => ({ name, demo, after, message: name, run: async () => null });

  it("run the rows every database needs first, then the demo data, each after the steps it builds on", () => {
    const names = seedOrder(MODULES.flatMap((m): readonly SeedStep[] => m.seeds ?? [])).map((s) => s.name);
    expect(names).toEqual([
      "reference-data",
      "news",
      "cms-pages",
      "community-guidelines",
      "demo-market",
      "demo-accounts",
      "demo-adverts",
      "demo-orders",
      "demo-history",
      "demo-visits",
      "demo-mex",
      "demo-community",
    ]);
  });

  it("keep the list's order where nothing waits, and refuse a step that waits for one that never runs", () => {
    expect(seedOrder([step("b", true, ["a"]), step("c", true), step("a", true), step("r", false)]).map((s) => s.name)).toEqual([
      "r",
      "c",
      "a",
      "b",
    ]);
    expect(() => seedOrder([step("x", true, ["y"]), step("y", true, ["x"])])).toThrow(/never run: x, y/);
    // Reference data does not wait for demo data: a step of every database cannot build on a demo step.
    expect(() => seedOrder([step("r", false, ["d"]), step("d", true)])).toThrow(/never run: r/);
  });
});

/** A new, empty database (not the seeded test template): PGlite always, PostgreSQL when configured. */
function emptyDatabases(): { name: string; open: () => Promise<Database> }[] {
  const kinds = [{ name: "pglite", open: () => openPglite() }];
  if (inject("postgresUrl")) kinds.push({ name: "postgres", open: () => openThrowawayPostgres() });
  return kinds;
}

describe.each(emptyDatabases())("start-up seeding on an empty $name database with DATABASE_URL (decision 0010)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
    await database.migrate();
  }, 60_000);
  afterAll(() => database.close());

  it("loads reference data but no demo market and no demo accounts, and has nothing to warn about", async () => {
    const config = loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://x@localhost/db", JWT_SECRET: "s".repeat(40) });
    expect(config.seedDemoData).toBe(false);
    const log = recordingLog();
    await seedOnStart(database.db, config, log);
    expect(await count(database.db, countryStates)).toBeGreaterThan(0);
    expect(await count(database.db, dealers)).toBe(0);
    expect(await count(database.db, users)).toBe(0);
    expect(log.warnings).toEqual([]);
  }, 60_000);
});

describe.each(testDatabases())("demo accounts in production on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("are seeded with SEED_DEMO_DATA=true and the start-up log warns loudly", async () => {
    const config = loadConfig({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://x@localhost/db",
      JWT_SECRET: "s".repeat(40),
      SEED_DEMO_DATA: "true",
    });
    const log = recordingLog();
    await seedOnStart(database.db, config, log);
    expect(log.warnings).toEqual([
      {
        data: {
          demoAccounts: [
            "kunde@example.com",
            "mex@example.com",
            "admin@example.com",
            "support@example.com",
            "finanzen@example.com",
            "redaktion@example.com",
            "werbung@example.com",
            "haendler@example.com",
            "haendler-team@example.com",
            "haendler2@example.com",
          ],
        },
        msg: DEMO_ACCOUNTS_WARNING,
      },
    ]);
    expect(DEMO_ACCOUNTS_WARNING).toMatch(/DEMO ACCOUNTS ARE ACTIVE.*admin:create/);
  });

  it("the demo dealers are two dealers near Munich 80331, their portal logins lead into /haendlerportal (decision 0026)", async () => {
    const portal = await database.db
      .select({
        email: users.email,
        dealerId: users.dealerId,
        dealerRole: users.dealerRole,
        roles: users.roles,
        redirectUrl: users.redirectUrl,
      })
      .from(users)
      .where(sql`${users.dealerId} is not null`)
      .orderBy(users.id);
    expect(portal.map((u) => [u.email, u.dealerRole, u.roles, u.redirectUrl])).toEqual([
      ["haendler@example.com", "admin", ["DEALER"], "/haendlerportal"],
      ["haendler-team@example.com", "staff", ["DEALER"], "/haendlerportal"],
      ["haendler2@example.com", "admin", ["DEALER"], "/haendlerportal"],
    ]);
    const [a, staff, b] = portal.map((u) => u.dealerId!);
    expect(staff).toBe(a);
    expect(b).not.toBe(a);
    // Each has a branch in Munich's postcode area (8xxxx; with the branch positions the nearest ones).
    const zips = await database.db
      .select({ dealerId: branches.dealerId, zip: branches.zip })
      .from(branches)
      .where(inArray(branches.dealerId, [a, b]));
    for (const id of [a, b])
      expect(
        zips.filter((z) => z.dealerId === id).some((z) => z.zip.startsWith("8")),
        `dealer ${id}: ${JSON.stringify(zips)}`,
      ).toBe(true);
    expect(await demoDealersNear(database.db)).toEqual([a, b]);
  });
});

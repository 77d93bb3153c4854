import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/setup/test-database.ts";
import type { Database } from "../client.ts";
import { postcodes } from "../schema/index.ts";
import { readPostcodes, seedReferenceData } from "./reference-data.ts";

describe("the postcode file", () => {
  it("gives every postcode–place row its centre", () => {
    const rows = readPostcodes();
    expect(rows.length).toBeGreaterThan(19000);
    expect(rows.every((r) => Number.isFinite(r.lat) && Number.isFinite(r.lon))).toBe(true);
    expect(rows.find((r) => r.countryId === 1 && r.zip === "80331")).toMatchObject({
      place: "München",
      lat: expect.closeTo(48.137, 2),
      lon: expect.closeTo(11.575, 2),
    });
  });
});

describe.each(testDatabases())("postcode coordinates in the database on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  const missing = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(postcodes).where(isNull(postcodes.lat)))[0].n;

  it("a fresh seed has them for every postcode", async () => {
    expect(await missing()).toBe(0);
    const [munich] = await database.db
      .select()
      .from(postcodes)
      .where(and(eq(postcodes.countryId, 1), eq(postcodes.zip, "80331")));
    expect(munich.lat).toBeCloseTo(48.137, 2);
    expect(munich.lon).toBeCloseTo(11.575, 2);
  });

  it("a database seeded before they existed gets them at start-up, once", async () => {
    // As loaded by an older version: the rows are there, the centres are not.
    await database.db.execute(sql`update postcodes set lat = null, lon = null where zip like '8%' or zip like '1%'`);
    const before = await missing();
    expect(before).toBeGreaterThan(3000);
    expect(await seedReferenceData(database.db)).toEqual({ postcodesWithCoordinates: before });
    expect(await missing()).toBe(0);
    const [vienna] = await database.db
      .select()
      .from(postcodes)
      .where(and(eq(postcodes.countryId, 2), eq(postcodes.zip, "1010")));
    expect(vienna.lat).toBeCloseTo(48.21, 1);
    expect(vienna.lon).toBeCloseTo(16.37, 1);
    expect(await seedReferenceData(database.db)).toBeNull();
  });
});

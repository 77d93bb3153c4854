import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { distanceKm } from "../../../domain/location/geo.ts";
import type { Database } from "../../client.ts";
import { branchDeliveryAreas, branches, dealers } from "../../schema/index.ts";
import { readPostcodes } from "../reference-data.ts";
import { coverageOf, MAX_RADIUS_KM, MIN_RADIUS_KM, placeBranches, type Home } from "./branch-placement.ts";
import { seededRandom } from "./random.ts";

const homesOf = (countryId: number): Home[] => {
  const seen = new Set<string>();
  return readPostcodes().filter((p) => p.countryId === countryId && !seen.has(p.zip) && seen.add(p.zip));
};

describe("branch placement (decision 0024)", () => {
  const homes = homesOf(3);
  const placed = placeBranches(seededRandom(5), homes, 300, 4, "density");

  it("reaches every postcode with at least the asked number of branches", () => {
    expect(placed).toHaveLength(300);
    expect(Math.min(...coverageOf(homes, placed))).toBeGreaterThanOrEqual(4);
  });

  it("stands in real towns with radii of 30–80 km, smaller where postcodes are dense", () => {
    for (const b of placed) {
      expect(homes).toContain(b.home);
      expect(b.radiusKm).toBeGreaterThanOrEqual(MIN_RADIUS_KM);
      expect(b.radiusKm).toBeLessThanOrEqual(MAX_RADIUS_KM);
    }
    const zurich = placed.filter((b) => b.home.zip.startsWith("80"));
    expect(zurich.length).toBeGreaterThan(3);
    expect(zurich.every((b) => b.radiusKm <= 45)).toBe(true);
  });

  it("lists postcodes beyond the radius for a few branches only, in their own postal region", () => {
    const listing = placed.filter((b) => b.postcodes.length > 0);
    expect(listing.length).toBeLessThan(placed.length * 0.1);
    for (const b of listing) for (const p of b.postcodes) expect(p.slice(0, 2)).toBe(b.home.zip.slice(0, 2));
  });

  it("is the same on every run", () => {
    const again = placeBranches(seededRandom(5), homes, 300, 4, "density");
    expect(again.map((b) => [b.home.zip, b.radiusKm, b.postcodes])).toEqual(placed.map((b) => [b.home.zip, b.radiusKm, b.postcodes]));
  });
});

describe.each(testDatabases())("the seeded demo market on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("has about 1,400 branches in real towns, each at its postcode's centre with a radius of 30–80 km", async () => {
    const rows = await database.db.select().from(branches);
    expect(rows.length).toBeGreaterThan(1300);
    expect(rows.length).toBeLessThan(1500);
    const centres = new Map(readPostcodes().map((p) => [`${p.countryId}|${p.zip}`, p]));
    for (const b of rows) {
      const home = centres.get(`${b.countryId}|${b.zip}`);
      expect(home, `${b.id} ${b.zip}`).toBeDefined();
      expect(distanceKm({ lat: b.lat!, lon: b.lon! }, home!)).toBeLessThan(0.01);
      expect(b.deliveryRadiusKm).toBeGreaterThanOrEqual(MIN_RADIUS_KM);
      expect(b.deliveryRadiusKm).toBeLessThanOrEqual(MAX_RADIUS_KM);
    }
    // Most deliver by radius alone; a few list postcodes besides.
    const [{ listing }] = await database.db
      .select({ listing: sql<number>`count(distinct ${branchDeliveryAreas.branchId})::int` })
      .from(branchDeliveryAreas);
    expect(listing).toBeGreaterThan(0);
    expect(listing).toBeLessThan(rows.length * 0.1);
    // Every postcode of the three countries is reached by several branches of its country.
    for (const countryId of [1, 2, 3]) {
      const homes = homesOf(countryId);
      const mine = rows
        .filter((b) => b.countryId === countryId)
        .map((b) => ({ home: centres.get(`${countryId}|${b.zip}`)!, radiusKm: b.deliveryRadiusKm, postcodes: [] }));
      expect(Math.min(...coverageOf(homes, mine)), `country ${countryId}`).toBeGreaterThanOrEqual(4);
    }
  });

  it("the demo dealer is dealer 1 with three branches around München", async () => {
    const [first] = await database.db.select().from(dealers).orderBy(asc(dealers.id)).limit(1);
    const own = await database.db.select().from(branches).where(eq(branches.dealerId, first.id)).orderBy(asc(branches.id));
    expect(own.map((b) => `${b.zip} ${b.city}`)).toEqual(["80331 München", "86150 Augsburg", "83022 Rosenheim"]);
    const list = await database.db.select().from(branchDeliveryAreas).where(eq(branchDeliveryAreas.branchId, own[0].id));
    expect(list.map((a) => a.zipPrefix)).toEqual(["85049"]);
  });
});

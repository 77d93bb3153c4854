import { describe, expect, it } from "vitest";
import type { PostcodeCentre } from "../../../domain/location/geo.ts";
import type { BranchOffering } from "../../../domain/calculator/offer-calculation.ts";
import { buildDeliveryIndex, type BranchReach } from "./delivery-index.ts";

const centres: PostcodeCentre[] = [
  { countryId: 1, zip: "80331", lat: 48.137, lon: 11.575 }, // München
  { countryId: 1, zip: "85354", lat: 48.403, lon: 11.749 }, // Freising, 32 km north
  { countryId: 1, zip: "86150", lat: 48.366, lon: 10.894 }, // Augsburg, 56 km west
  { countryId: 1, zip: "10115", lat: 52.532, lon: 13.385 }, // Berlin
  { countryId: 1, zip: "10117", lat: 52.517, lon: 13.389 },
  { countryId: 1, zip: "10245", lat: 52.5, lon: 13.46 },
  { countryId: 2, zip: "5020", lat: 47.8, lon: 13.044 }, // Salzburg, 120 km from München but in Austria
  { countryId: 2, zip: "6020", lat: 47.263, lon: 11.395 }, // Innsbruck, 98 km south
];

let nextId = 1;
const offering = (zip: string): BranchOffering => ({
  branchId: nextId++,
  dealerId: 1,
  dealerName: "Test",
  city: "Test",
  zip,
  ratingX10: 40,
  reviewCount: 1,
  leadTimeDays: 5,
  surchargeFactorPct: 100,
  payments: ["invoice"],
  express24: false,
  express48: false,
  smallTruck: false,
  desiredDate: true,
  appointmentPlus: false,
  maxHoseMeters: 40,
  maxBlowInMeters: 20,
  minAmount: 0,
  tiers: new Map(),
});
const reach = (zip: string, patch: Partial<BranchReach> = {}): BranchReach => ({
  branch: offering(zip),
  countryId: 1,
  position: null,
  radiusKm: 0,
  postcodes: [],
  ...patch,
});
const served = (index: ReturnType<typeof buildDeliveryIndex>, countryId: number, zip: string) =>
  (index.get(countryId)?.get(zip) ?? []).map((b) => b.branchId).sort((a, b) => a - b);

describe("postcode → branches index", () => {
  it.each([
    [30, ["80331"]],
    [40, ["80331", "85354"]],
    [60, ["80331", "85354", "86150"]],
    // Innsbruck lies within 100 km but in Austria: a branch delivers only in its own country.
    [130, ["80331", "85354", "86150"]],
  ])("a Munich branch with a %i km radius delivers to %j", (radiusKm, zips) => {
    const r = reach("80331", { position: { lat: 48.137, lon: 11.575 }, radiusKm });
    const index = buildDeliveryIndex(centres, [r]);
    const reached = centres.filter((c) => served(index, c.countryId, c.zip).includes(r.branch.branchId)).map((c) => c.zip);
    expect(reached).toEqual(zips);
  });

  it("measures the radius from the branch's own postcode when it has no position", () => {
    const r = reach("85354", { radiusKm: 35 });
    const index = buildDeliveryIndex(centres, [r]);
    expect(served(index, 1, "80331")).toEqual([r.branch.branchId]);
    expect(served(index, 1, "86150")).toEqual([]);
  });

  it("adds the postcode list: full postcodes and prefixes, once per postcode, in its own country only", () => {
    const listOnly = reach("10115", { postcodes: ["10115", "102"] });
    const both = reach("10117", { position: { lat: 52.517, lon: 13.389 }, radiusKm: 5, postcodes: ["101", "5020"] });
    const index = buildDeliveryIndex(centres, [listOnly, both]);
    expect(served(index, 1, "10115")).toEqual([listOnly.branch.branchId, both.branch.branchId]);
    expect(served(index, 1, "10117")).toEqual([both.branch.branchId]);
    // 5.2 km from the second branch: outside its radius and its list.
    expect(served(index, 1, "10245")).toEqual([listOnly.branch.branchId]);
    expect(
      index
        .get(1)!
        .get("10115")!
        .filter((b) => b === both.branch),
    ).toHaveLength(1);
    expect(served(index, 2, "5020")).toEqual([]);
    expect(served(index, 1, "80331")).toEqual([]);
  });

  it("an Austrian branch delivers to Austrian postcodes", () => {
    const r = reach("5020", { countryId: 2, position: { lat: 47.8, lon: 13.044 }, radiusKm: 200 });
    const index = buildDeliveryIndex(centres, [r]);
    expect(served(index, 2, "6020")).toEqual([r.branch.branchId]);
    expect(served(index, 1, "80331")).toEqual([]);
  });

  it("agrees with a plain distance check on a dense random market", () => {
    // 600 postcodes and 300 branches scattered over Bavaria: the grid must find exactly what a full scan finds.
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const many: PostcodeCentre[] = Array.from({ length: 600 }, (_, i) => ({
      countryId: 1,
      zip: String(80000 + i),
      lat: 47.3 + rnd() * 3,
      lon: 9 + rnd() * 4.8,
    }));
    const reaches = Array.from({ length: 300 }, (_, i) =>
      reach(String(80000 + i), { position: { lat: 47.3 + rnd() * 3, lon: 9 + rnd() * 4.8 }, radiusKm: 30 + Math.floor(rnd() * 51) }),
    );
    const index = buildDeliveryIndex(many, reaches);
    const R = 6371.0088;
    const rad = Math.PI / 180;
    for (const c of many) {
      const expected = reaches
        .filter((r) => {
          const p = r.position!;
          const h =
            Math.sin(((c.lat - p.lat) * rad) / 2) ** 2 +
            Math.cos(c.lat * rad) * Math.cos(p.lat * rad) * Math.sin(((c.lon - p.lon) * rad) / 2) ** 2;
          return 2 * R * Math.asin(Math.sqrt(h)) <= r.radiusKm;
        })
        .map((r) => r.branch.branchId)
        .sort((a, b) => a - b);
      expect(served(index, 1, c.zip)).toEqual(expected);
    }
  });
});

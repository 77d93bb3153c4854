import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { systemClock } from "../../platform/clock.ts";
import { createCalculatorServices } from "../calculator/calculator.services.ts";
import { createLocationServices } from "../location/location.services.ts";
import { importPriceList, parsePrice, parsePriceList } from "./import-price-list.ts";

const count = async (database: Database) => {
  const r = await database.db.execute(sql`select count(*)::int as n from price_tiers`);
  return ((r as unknown as { rows?: { n: number }[] }).rows ?? (r as unknown as { n: number }[]))[0].n;
};

describe.each(testDatabases())("price list import on $name", (kind) => {
  let database: Database;
  let branchId: number;
  beforeAll(async () => {
    database = await kind.open();
    const r = await database.db.execute(
      // A branch in München: it delivers to 80331 (its own postcode) by its radius.
      sql`select id from branches where zip = '80331' and country_id = 1 and delivery_radius_km > 0 order by id limit 1`,
    );
    branchId = ((r as unknown as { rows?: { id: number }[] }).rows ?? (r as unknown as { id: number }[]))[0].id;
  });
  afterAll(() => database.close());

  it("reports bad rows with line numbers and imports nothing", async () => {
    const before = await count(database);
    const csv = [
      "branch_id;product_id;min_amount;net_price;valid_from;valid_to",
      `${branchId};1;500;79,90;2026-01-01;`,
      `999999;1;500;79,90;;`,
      `${branchId};12;500;79,90;;`,
      `${branchId};1;100;79,90;;`,
      `${branchId};1;1000;abc;;`,
      `${branchId};1;1500;70,00;2026-13-45;`,
      `${branchId};1;500;79,90;2026-01-01;`,
      `${branchId};1;2000;70,00;2026-02-01;2026-01-01`,
    ].join("\n");
    const result = await importPriceList(database.db, csv);
    expect(result.imported).toBe(0);
    expect(result.errors.map((e) => e.line)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(result.errors[0].message).toBe("Unbekannte Filiale „999999“.");
    expect(result.errors[5].message).toBe("Doppelte Preisstaffel (wie in Zeile 2).");
    expect(await count(database)).toBe(before);
  });

  it("reports missing columns", async () => {
    const result = await importPriceList(database.db, "branch_id;product_id\n1;1\n");
    expect(result.errors).toEqual([{ line: 1, message: "Es fehlen Spalten: min_amount, net_price, valid_from." }]);
  });

  it("imports a valid list in one go and the offers use it", async () => {
    const csv = [
      "branch_id;product_id;min_amount;net_price;valid_from;valid_to",
      `${branchId};1;500;40,00;2026-01-01T00:00Z;`,
      `${branchId};1;2000;30,00;2026-01-01T00:00Z;`,
    ].join("\n");
    const before = await count(database);
    const result = await importPriceList(database.db, csv, new Date("2026-11-22T12:00:00Z"));
    expect(result).toEqual({ imported: 2, errors: [] });
    expect(await count(database)).toBe(before + 2);
    const location = createLocationServices({ db: database.db });
    const calculator = createCalculatorServices(
      { db: database.db, cache: createMemoryCache(), clock: systemClock() },
      { location, favouriteDealerIds: async () => [] },
    );
    const offers = await calculator.calculateOffers({
      ZipCode: "80331",
      Amount: 3000,
      Stations: 1,
      Product: { Id: 1, ClimateNeutral: false },
      Parameters: [{ Id: 5 }, { Id: -2 }],
      AppointmentPlus: false,
      CountryId: 1,
      ProductGroupId: 1,
    });
    // A list valid from an earlier date than the seeded one does not replace it; only newer ones do.
    expect(offers.Items.length).toBeGreaterThan(0);
  });

  it("a list that starts now ends the one it replaces; a list for later leaves today's alone", async () => {
    const rows = async () => {
      const r = await database.db.execute(
        sql`select min_amount, net_per_basis, valid_from, valid_to from price_tiers where branch_id = ${branchId} and product_id = 2 and valid_from >= '2030-01-01' order by valid_from, min_amount`,
      );
      return ((r as unknown as { rows?: Record<string, unknown>[] }).rows ?? (r as unknown as Record<string, unknown>[])) as {
        net_per_basis: number;
        valid_to: Date | string | null;
      }[];
    };
    const head = "branch_id;product_id;min_amount;net_price;valid_from;valid_to";
    expect(
      (await importPriceList(database.db, `${head}\n${branchId};2;500;50,00;2030-03-01T00:00Z;`, new Date("2030-03-01T10:00:00Z"))).errors,
    ).toEqual([]);
    expect(
      (await importPriceList(database.db, `${head}\n${branchId};2;500;60,00;2030-06-01T00:00Z;`, new Date("2030-03-02T10:00:00Z"))).errors,
    ).toEqual([]);
    // A list for June leaves the March list open.
    expect((await rows()).map((r) => r.valid_to)).toEqual([null, null]);
    expect((await importPriceList(database.db, `${head}\n${branchId};2;500;55,00;;`, new Date("2030-03-03T10:00:00Z"))).errors).toEqual([]);
    const after = await rows();
    expect(after.map((r) => r.net_per_basis)).toEqual([5000, 5500, 6000]);
    expect(new Date(after[0].valid_to!).toISOString()).toBe("2030-03-03T10:00:00.000Z");
    expect(after[1].valid_to).toBeNull();
    expect(after[2].valid_to).toBeNull();
  });

  it("a scope of branches (the dealer portal's upload): any other branch is unknown, as if it did not exist", async () => {
    const csv = `branch_id;product_id;min_amount;net_price;valid_from;valid_to\n${branchId};1;500;80,00;;\n`;
    const elsewhere = await parsePriceList(database.db, csv, new Date(), { branchIds: new Set([branchId + 1]) });
    expect(elsewhere).toEqual({ rows: [], errors: [{ line: 2, message: `Unbekannte Filiale „${branchId}“.` }] });
    const own = await parsePriceList(database.db, csv, new Date(), { branchIds: new Set([branchId]) });
    expect(own.errors).toEqual([]);
    expect(own.rows).toEqual([expect.objectContaining({ line: 2, branchId, productId: 1, minAmount: 500, netPerBasis: 8000 })]);
    // An id beyond the integer column is an unknown branch, not a failed query.
    expect((await parsePriceList(database.db, csv.replace(`\n${branchId};`, "\n99999999999;"))).errors[0].message).toBe(
      "Unbekannte Filiale „99999999999“.",
    );
  });

  it.each([
    ["89,90", 8990],
    ["89.90", 8990],
    ["1.089,90", 108990],
    ["89", 8900],
    ["89,999", null],
    ["-5", null],
    ["", null],
  ])("price %j → %j minor units", (text, minor) => {
    expect(parsePrice(text)).toBe(minor);
  });
});

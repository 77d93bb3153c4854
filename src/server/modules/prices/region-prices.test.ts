import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { pricesTestDeps } from "./prices.test-helpers.ts";
import { localPricePageData } from "./local-price-page.ts";
import { averagePrice, priceRangeLocal, pricePageData } from "./price-page.ts";

type LocalPage = Exclude<Awaited<ReturnType<typeof localPricePageData>>, { redirect: string }>;

// Decision 0015: one definition of "today's average" and of "cheapest by amount", the same on every page.
describe.each(testDatabases())("price statements agree across pages on $name", (kind) => {
  const ctx = withTestApp(kind);
  const deps = pricesTestDeps(ctx);
  const local = async (countryId: number, state: string, place: string, zip?: string) =>
    (await localPricePageData(deps(), {
      countryId,
      stateName: state,
      countyOrCityZipCode: place,
      cityZipCode: zip,
      range: "1j",
    })) as LocalPage;

  it.each([
    [1, "bayern", "muenchen", "80331"],
    [2, "tirol", "innsbruck", "6020"],
    [3, "zuerich", "zuerich", "8001"],
  ])(
    "country %i: the %s page's average is what %s %s compares with, and the wording's direction follows",
    async (countryId, state, place, zip) => {
      const statePage = await pricePageData(deps(), { countryId, stateName: state, range: "1j" });
      const zipPage = await local(countryId, state, place, zip);
      expect(statePage.average).not.toBeNull();
      expect(zipPage.local!.StateAverage).toBe(statePage.average!.Price);
      const exact = ((zipPage.local!.Average - statePage.average!.Price) / statePage.average!.Price) * 100;
      expect(zipPage.local!.DifferenceToState).toBeCloseTo(exact, 1);
      // The direction follows the prices, unless they differ by less than the 0.1 % shown (then 0).
      expect(Math.sign(zipPage.local!.DifferenceToState!)).toBe(Math.abs(exact) < 0.05 ? 0 : Math.sign(exact));
      // The state page's own range row for heating oil is the same average.
      expect(statePage.rangeLocal.Result[0].Price).toBe(statePage.average!.Price);
      // So is the API's average and range row for the state.
      expect((await averagePrice(deps(), countryId, state)).Price).toBe(statePage.average!.Price);
      expect((await priceRangeLocal(deps(), countryId, state)).Result[0].Price).toBe(statePage.average!.Price);
    },
  );

  it("each state page lists its own cheapest prices by amount, not the country's", async () => {
    const country = await pricePageData(deps(), { countryId: 1, range: "1j" });
    const tables = await Promise.all(
      ["bayern", "berlin", "hamburg", "sachsen"].map(
        async (s) => (await pricePageData(deps(), { countryId: 1, stateName: s, range: "1j" })).byAmount,
      ),
    );
    expect(new Set(tables.map((t) => JSON.stringify(t))).size).toBeGreaterThan(1);
    // No state can be cheaper than the whole country (its dealers are among the country's).
    expect(country.byAmount.length).toBeGreaterThan(0);
    for (const t of tables) {
      expect(t).toHaveLength(country.byAmount.length);
      t.forEach((row, i) => expect(row.UnitPrice!).toBeGreaterThanOrEqual(country.byAmount[i].UnitPrice!));
    }
  });

  it("the country page's average is the mean over all its dealers, and a place page compares with its state", async () => {
    const country = await pricePageData(deps(), { countryId: 1, range: "1j" });
    expect(country.average!.DealerCount).toBeGreaterThan(500);
    const statePage = await pricePageData(deps(), { countryId: 1, stateName: "bayern", range: "1j" });
    expect((await local(1, "bayern", "muenchen")).local!.StateAverage).toBe(statePage.average!.Price);
  });
});

import { describe, expect, it } from "vitest";
import { otherSiteLinkText } from "./other-sites.ts";

describe("links to her orders on the other sites (decision 0045)", () => {
  it.each([
    [{ CountryId: 1, Orders: 11, Purchases: 8 }, "orders", "Ihre 11 Bestellungen auf der Seite für Deutschland ansehen"],
    [{ CountryId: 1, Orders: 11, Purchases: 8 }, "purchases", "Ihre 8 Käufe auf der Seite für Deutschland ansehen"],
    [{ CountryId: 2, Orders: 1, Purchases: 1 }, "orders", "Ihre Bestellung auf der Seite für Österreich ansehen"],
    [{ CountryId: 3, Orders: 2, Purchases: 1 }, "purchases", "Ihren Kauf auf der Seite für die Schweiz ansehen"],
    // Only called-off orders there: nothing to buy-compare on that dashboard, so no link.
    [{ CountryId: 3, Orders: 2, Purchases: 0 }, "purchases", null],
    [{ CountryId: 9, Orders: 2, Purchases: 2 }, "orders", null],
  ] as const)("%o counting %s", (site, count, text) => {
    expect(otherSiteLinkText(site, count)).toBe(text);
  });
});

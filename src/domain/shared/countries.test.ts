import { describe, expect, it } from "vitest";
import { COUNTRY_IDS, DEFAULT_COUNTRY_ID, LOCALES, isCountryId, localeByCode, localeById, siteName } from "./countries.ts";

describe("§3 Country/locale and §9 countries", () => {
  it.each([
    ["de", 1, 1, "EUR", "Cent", "€", "^\\d{5}$", "in Deutschland", "de-DE"],
    ["at", 2, 6, "EUR", "Cent", "€", "^\\d{4}$", "in Österreich", "de-AT"],
    ["ch", 3, 12, "CHF", "Rappen", "CHF", "^\\d{4}$", "in der Schweiz", "de-CH"],
  ] as const)("%s: id %i, default product %i, %s/%s", (code, id, product, currency, sub, symbol, zip, phrase, intl) => {
    const l = LOCALES[code];
    expect(l.countryId).toBe(id);
    expect(l.defaultProductId).toBe(product);
    expect(l.currencyCode).toBe(currency);
    expect(l.subCurrency).toBe(sub);
    expect(l.currencySymbol).toBe(symbol);
    expect(l.zipPattern).toBe(zip);
    expect(l.countryNameWithArticle).toBe(phrase);
    expect(l.intlLocale).toBe(intl);
    expect(l.iso).toBe(code.toUpperCase());
    expect(localeById(id)).toBe(l);
    expect(localeByCode(code.toUpperCase())).toBe(l);
  });

  it("names each country's site, Switzerland with its article", () => {
    expect([LOCALES.de, LOCALES.at, LOCALES.ch].map(siteName)).toEqual([
      "Seite für Deutschland",
      "Seite für Österreich",
      "Seite für die Schweiz",
    ]);
  });

  it("default country is 1 (de)", () => {
    expect(DEFAULT_COUNTRY_ID).toBe(1);
    expect(COUNTRY_IDS).toEqual([1, 2, 3]);
  });

  it("rejects unknown countries", () => {
    expect(isCountryId(4)).toBe(false);
    expect(isCountryId("1")).toBe(false);
    expect(localeById(0)).toBeUndefined();
    expect(localeByCode("fr")).toBeUndefined();
  });
});

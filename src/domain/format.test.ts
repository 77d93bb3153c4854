import { describe, expect, it } from "vitest";
import { LOCALES } from "./countries.ts";
import { formatAmountInput, formatDate, formatNumber, formatPrice, formatQuantity } from "./format.ts";

// Intl writes non-breaking spaces (U+00A0, U+202F) and the Swiss apostrophe U+2019; compare normalised.
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, " ").replace(/\u2019/g, "'");

describe("§9 number formats", () => {
  it.each([
    ["de", 123450, "1.234,50 €"],
    ["at", 123450, "€ 1.234,50"],
    ["ch", 123450, "CHF 1'234.50"],
    ["de", 5, "0,05 €"],
    ["de", -1999, "-19,99 €"],
  ] as const)("price in %s of %i minor units → %s", (code, minor, text) => {
    expect(norm(formatPrice(minor, LOCALES[code]))).toBe(text);
  });

  it.each([
    ["price", 1234.5, "1.234,50"],
    ["quantity", 32000, "32.000"],
    ["quantity", 2999.6, "3.000"],
    ["oneDigit", 12.345, "12,3"],
    ["exchangeRate", 1.2, "1,20"],
    ["exchangeRate", 1.234567, "1,2346"],
  ] as const)("de %s %d → %s", (kind, value, text) => {
    expect(norm(formatNumber(value, kind, LOCALES.de))).toBe(text);
  });

  it("quantity in every country", () => {
    expect(norm(formatQuantity(32000, LOCALES.at))).toBe("32 000");
    expect(norm(formatQuantity(32000, LOCALES.ch))).toBe("32'000");
  });

  it.each([
    ["32000", "32.000"],
    ["3000", "3.000"],
    ["500", "500"],
    ["", ""],
    ["007", "7"],
    ["1234567", "1.234.567"],
  ])("calculator amount input %j → %j", (digits, shown) => {
    expect(formatAmountInput(digits)).toBe(shown);
  });
});

describe("§9 date formats", () => {
  const d = new Date("2026-11-22T13:05:00Z"); // Sunday, 14:05 in Berlin
  it.each([
    ["dayMonth", "22.11."],
    ["xShortD", "22.11.26"],
    ["xShortDT", "22.11.26, 14:05"],
    ["shortD", "22.11.2026"],
    ["shortDT", "22.11.2026, 14:05"],
    ["xShortT", "14:05"],
    ["weekday", "Sonntag"],
  ] as const)("%s → %s", (kind, text) => {
    expect(formatDate(d, kind, LOCALES.de)).toBe(text);
  });

  it("uses the given time zone and accepts ISO strings", () => {
    expect(formatDate("2026-11-22T23:30:00Z", "shortD", LOCALES.ch, "Europe/Zurich")).toBe("23.11.2026");
  });
});

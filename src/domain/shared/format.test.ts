import { describe, expect, it } from "vitest";
import { LOCALES } from "./countries.ts";
import {
  amountInputValue,
  formatAmountInput,
  formatDate,
  formatNumber,
  formatPrice,
  formatQuantity,
  formatAmount,
  parseAmountInput,
} from "./format.ts";

// Intl writes non-breaking spaces (U+00A0, U+202F) between currency and number; compare normalised.
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("§9 number formats", () => {
  it.each([
    ["de", 123450, "1.234,50 €"],
    ["at", 123450, "€ 1.234,50"],
    ["ch", 123450, "CHF 1\u2019234.50"],
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

  // Decision 0015: one grouping per country, the same in text, money and inputs.
  it.each([
    ["de", "2.500", "2.500,00 €", "2.500"],
    ["at", "2.500", "€ 2.500,00", "2.500"],
    ["ch", "2\u2019500", "CHF 2\u2019500.00", "2\u2019500"],
  ] as const)("%s groups quantities %j, money %j and the amount input %j alike", (code, quantity, money, input) => {
    const l = LOCALES[code];
    expect(formatQuantity(2500, l)).toBe(quantity);
    expect(norm(formatPrice(250000, l))).toBe(money);
    expect(formatAmountInput("2500", l)).toBe(input);
    expect(formatNumber(12345.5, "oneDigit", l)).toBe(code === "ch" ? "12\u2019345.5" : "12.345,5");
  });

  it.each([
    ["de", 7000, "l", "7.000\u00a0l"],
    ["at", 6000, "kg", "6.000\u00a0kg"],
    ["ch", 7000, "l", "7\u2019000\u00a0l"],
  ] as const)("%s amount %d %s → %j, number and unit on one line", (code, value, unit, text) => {
    expect(formatAmount(value, unit, LOCALES[code])).toBe(text);
  });

  it.each([
    ["32000", "32.000"],
    ["3000", "3.000"],
    ["500", "500"],
    ["", ""],
    ["007", "7"],
    ["1234567", "1.234.567"],
    ["2500,5", "2500,5"],
  ])("calculator amount input %j → %j", (digits, shown) => {
    expect(formatAmountInput(digits, LOCALES.de)).toBe(shown);
  });

  it.each([
    ["de", "2.500", "2500"],
    ["de", "2500,5", "2500,5"],
    ["de", "2a5x00", "2500"],
    ["at", "2 500", "2500"],
    ["ch", "2\u2019500", "2500"],
    ["ch", "2'500", "2500"],
    ["ch", "2500.5", "2500,5"],
    ["ch", "3.000", "3,000"],
  ] as const)("what the amount input keeps of %s %j: %j", (code, typed, kept) => {
    expect(amountInputValue(typed, LOCALES[code])).toBe(kept);
  });

  it.each([
    ["de", "3.000", { kind: "ok", value: 3000 }],
    ["de", "2500,5", { kind: "fraction" }],
    ["at", "2 500", { kind: "ok", value: 2500 }],
    ["ch", "2\u2019500", { kind: "ok", value: 2500 }],
    ["ch", "2500.5", { kind: "fraction" }],
    ["de", "", { kind: "empty" }],
    ["de", "zwei", { kind: "invalid" }],
  ] as const)("parse amount %s %j", (code, text, parsed) => {
    expect(parseAmountInput(text, LOCALES[code])).toEqual(parsed);
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

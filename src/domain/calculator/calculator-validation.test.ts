import { describe, expect, it } from "vitest";
import {
  calculatorMessage,
  digitsOnly,
  parseGroupedAmount,
  shouldCalculate,
  validateCalculatorInput,
  type CalculatorMessageKey,
} from "./calculator-validation.ts";
import { LOCALES } from "../shared/countries.ts";

const keys = (zipCode: string, amount: string | number | null, zipExists?: boolean, locale = LOCALES.de) =>
  validateCalculatorInput({ zipCode, amount }, locale, zipExists).map((e) => e.key.replace("CALCULATOR.VALIDATION.", ""));

describe("§5 calculator validation", () => {
  it.each([
    ["", "", undefined, ["ZIPCODE_REQ", "AMOUNT_REQ"]],
    ["80331", "3000", true, []],
    ["80331", "3.000", true, []],
    ["8033", "3000", undefined, ["ZIPCODE_INV"]],
    ["1010", "3000", undefined, ["ZIPCODE_INV"]],
    ["00000", "3000", false, ["ZIPCODE_NXT"]],
    ["80331", "", true, ["AMOUNT_REQ"]],
    ["80331", "abc", true, ["AMOUNT_REQ"]],
    ["80331", "12,5", true, ["AMOUNT_WHOLE"]],
    ["80331", "2500,5", true, ["AMOUNT_WHOLE"]],
    ["80331", "499", true, ["AMOUNT_MIN"]],
    ["80331", "400", true, ["AMOUNT_MIN"]],
    ["80331", "500", true, []],
    ["80331", "32000", true, []],
    ["80331", "32.001", true, ["AMOUNT_MAX"]],
    ["80331", "40000", true, ["AMOUNT_MAX"]],
    ["80331", 2999.5, true, ["AMOUNT_WHOLE"]],
    ["80331", null, true, ["AMOUNT_REQ"]],
  ] as const)("zip %j amount %j (exists %j) → %j", (zip, amount, exists, expected) => {
    expect(keys(zip, amount, exists)).toEqual(expected);
  });

  it("Austria and Switzerland want 4 digits", () => {
    expect(keys("80331", "3000", undefined, LOCALES.at)).toEqual(["ZIPCODE_INV"]);
    expect(keys("8001", "3000", true, LOCALES.ch)).toEqual([]);
  });

  it.each<[CalculatorMessageKey, string]>([
    ["CALCULATOR.VALIDATION.HEADER", "Bitte prüfen Sie Ihre Eingaben:"],
    ["CALCULATOR.VALIDATION.ZIPCODE_REQ", "Bitte geben Sie Ihre Postleitzahl ein."],
    ["CALCULATOR.VALIDATION.ZIPCODE_INV", "Die Postleitzahl muss in Deutschland aus 5 Ziffern bestehen."],
    ["CALCULATOR.VALIDATION.ZIPCODE_NXT", "Diese Postleitzahl gibt es in Deutschland nicht."],
    ["CALCULATOR.VALIDATION.AMOUNT_REQ", "Bitte geben Sie die gewünschte Menge in Litern ein."],
    ["CALCULATOR.VALIDATION.AMOUNT_MIN", "Die Mindestmenge beträgt 500 Liter."],
    ["CALCULATOR.VALIDATION.AMOUNT_MAX", "Die Höchstmenge beträgt 32.000 Liter."],
  ])("German text of %s", (key, text) => {
    expect(calculatorMessage(key, LOCALES.de)).toBe(text);
  });

  it("Swiss wording says 'in der Schweiz' and 4 digits", () => {
    expect(calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_INV", LOCALES.ch)).toBe(
      "Die Postleitzahl muss in der Schweiz aus 4 Ziffern bestehen.",
    );
    expect(calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_NXT", LOCALES.ch)).toBe("Diese Postleitzahl gibt es in der Schweiz nicht.");
  });

  it("digits only input", () => {
    expect(digitsOnly("8a0-3 3.1")).toBe("80331");
  });

  it.each([
    ["de", "3.000", 3000],
    ["de", "32 000", 32000],
    ["de", "32'000", 32000],
    ["de", "", null],
    ["de", "3,5", null],
    ["at", "2.500", 2500],
    ["at", "2 500", 2500],
    ["ch", "2\u2019500", 2500],
    ["ch", "2'500", 2500],
    ["ch", "2500.5", null],
  ] as const)("grouped amount in %s %j → %j", (code, s, n) => {
    expect(parseGroupedAmount(s, LOCALES[code])).toBe(n);
  });

  it.each(["de", "at", "ch"] as const)("%s: '2500,5' is refused with a German message, not read as 25.005 l", (code) => {
    const errors = validateCalculatorInput(
      { zipCode: LOCALES[code].zipLength === 5 ? "80331" : "6020", amount: "2500,5" },
      LOCALES[code],
      true,
    );
    expect(errors.map((e) => e.message)).toEqual([
      `Bitte geben Sie die Menge als ganze Zahl ohne Komma ein, z. B. ${code === "ch" ? "2\u2019500" : "2.500"}.`,
    ]);
  });

  it.each([
    ["", 3000, false],
    ["80331", 499, false],
    ["80331", 500, true],
  ])("§5 calculation runs for zip %j amount %i → %s", (ZipCode, Amount, run) => {
    expect(shouldCalculate({ ZipCode, Amount })).toBe(run);
  });
});

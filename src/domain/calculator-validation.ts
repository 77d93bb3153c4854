import { MAX_AMOUNT, MIN_AMOUNT, type CalculatorConfig } from "./calculator-config.ts";
import type { Locale } from "./countries.ts";
import { formatQuantity } from "./format.ts";

export type CalculatorMessageKey =
  | "CALCULATOR.VALIDATION.HEADER"
  | "CALCULATOR.VALIDATION.ZIPCODE_REQ"
  | "CALCULATOR.VALIDATION.ZIPCODE_INV"
  | "CALCULATOR.VALIDATION.ZIPCODE_NXT"
  | "CALCULATOR.VALIDATION.AMOUNT_REQ"
  | "CALCULATOR.VALIDATION.AMOUNT_MIN"
  | "CALCULATOR.VALIDATION.AMOUNT_MAX";

/** Spec §5 message keys with their German texts. */
export function calculatorMessage(key: CalculatorMessageKey, locale: Locale): string {
  switch (key) {
    case "CALCULATOR.VALIDATION.HEADER":
      return "Bitte prüfen Sie Ihre Eingaben:";
    case "CALCULATOR.VALIDATION.ZIPCODE_REQ":
      return "Bitte geben Sie Ihre Postleitzahl ein.";
    case "CALCULATOR.VALIDATION.ZIPCODE_INV":
      return `Die Postleitzahl muss ${locale.countryNameWithArticle} aus ${locale.zipLength} Ziffern bestehen.`;
    case "CALCULATOR.VALIDATION.ZIPCODE_NXT":
      return `Diese Postleitzahl gibt es ${locale.countryNameWithArticle} nicht.`;
    case "CALCULATOR.VALIDATION.AMOUNT_REQ":
      return "Bitte geben Sie die gewünschte Menge in Litern ein.";
    case "CALCULATOR.VALIDATION.AMOUNT_MIN":
      return `Die Mindestmenge beträgt ${formatQuantity(MIN_AMOUNT, locale)} Liter.`;
    case "CALCULATOR.VALIDATION.AMOUNT_MAX":
      return `Die Höchstmenge beträgt ${formatQuantity(MAX_AMOUNT, locale)} Liter.`;
  }
}

export interface CalculatorFieldError {
  key: CalculatorMessageKey;
  message: string;
  field: "zipCode" | "amount";
}

export function digitsOnly(s: string): string {
  return s.replace(/\D/g, "");
}

/** "3.000" → 3000; "" → null. Grouping characters of all three locales are accepted. */
export function parseGroupedAmount(s: string): number | null {
  const clean = s.replace(/[.\s'\u00a0\u202f\u2019]/g, "");
  if (!/^\d+$/.test(clean)) return null;
  return Number(clean);
}

/**
 * Spec §5 calculator validation. `zipExists` is the server's answer (undefined = not asked yet).
 * An amount that is not a whole number (letters, decimals) counts as missing: the input accepts
 * digits only, so this only happens through a hand-written URL or a script.
 */
export function validateCalculatorInput(
  input: { zipCode: string; amount: string | number | null },
  locale: Locale,
  zipExists?: boolean,
): CalculatorFieldError[] {
  const errors: CalculatorFieldError[] = [];
  const add = (key: CalculatorMessageKey, field: CalculatorFieldError["field"]) =>
    errors.push({ key, field, message: calculatorMessage(key, locale) });

  const zip = input.zipCode.trim();
  if (zip === "") add("CALCULATOR.VALIDATION.ZIPCODE_REQ", "zipCode");
  else if (!new RegExp(locale.zipPattern).test(zip)) add("CALCULATOR.VALIDATION.ZIPCODE_INV", "zipCode");
  else if (zipExists === false) add("CALCULATOR.VALIDATION.ZIPCODE_NXT", "zipCode");

  const amount =
    typeof input.amount === "number" ? (Number.isInteger(input.amount) ? input.amount : null) : parseGroupedAmount(input.amount ?? "");
  if (amount === null) add("CALCULATOR.VALIDATION.AMOUNT_REQ", "amount");
  else if (amount < MIN_AMOUNT) add("CALCULATOR.VALIDATION.AMOUNT_MIN", "amount");
  else if (amount > MAX_AMOUNT) add("CALCULATOR.VALIDATION.AMOUNT_MAX", "amount");
  return errors;
}

/** Spec §5: calculation is not run when the postcode is empty or the amount is below 500. */
export function shouldCalculate(config: Pick<CalculatorConfig, "ZipCode" | "Amount">): boolean {
  return config.ZipCode.trim() !== "" && config.Amount >= MIN_AMOUNT;
}

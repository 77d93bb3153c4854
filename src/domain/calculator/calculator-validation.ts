import type { CalculatorConfig } from "./calculator-config.ts";
import type { Locale } from "../shared/countries.ts";
import { formatQuantity, parseAmountInput } from "../shared/format.ts";
import { MAX_AMOUNT, MIN_AMOUNT } from "../shared/spec-constants.ts";
import { amountRules } from "../shared/catalog.ts";
import { amountLimitMessage } from "../shared/texts.ts";

export type CalculatorMessageKey =
  | "CALCULATOR.VALIDATION.HEADER"
  | "CALCULATOR.VALIDATION.ZIPCODE_REQ"
  | "CALCULATOR.VALIDATION.ZIPCODE_INV"
  | "CALCULATOR.VALIDATION.ZIPCODE_NXT"
  | "CALCULATOR.VALIDATION.AMOUNT_REQ"
  | "CALCULATOR.VALIDATION.AMOUNT_WHOLE"
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
    case "CALCULATOR.VALIDATION.AMOUNT_WHOLE":
      // Not a spec key: amounts are whole numbers (§5), and "2500,5" must not silently become 25.005 l.
      return `Bitte geben Sie die Menge als ganze Zahl ohne Komma ein, z. B. ${formatQuantity(2500, locale)}.`;
    case "CALCULATOR.VALIDATION.AMOUNT_MIN":
      return amountLimitMessage("min", amountRules(1), locale);
    case "CALCULATOR.VALIDATION.AMOUNT_MAX":
      return amountLimitMessage("max", amountRules(1), locale);
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

/** "3.000" / "3’000" → 3000; "", "3,5" and "2500.5" (Switzerland) → null. */
export function parseGroupedAmount(s: string, locale: Locale): number | null {
  const parsed = parseAmountInput(s, locale);
  return parsed.kind === "ok" ? parsed.value : null;
}

/**
 * Spec §5 calculator validation. `zipExists` is the server's answer (undefined = not asked yet).
 * An amount with a decimal part ("2500,5") is refused as not whole; letters count as missing.
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

  const parsed = typeof input.amount === "number" ? null : parseAmountInput(input.amount ?? "", locale);
  const amount =
    typeof input.amount === "number" ? (Number.isInteger(input.amount) ? input.amount : null) : parsed?.kind === "ok" ? parsed.value : null;
  if (parsed?.kind === "fraction" || (typeof input.amount === "number" && !Number.isInteger(input.amount)))
    add("CALCULATOR.VALIDATION.AMOUNT_WHOLE", "amount");
  else if (amount === null) add("CALCULATOR.VALIDATION.AMOUNT_REQ", "amount");
  else if (amount < MIN_AMOUNT) add("CALCULATOR.VALIDATION.AMOUNT_MIN", "amount");
  else if (amount > MAX_AMOUNT) add("CALCULATOR.VALIDATION.AMOUNT_MAX", "amount");
  return errors;
}

/** Spec §5: calculation is not run when the postcode is empty or the amount is below 500. */
export function shouldCalculate(config: Pick<CalculatorConfig, "ZipCode" | "Amount">): boolean {
  return config.ZipCode.trim() !== "" && config.Amount >= MIN_AMOUNT;
}

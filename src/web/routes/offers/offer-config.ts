import { isClientError } from "../../../domain/shared/errors.ts";
import { data, redirect } from "react-router";
import { amountRules } from "../../../domain/shared/catalog.ts";
import {
  applyTarget,
  defaultCalculatorConfig,
  isCalculatorTarget,
  offerListPathname,
  parseCalculatorQuery,
  writeCalculatorQuery,
  type CalculatorConfig,
} from "../../../domain/calculator/calculator-config.ts";
import { calculatorMessage, parseGroupedAmount } from "../../../domain/calculator/calculator-validation.ts";
import { LOCALES, localeById, type Locale } from "../../../domain/shared/countries.ts";
import { parseAmountInput } from "../../../domain/shared/format.ts";
import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import { productGroupByUrlName, type ProductGroup } from "../../../domain/shared/products.ts";
import { amountLimitMessage } from "../../../domain/shared/texts.ts";

/** The product group of the URL and the configuration of its query; an unknown group is a 404. */
export function offerConfigFromRequest(
  productGroupParam: string | undefined,
  request: Request,
  locale: Locale,
): { group: ProductGroup; config: CalculatorConfig } {
  const group = productGroupByUrlName(productGroupParam ?? "");
  if (!group) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const config = parseCalculatorQuery(query, defaultCalculatorConfig(locale.countryId, group.id));
  // A form submitted without JavaScript sends the amount as typed or as rendered ("3.000").
  const typedAmount = parseGroupedAmount(query.get("amount") ?? "", locale);
  if (typedAmount !== null && typedAmount > 0) config.Amount = typedAmount;
  return { group, config: { ...config, ProductGroupId: group.id, CountryId: locale.countryId } };
}

/**
 * A calculator form submitted without JavaScript sends the hero's chosen target (Diesel, Express …) and
 * the amount as rendered ("3.000"): the target is applied here and the browser redirected to the spec's
 * query, the postcode as typed and an amount that is not a number as typed (so their messages still show).
 */
export function redirectToSpecQuery(request: Request, config: CalculatorConfig): void {
  const query = new URL(request.url).searchParams;
  const target = query.get("target");
  const typedAmount = query.get("amount");
  const locale = localeById(config.CountryId) ?? LOCALES.de;
  const grouped = typedAmount !== null && !/^\d+$/.test(typedAmount) && parseGroupedAmount(typedAmount, locale) !== null;
  if (target === null && !grouped) return;
  const next = target !== null && isCalculatorTarget(target) ? applyTarget(config, target) : config;
  const spec = new URLSearchParams(writeCalculatorQuery(next));
  const out = new URLSearchParams();
  const zip = query.get("zipCode") ?? spec.get("zipCode");
  if (zip !== null) out.set("zipCode", zip);
  out.set("amount", typedAmount !== null && parseGroupedAmount(typedAmount, locale) === null ? typedAmount : spec.get("amount")!);
  for (const [key, value] of spec) if (key !== "zipCode" && key !== "amount") out.set(key, value);
  throw redirect(`${offerListPathname(next.ProductGroupId)}?${out}`);
}

/** What the visitor typed (kept in the search form, also when it is not valid). */
export function enteredSearch(request: Request, config: CalculatorConfig): { zipCode: string; amount: string } {
  const query = new URL(request.url).searchParams;
  return { zipCode: query.get("zipCode")?.trim() ?? config.ZipCode, amount: query.get("amount")?.trim() ?? String(config.Amount) };
}

/**
 * Spec §5 messages for the postcode and amount as typed, for the offer list rendered on the server: the
 * browser's validation does not run without JavaScript. Whether the postcode exists is the calculation's check.
 */
export function offerQueryProblems(entered: { zipCode: string; amount: string }, locale: Locale, productGroupId: number): string[] {
  const rules = amountRules(productGroupId);
  const problems: string[] = [];
  if (entered.zipCode === "") problems.push(calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_REQ", locale));
  else if (!isValidZipFormat(entered.zipCode, locale.countryId))
    problems.push(calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_INV", locale));
  const amount = parseGroupedAmount(entered.amount, locale);
  if (parseAmountInput(entered.amount, locale).kind === "fraction")
    problems.push(calculatorMessage("CALCULATOR.VALIDATION.AMOUNT_WHOLE", locale));
  else if (amount === null)
    problems.push(`Bitte geben Sie die gewünschte Menge in ${rules.unitLabel === "Liter" ? "Litern" : rules.unitLabel} ein.`);
  else if (amount < rules.min) problems.push(amountLimitMessage("min", rules, locale));
  else if (amount > rules.max) problems.push(amountLimitMessage("max", rules, locale));
  return problems;
}

/** A German message of a use case's coded error, or the generic one. */
export function userMessage(err: unknown): string {
  if (isClientError(err)) return err.message;
  throw err;
}

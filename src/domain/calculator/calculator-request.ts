import { z } from "zod";
import { int16, int32 } from "../shared/number-schemas.ts";
import { amountRules, productById } from "../shared/catalog.ts";
import { INSTALLMENT_MONTHS, MAX_STATIONS, optionById } from "./calculator-options.ts";
import { localeById } from "../shared/countries.ts";
import { isValidZipFormat } from "../location/postcode.ts";
import { productGroupById } from "../shared/products.ts";
import { INSTALLMENT_OPTION_ID } from "../shared/spec-constants.ts";
import { calculatorMessage } from "./calculator-validation.ts";
import { amountLimitMessage, INSTALLMENT_TERMS_TEXT, minPerStationMessage } from "../shared/texts.ts";

/** Spec §3 calculator configuration as the API receives it (extra keys are ignored). */
export const calculatorConfigSchema = z.object({
  ZipCode: z.string().max(10),
  Amount: int32(),
  Stations: int32().default(1),
  Product: z.object({ Id: int32(), ClimateNeutral: z.boolean().default(false) }),
  Parameters: z
    .array(
      z.object({
        Id: int32(),
        Modifier: z.number().nullish(),
        DesiredDate: z.string().max(10).nullish(),
        Key: z.string().max(60).nullish(),
        IsUpselling: z.boolean().optional(),
      }),
    )
    .max(20)
    .default([]),
  AppointmentPlus: z.boolean().default(false),
  CountryId: int16(),
  ProductGroupId: int16().default(1),
  Cn: z.boolean().optional(),
  Ap: z.boolean().optional(),
  InitialOpenedSettings: z.boolean().optional(),
  UpsellCount: int32().optional(),
});

export type CalculatorConfigInput = z.infer<typeof calculatorConfigSchema>;

export interface ConfigProblem {
  field: string;
  message: string;
}

/**
 * Rules a configuration must meet before anything is calculated; each problem has a German message.
 * `today` (YYYY-MM-DD) bounds the desired date.
 */
export function checkCalculatorConfig(c: CalculatorConfigInput, today: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const locale = localeById(c.CountryId);
  if (!locale) return [{ field: "CountryId", message: "Unbekanntes Land." }];
  const group = productGroupById(c.ProductGroupId);
  if (!group) return [{ field: "ProductGroupId", message: "Unbekannte Produktgruppe." }];
  const rules = amountRules(c.ProductGroupId);

  if (!c.ZipCode.trim()) problems.push({ field: "ZipCode", message: calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_REQ", locale) });
  else if (!isValidZipFormat(c.ZipCode.trim(), c.CountryId))
    problems.push({ field: "ZipCode", message: calculatorMessage("CALCULATOR.VALIDATION.ZIPCODE_INV", locale) });

  const product = productById(c.Product.Id);
  if (!product || product.CountryId !== c.CountryId || product.ProductGroupId !== c.ProductGroupId)
    problems.push({ field: "Product.Id", message: `Dieses Produkt gibt es für ${group.name} ${locale.countryNameWithArticle} nicht.` });

  if (c.Amount < rules.min) problems.push({ field: "Amount", message: amountLimitMessage("min", rules, locale) });
  else if (c.Amount > rules.max) problems.push({ field: "Amount", message: amountLimitMessage("max", rules, locale) });

  if (c.Stations < 1 || c.Stations > MAX_STATIONS)
    problems.push({ field: "Stations", message: `Es sind 1 bis ${MAX_STATIONS} Lieferstellen möglich.` });
  else if (c.Amount / c.Stations < rules.minPerStation) problems.push({ field: "Stations", message: minPerStationMessage(rules, locale) });

  const groupsSeen = new Map<string, number>();
  for (const p of c.Parameters) {
    const option = optionById(p.Id);
    if (!option?.productGroups.includes(c.ProductGroupId)) {
      problems.push({ field: "Parameters", message: `Die Option ${p.Id} gibt es für ${group.name} nicht.` });
      continue;
    }
    const family = ["Payment", "Installment", "WalletPayment"].includes(option.GroupKey) ? "Payment" : option.GroupKey;
    if (groupsSeen.has(family)) problems.push({ field: "Parameters", message: "Bitte wählen Sie je Einstellung nur eine Option." });
    groupsSeen.set(family, p.Id);
    if (
      option.Id === INSTALLMENT_OPTION_ID &&
      p.Modifier != null &&
      !(INSTALLMENT_MONTHS as readonly number[]).includes(p.Modifier) &&
      p.Modifier >= 1
    )
      problems.push({ field: "Parameters", message: `Ratenzahlung ist mit ${INSTALLMENT_TERMS_TEXT} Monaten möglich.` });
    if (option.Id === 12) {
      const d = p.DesiredDate ?? "";
      if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || Number.isNaN(Date.parse(d)))
        problems.push({ field: "Parameters", message: "Bitte wählen Sie einen gültigen Wunschtermin." });
      else if (d <= today) problems.push({ field: "Parameters", message: "Der Wunschtermin muss in der Zukunft liegen." });
    }
  }
  if (c.Product.ClimateNeutral && (c.ProductGroupId === 3 || c.ProductGroupId === 4 || c.ProductGroupId === 5))
    problems.push({ field: "Product.ClimateNeutral", message: `Klimaneutrale Lieferung gibt es für ${group.name} nicht.` });
  return problems;
}

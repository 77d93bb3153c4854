/** A price alarm's configuration as the calculator and the offer list take it (decision 0029). */
import { defaultParameterIds } from "../calculator/calculator-options.ts";
import { offerListPathname } from "../calculator/calculator-config.ts";
import type { CalculatorConfigInput } from "../calculator/calculator-request.ts";
import { calculatorQueryOf } from "../orders/order-links.ts";

export interface AlarmConfig {
  countryId: number;
  productGroupId: number;
  productId: number;
  zip: string;
  amount: number;
}

/** One delivery station, the product group's default options: the offer list's first view. */
export function calculatorConfigOfAlarm(a: AlarmConfig): CalculatorConfigInput {
  return {
    ZipCode: a.zip,
    Amount: a.amount,
    Stations: 1,
    Product: { Id: a.productId, ClimateNeutral: false },
    Parameters: defaultParameterIds(a.productGroupId).map((Id) => ({ Id })),
    AppointmentPlus: false,
    CountryId: a.countryId,
    ProductGroupId: a.productGroupId,
  } as CalculatorConfigInput;
}

export function offerListPathOfAlarm(a: AlarmConfig): string {
  return `${offerListPathname(a.productGroupId)}?${calculatorQueryOf(calculatorConfigOfAlarm(a), a.productGroupId)}`;
}

import type { AccountServices } from "../account/account.services.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";

/**
 * What the price alarm asks other areas (decision 0052): the calculator for today's best price and the
 * market version, the account area for a customer's own address (her alarm's mails go there).
 */
export interface PriceAlarmNeeds {
  calculator: Pick<CalculatorServices, "calculateOffers" | "market">;
  account: Pick<AccountServices, "baseData">;
}

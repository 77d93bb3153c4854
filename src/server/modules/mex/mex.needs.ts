import type { AccountServices } from "../account/account.services.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { OrderServices } from "../orders/orders.services.ts";

/**
 * What mex asks other areas (decision 0052): her account (her mex flag when she pairs her first sensor,
 * her delivery addresses for a tank), her delivered orders (refills are matched to them), and today's
 * best offer for the free space in her tank. The rules on the answers are mex's own (mex.answers.ts).
 */
export interface MexNeeds {
  account: Pick<AccountServices, "enableMex" | "listOwnAddresses">;
  orders: Pick<OrderServices, "customerPurchases">;
  calculator: Pick<CalculatorServices, "calculateOffers">;
}

import type { AccountServices } from "../account/account.services.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { ContactServices } from "../contact/contact.services.ts";
import type { MexServices } from "../mex/mex.services.ts";
import type { OrderServices } from "../orders/orders.services.ts";
import type { PriceAlarmServices } from "../price-alarm/price-alarm.services.ts";
import type { PricesServices } from "../prices/prices.services.ts";

/**
 * What the customer area asks other areas, synchronously (decision 0052): her orders, today's prices, her
 * account, and for her data export and deletion each area that holds her data. The module list binds it.
 */
export interface CustomerNeeds {
  orders: Pick<
    OrderServices,
    "pageCustomerOrders" | "orderConfig" | "customerPurchases" | "countOrdersOfUsers" | "exportOrderData" | "hasOpenOrders"
  >;
  calculator: Pick<CalculatorServices, "calculateOffers">;
  prices: Pick<PricesServices, "countryDailyAverages">;
  account: Pick<AccountServices, "baseData" | "unclaimedGuestIds" | "exportAccountData" | "deleteAccount">;
  priceAlarm: Pick<PriceAlarmServices, "exportAlarmData" | "eraseAlarmData">;
  mex: Pick<MexServices, "dashboardItems" | "tankReadings" | "exportMexData" | "eraseMexData">;
  contact: Pick<ContactServices, "exportContactData" | "eraseContactData">;
}

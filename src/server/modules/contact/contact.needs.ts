import type { AccountServices } from "../account/account.services.ts";
import type { OrderServices } from "../orders/orders.services.ts";

/**
 * What the contact area asks other areas (decision 0052): whether an order number is the sender's (the
 * orders area knows which are hers, guest orders she took over too) and her account's address.
 */
export interface ContactNeeds {
  orders: Pick<OrderServices, "ownOrderByNumber">;
  account: Pick<AccountServices, "baseData">;
}

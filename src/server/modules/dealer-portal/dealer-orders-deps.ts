import type { Db } from "../../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { DealersServices } from "../dealers/dealers.services.ts";
import type { OrderServices } from "../orders/orders.services.ts";

/**
 * What the portal's order pages need (decision 0026): the database for who the caller is, the clock for
 * the dealer's today, and the order area's use cases (the order's life, decision 0025) — the portal never
 * reads or writes orders itself. The overview also asks the dealers area for the branches' price lists
 * and the calculator for their place in the offer list (decision 0048).
 */
export interface DealerOrderDeps {
  db: Db;
  clock: Clock;
  orders: Pick<
    OrderServices,
    | "listDealerOrders"
    | "getDealerOrder"
    | "countDealerOrders"
    | "dealerDay"
    | "confirmOrderStep"
    | "declineOrderStep"
    | "dispatchOrderStep"
    | "deliverOrderStep"
  >;
  calculator: Pick<CalculatorServices, "offerStanding">;
  dealers: Pick<DealersServices, "currentPriceLists">;
}

import type { OrderEvent } from "../../../domain/orders/order-life.schemas.ts";
import { historyOf } from "./order-life-view.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { orderEventsOf } from "./orders.repo.ts";

/** The order's history, oldest first (who, when, what). The caller has checked that the asker may see the order. */
export async function orderHistory(deps: Pick<OrderLifeDeps, "db">, orderId: number): Promise<OrderEvent[]> {
  return historyOf(await orderEventsOf(deps.db, orderId));
}

import { AppError } from "../../../domain/shared/errors.ts";
import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { ownsOrder, type OrderLifeDeps } from "./order-transition.ts";
import { findOrderById } from "./orders.repo.ts";

/** The order's status, window, final price and history for whoever may see it (the customer's own, the dealer's own, support). */
export async function getOrderLife(deps: Pick<OrderLifeDeps, "db">, input: { orderId: number; actor: OrderActor }): Promise<OrderLifeView> {
  const order = await findOrderById(deps.db, input.orderId);
  if (!order || !ownsOrder(input.actor, order)) throw new AppError("ORDER_NOT_FOUND");
  return lifeView(deps.db, order);
}

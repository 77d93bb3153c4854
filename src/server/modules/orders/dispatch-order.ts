import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";

/** The dealer reports the order out for delivery (the truck has left). */
export async function dispatchOrder(deps: OrderLifeDeps, input: { orderId: number; actor: OrderActor }): Promise<OrderLifeView> {
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "dispatch",
    data: {},
    decide: () => ({ to: "out_for_delivery", mails: ["order-out-for-delivery"] }),
  });
  return lifeView(deps.db, order);
}

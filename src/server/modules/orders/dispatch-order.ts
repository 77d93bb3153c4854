import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import type { OrderRow } from "./orders.repo.ts";

/** The dealer reports the order out for delivery (the truck has left). */
export async function dispatchOrderStep(deps: OrderLifeDeps, input: { orderId: number; actor: OrderActor }): Promise<OrderRow> {
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "dispatch",
    data: {},
    decide: () => ({ to: "out_for_delivery", mails: ["order-out-for-delivery"] }),
  });
  return order;
}

/** {@link dispatchOrderStep}, answered with the order's life view as the customer's status page shows it. */
export async function dispatchOrder(deps: OrderLifeDeps, input: Parameters<typeof dispatchOrderStep>[1]): Promise<OrderLifeView> {
  return lifeView(deps.db, await dispatchOrderStep(deps, input));
}

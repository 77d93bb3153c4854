import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";

/** The customer accepts a delivered amount beyond the dealer's tolerance: the order is delivered at the final price. */
export async function consentToDelivery(deps: OrderLifeDeps, input: { orderId: number; actor: OrderActor }): Promise<OrderLifeView> {
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "consent",
    data: {},
    decide: () => ({ to: "delivered", mails: ["order-delivered", "order-dealer-consented"] }),
  });
  return lifeView(deps.db, order);
}

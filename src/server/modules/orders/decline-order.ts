import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import { requiredReason } from "./order-reason.ts";

/** The dealer declines a new order with a reason; the customer's mail offers the next-best offer. */
export async function declineOrder(
  deps: OrderLifeDeps,
  input: { orderId: number; actor: OrderActor; reason: string },
): Promise<OrderLifeView> {
  const reason = requiredReason(input.reason);
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "decline",
    data: { Reason: reason },
    decide: () => ({ to: "declined", patch: { reason }, mails: ["order-declined"] }),
  });
  return lifeView(deps.db, order);
}

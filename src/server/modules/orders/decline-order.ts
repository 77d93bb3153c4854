import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import type { OrderRow } from "./orders.repo.ts";
import { requiredReason } from "./order-reason.ts";

/** The dealer declines a new order with a reason; the customer's mail offers the next-best offer. */
export async function declineOrderStep(
  deps: OrderLifeDeps,
  input: { orderId: number; actor: OrderActor; reason: string },
): Promise<OrderRow> {
  const reason = requiredReason(input.reason);
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "decline",
    data: { Reason: reason },
    decide: () => ({ to: "declined", patch: { reason }, mails: ["order-declined"] }),
  });
  return order;
}

/** {@link declineOrderStep}, answered with the order's life view as the customer's status page shows it. */
export async function declineOrder(deps: OrderLifeDeps, input: Parameters<typeof declineOrderStep>[1]): Promise<OrderLifeView> {
  return lifeView(deps.db, await declineOrderStep(deps, input));
}

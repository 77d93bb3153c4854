import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import { requiredReason } from "./order-reason.ts";

/** Support cancels an order that is not yet delivered (customer's call, dealer's request), with a reason. */
export async function cancelOrder(deps: OrderLifeDeps, input: { orderId: number; actor: OrderActor; reason: string }): Promise<OrderLifeView> {
  const reason = requiredReason(input.reason);
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "cancel",
    data: { Reason: reason },
    decide: () => ({ to: "cancelled", patch: { reason }, mails: ["order-cancelled", "order-dealer-cancelled"] }),
  });
  return lifeView(deps.db, order);
}

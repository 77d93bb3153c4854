import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { recordAudit } from "../../platform/audit.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import { requiredReason } from "./order-reason.ts";

/**
 * Support cancels an order that is not yet delivered (customer's call, dealer's request), with a reason:
 * customer and dealer get their mails, and the back office's audit log records it (decision 0031) — all in
 * the transition's transaction, once (a repeated click is no new transition and no new row).
 */
export async function cancelOrder(
  deps: OrderLifeDeps,
  input: { orderId: number; actor: OrderActor; reason: string; requestId?: string | null },
): Promise<OrderLifeView> {
  const reason = requiredReason(input.reason);
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "cancel",
    data: { Reason: reason },
    decide: async (before, tx) => {
      await recordAudit(tx, {
        actorUserId: input.actor.userId,
        action: "order.cancel",
        targetKind: "order",
        targetId: before.id,
        before: { Status: before.status },
        after: { Status: "cancelled", Reason: reason },
        requestId: input.requestId,
      });
      return { to: "cancelled", patch: { reason }, mails: ["order-cancelled", "order-dealer-cancelled"] };
    },
  });
  return lifeView(deps.db, order);
}

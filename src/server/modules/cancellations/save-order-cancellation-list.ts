/**
 * POST /api/ordercancellationlist/saveOrderCancellationList: the booking of the dirty orders (spec §4:
 * only those; none dirty is status false). All or nothing: one unknown or unlisted order and nothing is
 * saved (404). Each changed order gets its audit row in the same transaction.
 */
import { AppError } from "../../../domain/shared/errors.ts";
import type { CancellationSaveItem, CancellationSaveResult } from "../../../domain/cancellations/cancellations.schemas.ts";
import { planSave } from "../../../domain/cancellations/save-plan.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { CancellationActor, CancellationDeps } from "./cancellations.deps.ts";
import { lockListedOrders, upsertBooking } from "./cancellations.repo.ts";

export async function saveOrderCancellationList(
  deps: CancellationDeps,
  input: { actor: CancellationActor; orders: CancellationSaveItem[] },
): Promise<CancellationSaveResult> {
  const plan = planSave(input.orders);
  if (!plan.status) return { status: false };
  // A row sent twice: the last one is what the user sees.
  const byId = new Map(plan.orders.map((o) => [o.orderId, o]));
  await deps.db.transaction(async (tx) => {
    const found = await lockListedOrders(tx, [...byId.keys()]);
    if (found.length !== byId.size) throw new AppError("ORDER_NOT_FOUND");
    for (const before of found) {
      const next = byId.get(before.id)!;
      await upsertBooking(tx, { orderId: before.id, isBooked: next.isBooked, bookedAs: next.bookedAs, userId: input.actor.id });
      await recordAudit(tx, {
        actorUserId: input.actor.id,
        action: "cancellation.save",
        targetKind: "order",
        targetId: before.id,
        before: { isBooked: before.isBooked ?? false, bookedAs: before.bookedAs ?? 0 },
        after: { isBooked: next.isBooked, bookedAs: next.bookedAs },
        requestId: input.actor.requestId,
      });
    }
  });
  return { status: true, count: byId.size };
}

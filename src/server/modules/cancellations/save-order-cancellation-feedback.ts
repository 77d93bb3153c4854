/**
 * POST /api/ordercancellationlist/saveOrderCancellationFeedback {orderId, reason, comment}: why the order
 * ended, as support heard it (spec §4: sets feedback status 1). Answers true; an order that is not
 * listed is 404.
 */
import type { CancellationFeedbackRequest } from "../../../domain/cancellations/cancellations.schemas.ts";
import { FEEDBACK_GIVEN } from "../../../domain/cancellations/feedback.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { CancellationActor, CancellationDeps } from "./cancellations.deps.ts";
import { lockListedOrder, upsertFeedback } from "./cancellations.repo.ts";

export async function saveOrderCancellationFeedback(
  deps: CancellationDeps,
  input: CancellationFeedbackRequest & { actor: CancellationActor },
): Promise<true> {
  await deps.db.transaction(async (tx) => {
    const found = await lockListedOrder(tx, input.orderId);
    if (!found) throw new AppError("ORDER_NOT_FOUND");
    await upsertFeedback(tx, { orderId: input.orderId, reason: input.reason, comment: input.comment, userId: input.actor.id });
    const b = found.booking;
    await recordAudit(tx, {
      actorUserId: input.actor.id,
      action: "cancellation.feedback",
      targetKind: "order",
      targetId: input.orderId,
      before: { status: b?.feedbackStatus ?? 0, reason: b?.feedbackReason ?? null, comment: b?.feedbackComment ?? null },
      after: { status: FEEDBACK_GIVEN, reason: input.reason, comment: input.comment },
      requestId: input.actor.requestId,
    });
  });
  return true;
}

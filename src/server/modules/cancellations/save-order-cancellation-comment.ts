/**
 * POST /api/ordercancellationlist/saveOrderCancellationComment {userId, comment}: a comment about the
 * customer or a dealer's user of a listed order (anybody else is 404: this page is no note pad on every
 * account). Answers status 1 and the comment, which the page puts at the front of the list.
 */
import type { CancellationComment } from "../../../domain/cancellations/cancellations.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { CancellationActor, CancellationDeps } from "./cancellations.deps.ts";
import { insertComment, isListedPerson } from "./cancellations.repo.ts";
import { commentOf } from "./comment-view.ts";

export async function saveOrderCancellationComment(
  deps: CancellationDeps,
  input: { actor: CancellationActor; userId: number; comment: string },
): Promise<{ status: 1; comment: CancellationComment }> {
  if (!(await isListedPerson(deps.db, input.userId))) throw new AppError("USER_NOT_FOUND");
  const row = await deps.db.transaction(async (tx) => {
    const saved = await insertComment(tx, { userId: input.userId, authorUserId: input.actor.id, comment: input.comment });
    await recordAudit(tx, {
      actorUserId: input.actor.id,
      action: "cancellation.comment",
      targetKind: "user",
      targetId: input.userId,
      after: { comment: input.comment },
      requestId: input.actor.requestId,
    });
    return saved;
  });
  return { status: 1, comment: commentOf(row) };
}

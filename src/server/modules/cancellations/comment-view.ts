import type { CancellationComment } from "../../../domain/cancellations/cancellations.schemas.ts";
import type { cancellationComments } from "../../../db/schema/back-office.ts";

type Row = { comment: typeof cancellationComments.$inferSelect; authorFirst: string | null; authorLast: string | null };

export function commentOf({ comment: c, authorFirst, authorLast }: Row): CancellationComment {
  return {
    id: c.id,
    fkUserId: c.userId,
    comment: c.comment,
    authorName: [authorFirst, authorLast].filter(Boolean).join(" ") || `Benutzer ${c.authorUserId}`,
    createdAt: c.createdAt.toISOString(),
  };
}

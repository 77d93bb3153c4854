import type { ContactDetail } from "../../../domain/contact/contact.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { ContactDeps } from "./contact.deps.ts";
import { deskUsers, findRequest, messagesOf, namesOf } from "./contact.repo.ts";
import { contactListItemOf } from "./list-contact-requests.ts";

/** GET /api/support/kontakt/{id}, /support/kontakt/{id} (decision 0042): one request, its thread, and who may take it. */
export async function contactRequestDetail(deps: Pick<ContactDeps, "db">, input: { id: number }): Promise<ContactDetail> {
  const row = await findRequest(deps.db, input.id);
  if (!row) throw new AppError("CONTACT_REQUEST_NOT_FOUND");
  const [messages, desks] = await Promise.all([messagesOf(deps.db, row.id), deskUsers(deps.db)]);
  const names = await namesOf(deps.db, [
    ...(row.assigneeUserId === null ? [] : [row.assigneeUserId]),
    ...messages.flatMap((m) => (m.authorUserId === null ? [] : [m.authorUserId])),
  ]);
  return {
    ...contactListItemOf(row, names),
    UserId: row.userId,
    OrderId: row.orderId,
    ClosedAt: row.closedAt?.toISOString() ?? null,
    Messages: messages.map((m) => ({
      Id: m.id,
      Direction: m.direction === "out" ? "out" : "in",
      Author: m.authorUserId === null ? null : { Id: m.authorUserId, Name: names.get(m.authorUserId) ?? `#${m.authorUserId}` },
      Body: m.body,
      CreatedAt: m.createdAt.toISOString(),
    })),
    Assignees: desks.map((d) => ({ Id: d.id, Name: d.name })),
  };
}

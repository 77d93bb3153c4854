import { contactTransition, type ContactAction, type ContactState } from "../../../domain/contact/contact-states.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { Db } from "../../../db/client.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { ContactActor, ContactDeps } from "./contact.deps.ts";
import { lockRequest, updateRequest, type ContactRequestRow } from "./contact.repo.ts";

/** The audit log's actions, written out: the audit test reads them from here to check each has a German label. */
const AUDIT_ACTION: Record<ContactAction, string> = { assign: "contact.assign", answer: "contact.answer", close: "contact.close" };

/**
 * The frame of every desk action on a request (decision 0042): one transaction that locks the request,
 * asks the state machine, lets the action write (the answer's message and mail job), updates the request
 * and writes the audit row — so the change, its mail and its record stand or fall together.
 */
export async function changeContactRequest(
  deps: Pick<ContactDeps, "db" | "now">,
  input: { actor: ContactActor; id: number; action: ContactAction },
  act: (
    tx: Db,
    row: ContactRequestRow,
    to: ContactState,
  ) => Promise<{ patch?: Partial<ContactRequestRow>; audit?: { before?: object; after?: object } }>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, input.id);
    if (!row) throw new AppError("CONTACT_REQUEST_NOT_FOUND");
    const to = contactTransition(row.state as ContactState, input.action);
    if (to === null) throw new AppError("CONTACT_REQUEST_CLOSED");
    const { patch = {}, audit = {} } = await act(tx, row, to);
    const now = deps.now();
    await updateRequest(tx, row.id, { ...patch, state: to, updatedAt: now, ...(to === "closed" && { closedAt: now }) });
    await recordAudit(tx, {
      actorUserId: input.actor.id,
      action: AUDIT_ACTION[input.action],
      targetKind: "contact-request",
      targetId: row.id,
      before: { state: row.state, assigneeUserId: row.assigneeUserId, ...audit.before },
      after: { state: to, assigneeUserId: patch.assigneeUserId !== undefined ? patch.assigneeUserId : row.assigneeUserId, ...audit.after },
      requestId: input.actor.requestId,
    });
  });
}

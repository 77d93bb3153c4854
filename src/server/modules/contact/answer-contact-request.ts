import { formatContactReference } from "../../../domain/contact/contact-reference.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import { changeContactRequest } from "./change-contact-request.ts";
import { contactAnswerMail } from "./contact-mails.ts";
import type { ContactActor, ContactDeps } from "./contact.deps.ts";
import { insertMessage, messagesOf } from "./contact.repo.ts";

/**
 * POST /api/support/kontakt/{id}/answer (decision 0042): the answer joins the thread and goes to the
 * sender's address as a mail job of the request's country site, in the same transaction. A request nobody
 * had taken is then the answerer's. Audit "contact.answer" (with the message's id, not its text: the
 * thread keeps the text).
 */
export async function answerContactRequest(
  deps: Pick<ContactDeps, "db" | "now" | "jobs">,
  input: { actor: ContactActor; id: number; message: string },
): Promise<void> {
  await changeContactRequest(deps, { actor: input.actor, id: input.id, action: "answer" }, async (tx, row) => {
    const thread = await messagesOf(tx, row.id);
    const first = thread.find((m) => m.direction === "in") ?? null;
    const answer = await insertMessage(tx, {
      requestId: row.id,
      direction: "out",
      authorUserId: input.actor.id,
      body: input.message,
      createdAt: deps.now(),
    });
    const reference = formatContactReference(row.id, row.createdAt);
    const mail = contactAnswerMail(
      { reference, countryId: row.countryId, topic: row.topic, orderNumber: row.orderNumber, name: row.name, createdAt: row.createdAt },
      input.message,
      first,
    );
    await enqueueMail(
      deps.jobs,
      {
        to: row.email,
        template: "contact-answer",
        countryId: row.countryId,
        messageId: `<contact-${row.id}-answer-${answer.id}@heizoel-marktplatz.de>`,
        ...mail,
      },
      tx,
    );
    return { patch: row.assigneeUserId === null ? { assigneeUserId: input.actor.id } : {}, audit: { after: { messageId: answer.id } } };
  });
}

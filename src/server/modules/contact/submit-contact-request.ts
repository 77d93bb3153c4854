import { CONTACT_LIMITS, type ContactRequestInput } from "../../../domain/contact/contact.schemas.ts";
import { formatContactReference } from "../../../domain/contact/contact-reference.ts";
import { GATE_REFUSAL_MESSAGES, verifyGate } from "../../../domain/contact/spam-gate.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { AppError, ERRORS } from "../../../domain/shared/errors.ts";
import { countAttempt, forgetOldAttempts } from "../../platform/attempt-counter.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import { contactReceiptMail } from "./contact-mails.ts";
import type { ContactDeps } from "./contact.deps.ts";
import { insertMessage, insertRequest } from "./contact.repo.ts";

export interface ContactSender {
  /** The signed-in user (a guest too), or null for a visitor. */
  userId: number | null;
  /** The client's address (the rate limit per address). */
  clientAddress: string;
  /** The country site the form was sent through. */
  countryId: number;
}

function limitReached(countryId: number): never {
  const phone = (localeById(countryId) ?? LOCALES.de).customerPhoneNumber;
  throw new AppError("CONTACT_RATE_LIMITED", { message: ERRORS.CONTACT_RATE_LIMITED.message.replace(/\.$/, `: ${phone}.`) });
}

/**
 * A contact request from /kontakt or POST /api/site/kontakt (decision 0042). In this order: the client
 * address's counter (so guessing the sum costs attempts), the spam gate, the sender's address (a
 * signed-in user's is her account's, whatever was posted), the address's counter (only for requests that
 * passed the gate: nobody can use up a stranger's quota without doing the work), her order, then the
 * request, its first message and the receipt mail in one transaction (no request without its receipt).
 */
export async function submitContactRequest(
  deps: ContactDeps,
  input: { form: ContactRequestInput; sender: ContactSender },
): Promise<{ Reference: string; message: string }> {
  const { form, sender } = input;
  const now = deps.now();
  const window = CONTACT_LIMITS.windowMinutes;
  if ((await countAttempt(deps.db, { scope: "contact-address", address: sender.clientAddress }, window, now)) > CONTACT_LIMITS.perAddress)
    limitReached(sender.countryId);

  const gate = await verifyGate(
    deps.gateKey,
    { token: form.GateToken, number: form.GateNumber, answer: form.GateAnswer, honeypot: form.Homepage },
    now,
  );
  if (!gate.ok) {
    const field = gate.reason === "missing" || gate.reason === "wrong-answer" ? "GateAnswer" : undefined;
    throw new AppError("CONTACT_GATE_FAILED", { message: GATE_REFUSAL_MESSAGES[gate.reason], field });
  }

  const email = sender.userId !== null ? (await deps.accountEmail(sender.userId)).toLowerCase() : form.Email;
  if (!email) throw new AppError("CONTACT_EMAIL_REQUIRED", { field: "Email" });
  if ((await countAttempt(deps.db, { scope: "contact-email", email }, window, now)) > CONTACT_LIMITS.perEmail)
    limitReached(sender.countryId);

  // Linked only when it is hers: a visitor's or someone else's number stays text for the desk to look up.
  const order = sender.userId !== null && form.OrderNumber ? await deps.ownOrder(sender.userId, form.OrderNumber) : null;
  const request = await deps.db.transaction(async (tx) => {
    const row = await insertRequest(tx, {
      countryId: sender.countryId,
      topic: form.Topic,
      email,
      name: form.Name ?? "",
      userId: sender.userId,
      orderNumber: form.OrderNumber ?? null,
      orderId: order?.id ?? null,
      gateNonce: gate.nonce,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new AppError("CONTACT_GATE_USED");
    await insertMessage(tx, { requestId: row.id, direction: "in", body: form.Message, createdAt: now });
    const reference = formatContactReference(row.id, row.createdAt);
    const mail = contactReceiptMail({
      reference,
      countryId: row.countryId,
      topic: row.topic,
      orderNumber: row.orderNumber,
      name: row.name,
      createdAt: row.createdAt,
    });
    await enqueueMail(
      deps.jobs,
      {
        to: email,
        template: "contact-receipt",
        countryId: row.countryId,
        messageId: `<contact-${row.id}-receipt@heizoel-marktplatz.de>`,
        ...mail,
      },
      tx,
    );
    return { ...row, reference };
  });
  // Counters of yesterday are of no use (the login's and the contact form's alike).
  await forgetOldAttempts(deps.db, new Date(now.getTime() - 24 * 3_600_000));
  return {
    Reference: request.reference,
    message: `Vielen Dank! Ihre Anfrage ${request.reference} ist bei uns eingegangen. Eine Bestätigung ist an ${email} unterwegs.`,
  };
}

import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { mailLog } from "../../../db/schema/orders.ts";

/**
 * How long a "sending" row of another attempt is taken for a live send (decision 0038). A send is bounded
 * by the SMTP timeouts (connect 10 s, greeting 10 s, 20 s without a byte); a claim older than this is an
 * attempt whose process died. Its mail may have reached the server just before: it is sent again.
 */
export const MAIL_CLAIM_STALE_SECONDS = 60;

/** Another attempt is sending this mail right now: the job fails this attempt and retries later. */
export class MailInFlightError extends Error {
  constructor(messageId: string) {
    super(`mail ${messageId} is being sent by another attempt`);
    this.name = "MailInFlightError";
  }
}

export interface MailClaim {
  to: string;
  subject: string;
  template: string;
  transport: "smtp" | "file";
  orderId: number | null;
  messageId: string;
}

/**
 * Claims the mail's row before it is sent: a new row, or one whose last attempt is over ("failed": the
 * server refused it; "uncertain": it ended in a way that may have delivered it) or died ("sending" for
 * longer than MAIL_CLAIM_STALE_SECONDS). "sent" when the row says the mail went out; `resend` when this
 * send may repeat one the server already has. Throws MailInFlightError while another attempt holds it.
 */
export async function claimMail(db: Db, m: MailClaim): Promise<"sent" | { resend: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: mailLog.status,
        stale: sql<boolean>`${mailLog.claimedAt} < now() - ${MAIL_CLAIM_STALE_SECONDS} * interval '1 second'`,
      })
      .from(mailLog)
      .where(eq(mailLog.messageId, m.messageId))
      .for("update");
    if (!row) {
      const [inserted] = await tx
        .insert(mailLog)
        .values({ ...m, status: "sending" })
        .onConflictDoNothing({ target: mailLog.messageId })
        .returning({ id: mailLog.id });
      // Another attempt inserted it between our read and our insert: it is sending.
      if (!inserted) throw new MailInFlightError(m.messageId);
      return { resend: false };
    }
    if (row.status === "sent") return "sent";
    if (row.status === "sending" && !row.stale) throw new MailInFlightError(m.messageId);
    const resend = row.status !== "failed";
    await tx
      .update(mailLog)
      .set({
        to: m.to,
        subject: m.subject,
        template: m.template,
        transport: m.transport,
        status: "sending",
        claimedAt: sql`now()`,
        resends: sql`${mailLog.resends} + ${resend ? 1 : 0}`,
      })
      .where(eq(mailLog.messageId, m.messageId));
    return { resend };
  });
}

/** The server accepted the mail (or its file is written). */
export async function markMailSent(db: Db, messageId: string, reference: string): Promise<void> {
  await db.update(mailLog).set({ status: "sent", reference, sentAt: sql`now()` }).where(eq(mailLog.messageId, messageId));
}

/** The attempt is over without a "sent": the next attempt may claim the mail at once. */
export async function releaseMail(db: Db, messageId: string, outcome: "failed" | "uncertain"): Promise<void> {
  await db
    .update(mailLog)
    .set({ status: outcome })
    .where(and(eq(mailLog.messageId, messageId), eq(mailLog.status, "sending")));
}

/** True when mail_log says the mail went out: a job can skip building it again (the mailer checks anyway). */
export async function alreadySent(db: Db, messageId: string): Promise<boolean> {
  const [row] = await db.select({ status: mailLog.status }).from(mailLog).where(eq(mailLog.messageId, messageId)).limit(1);
  return row?.status === "sent";
}

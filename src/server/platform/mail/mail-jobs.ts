import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import type { Jobs, QueueOptions } from "../jobs/jobs.ts";
import type { Mailer, MailMessage, OutgoingMail } from "./mailer.ts";

/**
 * Mails rendered at the time of the request (account mails: confirmation links, password reset, e-mail
 * change, rating invitation) go out as jobs too (decision 0013): a crash or a mail server that is down
 * delays them, it does not lose them. Order mails have their own queue, built from the stored order.
 */
export const MAIL_QUEUE = "mail";
const MAIL_QUEUE_OPTIONS: QueueOptions = { retryLimit: 14, retryDelaySeconds: 2, expireInSeconds: 30, batchSize: 20 };

/**
 * The worker's side: one handler for the queue, declared once by the app. A job that runs again (its
 * completion lost) sends nothing: the mailer finds the Message-ID sent in mail_log (decision 0038).
 */
export function defineMailQueue(jobs: Jobs, mailer: Mailer): void {
  jobs.define<OutgoingMail>(MAIL_QUEUE, MAIL_QUEUE_OPTIONS, async (message) => {
    await mailer.send(message);
  });
}

/**
 * Writes the mail as a job with a Message-ID that stays the same on every attempt. The job stores the
 * whole message, so it takes none with attachments (decision 0041): bytes in a job row would be kept,
 * retried and archived with it. A mail with a file is built in its own queue's handler from ids, as the
 * order mails are.
 */
export async function enqueueMail(jobs: Jobs, message: Omit<MailMessage, "attachments">, tx?: Db): Promise<void> {
  if ((message as MailMessage).attachments?.length)
    throw new Error(`mail "${message.template}": attachments are not stored in jobs (decision 0041)`);
  const messageId = message.messageId ?? `<mail-${randomUUID()}@heizoel-marktplatz.de>`;
  await jobs.enqueue(MAIL_QUEUE, { ...message, messageId }, { tx });
}

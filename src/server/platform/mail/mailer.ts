import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type { Db } from "../../../db/client.ts";
import { claimMail, markMailSent, releaseMail } from "./mail-log.ts";
import { withContactLink } from "./mail-layout.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Template name for the mail log, e.g. "order-confirmation". */
  template: string;
  /** The country site the mail belongs to: it decides the sender (MAIL_FROM, MAIL_FROM_AT, MAIL_FROM_CH). */
  countryId: number;
  orderId?: number;
  /** A stable Message-ID (`<order-123-confirmation@…>`) for mails a job may send again. */
  messageId?: string;
  /**
   * Files sent with the mail (the invoice PDF of the delivered mail, decision 0041). Only for mails built
   * in their job's handler: a stored job carries ids, not bytes (see enqueueMail).
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What the mailer sends: every mail has its Message-ID, the key of its row in mail_log (decision 0038). */
export type OutgoingMail = MailMessage & { messageId: string };

export type SendResult = { status: "sent"; transport: "smtp" | "file"; reference: string } | { status: "already-sent" };

export interface Mailer {
  send(message: OutgoingMail): Promise<SendResult>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port; unset → each mail is written as an .eml file under mailDir. */
  smtpUrl?: string;
  mailDir: string;
  /** The sender of a country's mails. */
  from: (countryId: number) => string;
  /** The contact form of a country's site: the closing sentence of every mail links it (decision 0042). */
  contactUrl?: (countryId: number) => string;
  log?: (level: "info" | "warn", msg: string, data: object) => void;
}

/**
 * Failures after which the mail certainly did not reach the server: it answered with an error code
 * (4xx/5xx, also a refused message after DATA), or no session was opened (connection, DNS, TLS or
 * greeting failed, login refused). Anything else — a timeout or a closed connection while the message
 * was on its way — may have come after the server accepted it.
 */
function certainlyNotAccepted(err: unknown): boolean {
  const e = (err ?? {}) as { responseCode?: unknown; syscall?: unknown; code?: unknown; timeoutType?: unknown };
  if (typeof e.responseCode === "number") return true;
  if (e.syscall === "connect" || e.syscall === "getaddrinfo") return true;
  if (e.code === "EDNS" || e.code === "EAUTH" || e.code === "ETLS" || e.code === "EENVELOPE") return true;
  return e.timeoutType === "CONNECTION_TIMEOUT" || e.timeoutType === "GREETING_TIMEOUT" || e.timeoutType === "DNS_TIMEOUT";
}

/**
 * Sends over SMTP when configured; otherwise writes each mail as an .eml file a person can open (the
 * embedded default). Exactly once per Message-ID at the mail log (decision 0038): the mail's row is
 * claimed before the server sees the mail and marked sent right after, so a job that runs again — its
 * completion lost in a crash, or its expiry reached while the first attempt still sends — finds the mail
 * sent (nothing to do) or being sent (it fails and retries later). Only an attempt that died between
 * the server's acceptance and the "sent" mark leaves a claim that a later attempt takes over when it is
 * stale; that mail may arrive twice, with the same Message-ID, and its row counts the resend.
 */
export function createMailer(db: Db, opts: MailerOptions): Mailer {
  // Short timeouts: a hanging mail server fails the attempt, and the job retries it later.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const kind: "smtp" | "file" = opts.smtpUrl ? "smtp" : "file";
  const dir = resolve(opts.mailDir);
  return {
    async send(m) {
      const claim = await claimMail(db, {
        to: m.to,
        subject: m.subject,
        template: m.template,
        transport: kind,
        orderId: m.orderId ?? null,
        messageId: m.messageId,
      });
      if (claim === "sent") return { status: "already-sent" };
      if (claim.resend)
        opts.log?.("warn", "mail sent again: an earlier attempt ended while it was being sent and may have delivered it", {
          messageId: m.messageId,
          template: m.template,
        });
      const { text, html } = opts.contactUrl ? withContactLink(m, opts.contactUrl(m.countryId)) : m;
      let reference: string;
      try {
        const info = await transport.sendMail({
          from: opts.from(m.countryId),
          to: m.to,
          subject: m.subject,
          text,
          html,
          messageId: m.messageId,
          attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        });
        if (kind === "smtp") reference = String(info.messageId);
        else {
          mkdirSync(dir, { recursive: true });
          reference = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${m.template}-${randomBytes(3).toString("hex")}.eml`);
          writeFileSync(reference, (info as unknown as { message: Buffer }).message);
          opts.log?.("info", "mail written to file", { to: m.to, subject: m.subject, file: reference });
        }
      } catch (err) {
        // Hand the claim back so the job's retry may send at once; a maybe-accepted mail counts as a resend then.
        await releaseMail(db, m.messageId, kind === "file" || certainlyNotAccepted(err) ? "failed" : "uncertain").catch(() => {});
        throw err;
      }
      await markMailSent(db, m.messageId, reference);
      return { status: "sent", transport: kind, reference };
    },
  };
}

import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type { Db } from "../../../db/client.ts";
import { mailLog } from "../../../db/schema/orders.ts";
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
}

export interface SentMail {
  transport: "smtp" | "file";
  reference: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port; unset → each mail is written as an .eml file under mailDir. */
  smtpUrl?: string;
  mailDir: string;
  /** The sender of a country's mails. */
  from: (countryId: number) => string;
  /** The contact form of a country's site: the closing sentence of every mail links it (decision 0042). */
  contactUrl?: (countryId: number) => string;
  log?: (msg: string, data: object) => void;
}

/**
 * Sends over SMTP when configured; otherwise writes each mail as an .eml file a person can open
 * (the embedded default). Every mail is recorded in mail_log.
 */
export function createMailer(db: Db, opts: MailerOptions): Mailer {
  // Short timeouts: a hanging mail server fails the attempt, and the job retries it later.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = resolve(opts.mailDir);
  return {
    async send(m) {
      const { text, html } = opts.contactUrl ? withContactLink(m, opts.contactUrl(m.countryId)) : m;
      const info = await transport.sendMail({ from: opts.from(m.countryId), to: m.to, subject: m.subject, text, html, messageId: m.messageId });
      let sent: SentMail;
      if (opts.smtpUrl) sent = { transport: "smtp", reference: String(info.messageId) };
      else {
        mkdirSync(dir, { recursive: true });
        const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${m.template}-${randomBytes(3).toString("hex")}.eml`);
        writeFileSync(file, (info as unknown as { message: Buffer }).message);
        sent = { transport: "file", reference: file };
        opts.log?.("mail written to file", { to: m.to, subject: m.subject, file });
      }
      await db.insert(mailLog).values({ to: m.to, subject: m.subject, template: m.template, transport: sent.transport, reference: sent.reference, orderId: m.orderId, messageId: m.messageId ?? null });
      return sent;
    },
  };
}

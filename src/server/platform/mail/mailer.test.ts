import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../../../../tests/setup/smtp-catcher.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import type { Database } from "../../../db/client.ts";
import { mailLog } from "../../../db/schema/orders.ts";
import { MAIL_CLAIM_STALE_SECONDS, MailInFlightError } from "./mail-log.ts";
import { createMailer, type Mailer, type OutgoingMail } from "./mailer.ts";

const mail = (): OutgoingMail => ({
  to: `kunde-${randomUUID().slice(0, 8)}@example.com`,
  subject: "Ihre Bestellung",
  text: "Hallo",
  html: "<p>Hallo</p>",
  template: "order-confirmation",
  countryId: 1,
  messageId: `<test-${randomUUID()}@heizoel-marktplatz.de>`,
});

/** Decision 0038: a mail goes out once per Message-ID, recorded in mail_log before and after the send. */
describe.each(testDatabases())("the mailer sends a Message-ID once on $name", (kind) => {
  let database: Database;
  let smtp: SmtpCatcher;
  let mailer: Mailer;
  const warnings: string[] = [];
  const received = (m: OutgoingMail) => smtp.mails.filter((x) => x.messageId === m.messageId).length;
  const row = async (m: OutgoingMail) => (await database.db.select().from(mailLog).where(eq(mailLog.messageId, m.messageId)))[0];

  beforeAll(async () => {
    database = await kind.open();
    // The first delivery attempt of every message is refused (451), the next one accepted.
    smtp = await startSmtpCatcher({ failFirst: 1 });
    mailer = createMailer(database.db, {
      smtpUrl: smtp.url,
      mailDir: "unused",
      from: () => "Heizöl-Marktplatz <service@heizoel-marktplatz.de>",
      log: (level, msg) => level === "warn" && warnings.push(msg),
    });
  });
  afterEach(() => {
    warnings.length = 0;
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  /** A mail the server has accepted once (after its first refusal). */
  async function sentOnce(m: OutgoingMail) {
    await expect(mailer.send(m)).rejects.toThrow();
    expect(await mailer.send(m)).toMatchObject({ status: "sent", transport: "smtp" });
  }

  it("a refused attempt hands its claim back: the retry sends at once, and the row says sent", async () => {
    const m = mail();
    await expect(mailer.send(m)).rejects.toMatchObject({ responseCode: 451 });
    expect(await row(m)).toMatchObject({ status: "failed", resends: 0, sentAt: null });
    expect(await mailer.send(m)).toMatchObject({ status: "sent" });
    expect(received(m)).toBe(1);
    expect(await row(m)).toMatchObject({ status: "sent", resends: 0, to: m.to, template: "order-confirmation", transport: "smtp" });
    expect((await row(m)).sentAt).toBeInstanceOf(Date);
  });

  it("the same Message-ID sent again (a job whose completion was lost) sends nothing", async () => {
    const m = mail();
    await sentOnce(m);
    expect(await mailer.send(m)).toEqual({ status: "already-sent" });
    expect(await mailer.send({ ...m, subject: "Ihre Bestellung (erneut)" })).toEqual({ status: "already-sent" });
    expect(received(m)).toBe(1);
  });

  it("two attempts at once (an expired job and its retry): one mail; the other attempt fails and retries later", async () => {
    const m = mail();
    await expect(mailer.send(m)).rejects.toThrow();
    const results = await Promise.allSettled([mailer.send(m), mailer.send(m)]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: expect.any(MailInFlightError) });
    expect(received(m)).toBe(1);
    expect(await mailer.send(m)).toEqual({ status: "already-sent" });
    expect(received(m)).toBe(1);
  });

  it("an attempt that died while sending holds the mail back while its claim is fresh; a stale claim is taken over and the resend counted", async () => {
    const m = mail();
    // What a process killed between the server's acceptance and the "sent" mark leaves behind.
    await database.db
      .insert(mailLog)
      .values({ to: m.to, subject: m.subject, template: m.template, transport: "smtp", messageId: m.messageId, status: "sending" });
    await expect(mailer.send(m)).rejects.toBeInstanceOf(MailInFlightError);
    expect(received(m)).toBe(0);
    await database.db.execute(
      sql`update mail_log set claimed_at = now() - ${MAIL_CLAIM_STALE_SECONDS + 1} * interval '1 second' where message_id = ${m.messageId}`,
    );
    await expect(mailer.send(m)).rejects.toThrow(); // the catcher's first refusal
    expect(await mailer.send(m)).toMatchObject({ status: "sent" });
    expect(received(m)).toBe(1);
    // Counted once: the dead attempt may have delivered it; the refusal after it is not a resend.
    expect(await row(m)).toMatchObject({ status: "sent", resends: 1 });
    expect(warnings).toEqual([expect.stringContaining("mail sent again")]);
  });

  it("an attempt that ended without knowing whether the server took the mail lets the next one send at once, counted as a resend", async () => {
    const m = mail();
    await database.db
      .insert(mailLog)
      .values({ to: m.to, subject: m.subject, template: m.template, transport: "smtp", messageId: m.messageId, status: "uncertain" });
    await expect(mailer.send(m)).rejects.toThrow();
    expect(await mailer.send(m)).toMatchObject({ status: "sent" });
    expect(await row(m)).toMatchObject({ status: "sent", resends: 1 });
  });
});

import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { dealers } from "../../../db/schema/market.ts";
import { orderEvents, orders } from "../../../db/schema/orders.ts";
import { loginThrottle, users } from "../../../db/schema/accounts.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { ORDER_LINK_REQUEST_ANSWER, ORDER_LINK_REQUEST_LIMITS } from "../../../domain/orders/order-access.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../../../../tests/setup/smtp-catcher.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { clockAt } from "../../platform/clock.ts";
import { dealerOrderRecipients } from "./order-mail-jobs.ts";
import { createUser, placeOrderViaApi, type TestUser } from "./orders.test-helpers.ts";

// Decision 0040: the order's mail link opens its status page and its actions without a password — for
// that order alone, until it expires, never in an impersonated session — and "Link per E-Mail anfordern"
// answers the same whether order number and address match, within its limits.

const MAIL_WAIT_MS = 30_000;
const TEST_MS = 120_000;
const DAY_MS = 86_400_000;

const day = (offset: number) => calendarDay(new Date(Date.now() + offset * DAY_MS), "Europe/Berlin");

/** The signed link of a mail to the order: both parts carry it, the text's is returned. */
function linkIn(mail: CaughtMail, orderId: number): string {
  const pattern = new RegExp(
    `http://de\\.localhost:\\d+/heizoel/bestellung-erfolgreich/${orderId}\\?zugang=([0-9a-z]+\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43})`,
  );
  const text = pattern.exec(mail.text);
  expect(text, mail.text).not.toBeNull();
  expect(mail.html).toContain(text![0]);
  return text![1];
}

type Access = Awaited<ReturnType<FastifyInstance["services"]["orders"]["orderAccess"]>>;

/** The access, which must be the link's (the assertion is not hidden behind an if). */
function linkAccess(access: Access): Extract<Access, { via: "link" }> {
  expect(access.via).toBe("link");
  return access as Extract<Access, { via: "link" }>;
}

const expiryOf = (token: string) => parseInt(token.split(".")[1], 36) * 1000;

describe.each(testDatabases())("the order's mail link on $name (decision 0040)", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let smtp: SmtpCatcher;
  /** The app's clock runs this far ahead of the real one: expiry without waiting 90 days. */
  let aheadMs = 0;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    database = await kind.open();
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: smtp.url });
    app = await buildApp({ config, database, clock: clockAt(() => new Date(Date.now() + aheadMs)) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  const services = () => app.services.orders;
  const db = () => database.db;
  const dealerActor = (dealerId: number): OrderActor => ({ kind: "dealer", userId: 900_001, dealerId });
  const guestOrder = async () => {
    const guest = await createUser(app, db(), { isGuest: true });
    const placed = await placeOrderViaApi(app, guest);
    const mail = await smtp.waitFor(guest.email, /beim Heizöl-Marktplatz$/, MAIL_WAIT_MS);
    return { guest, ...placed, confirmation: mail, token: linkIn(mail, placed.OrderId) };
  };
  const open = (orderId: number, token: string, user: { id: number; isImpersonated: boolean } | null = null) =>
    services().orderAccess({ orderId, user, linkToken: token });

  it(
    "the confirmation carries a link for that order alone; it opens the order for anybody who has it, as its owner, and no other order",
    async () => {
      const a = await guestOrder();
      const b = await guestOrder();
      expect(a.confirmation.text).toContain("Den Stand Ihrer Bestellung sehen Sie jederzeit unter");
      // The dealer's mail has none: the dealer works in the portal.
      const dealerMail = await smtp.waitFor(
        (await dealerOrderRecipients(db(), a.offer.DealerId)).split(", ")[0],
        new RegExp(`Neue Bestellung ${a.OrderNumber}`),
        MAIL_WAIT_MS,
      );
      expect(dealerMail.text).not.toContain("zugang=");

      expect(await services().checkOrderLinkFor({ orderId: a.OrderId, token: a.token, impersonated: false })).toMatchObject({
        ok: true,
        productGroupId: 1,
      });
      // Anonymous, and logged in as somebody else: the link acts as the order's owner, never as the session.
      const stranger = await createUser(app, db());
      for (const user of [null, { id: stranger.id, isImpersonated: false }]) {
        const access = await open(a.OrderId, a.token, user);
        expect(access).toMatchObject({ via: "link", actor: { kind: "customer", userId: a.guest.id, via: "order-link" } });
      }
      // Her own session needs no link; the link changes nothing about that.
      expect(await open(a.OrderId, a.token, { id: a.guest.id, isImpersonated: false })).toMatchObject({
        via: "session",
        actor: { userId: a.guest.id },
      });

      // Never another order: not b's with a's token, not a's with b's.
      expect(await open(b.OrderId, a.token)).toEqual({ via: "none", problem: "invalid" });
      expect(await open(a.OrderId, b.token)).toEqual({ via: "none", problem: "invalid" });
      expect(await open(b.OrderId, b.token)).toMatchObject({ via: "link", actor: { userId: b.guest.id } });
      // No link at all: nothing opens, for any order id, existing or not.
      expect(await open(a.OrderId, "")).toEqual({ via: "none", problem: "missing" });
      expect(await open(2_000_000_000, a.token)).toEqual({ via: "none", problem: "invalid" });
    },
    TEST_MS,
  );

  it(
    "a tampered token is refused, whichever part was changed",
    async () => {
      const { OrderId, token } = await guestOrder();
      const [id, expiry, mac] = token.split(".");
      const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
      const tampered = [
        `${id}.${expiry}.${flip(mac, 5)}`,
        `${id}.${(parseInt(expiry, 36) + 86_400 * 365).toString(36)}.${mac}`,
        `${OrderId + 1}.${expiry}.${mac}`,
        `${id}.${expiry}.${mac.slice(0, 42)}`,
        `${token}x`,
        "abc",
        `${id}.${expiry}`,
      ];
      for (const t of tampered) {
        expect(await services().checkOrderLinkFor({ orderId: OrderId, token: t, impersonated: false }), t).toEqual({
          ok: false,
          problem: "invalid",
        });
        expect(await open(OrderId, t)).toEqual({ via: "none", problem: "invalid" });
      }
    },
    TEST_MS,
  );

  it(
    "every mail of the order's life carries a fresh link; an expired one is refused while the newer one still opens the order",
    async () => {
      const { guest, OrderId, offer, token: first } = await guestOrder();
      await db().update(dealers).set({ deliveryTolerancePct: 5 }).where(eq(dealers.id, offer.DealerId));
      await services().confirmOrder({ orderId: OrderId, actor: dealerActor(offer.DealerId), window: { from: day(20), to: day(30) } });
      const confirmed = await smtp.waitFor(guest.email, /ist bestätigt/, MAIL_WAIT_MS);
      const second = linkIn(confirmed, OrderId);
      expect(confirmed.text).toContain("Der Link öffnet Ihre Bestellung ohne Anmeldung");
      // 90 days after the window's end, not after the mail.
      expect(expiryOf(second)).toBeGreaterThan(expiryOf(first) + 25 * DAY_MS);

      try {
        aheadMs = 100 * DAY_MS;
        expect(await services().checkOrderLinkFor({ orderId: OrderId, token: first, impersonated: false })).toEqual({
          ok: false,
          problem: "expired",
        });
        expect(await open(OrderId, first)).toEqual({ via: "none", problem: "expired" });
        expect(await open(OrderId, second)).toMatchObject({ via: "link", actor: { userId: guest.id } });
        aheadMs = 130 * DAY_MS;
        expect(await open(OrderId, second)).toEqual({ via: "none", problem: "expired" });
      } finally {
        aheadMs = 0;
      }

      // Out for delivery, delivered short beyond the tolerance: each customer mail links the order again.
      await services().dispatchOrder({ orderId: OrderId, actor: dealerActor(offer.DealerId) });
      const onTheWay = await smtp.waitFor(guest.email, /unterwegs/, MAIL_WAIT_MS);
      // Weeks before the window: the dealer confirms the early delivery (decision 0048).
      await services().deliverOrder({
        orderId: OrderId,
        actor: dealerActor(offer.DealerId),
        deliveredAmount: 2600,
        earlyDeliveryConfirmed: true,
      });
      const consent = await smtp.waitFor(guest.email, /Bitte stimmen Sie der Liefermenge zu/, MAIL_WAIT_MS);
      for (const mail of [onTheWay, consent]) expect(await open(OrderId, linkIn(mail, OrderId))).toMatchObject({ via: "link" });
      expect(consent.text).toContain("ohne Anmeldung, auch wenn Sie als Gast bestellt haben");
      expect(consent.text).not.toContain("angemeldet mit dem Konto");
    },
    TEST_MS,
  );

  it(
    "the link's actions: consent and withdrawal for that order only, recorded as the link's; refused in an impersonated session",
    async () => {
      const { guest, OrderId, offer, token } = await guestOrder();
      await db().update(dealers).set({ deliveryTolerancePct: 5 }).where(eq(dealers.id, offer.DealerId));
      await services().confirmOrder({ orderId: OrderId, actor: dealerActor(offer.DealerId), window: { from: day(0), to: day(3) } });
      await services().deliverOrder({ orderId: OrderId, actor: dealerActor(offer.DealerId), deliveredAmount: 2600 });

      // Support acting as some customer holds the link: nothing opens, nothing can be done with it.
      const support = await createUser(app, db(), { roles: ["Role_Heizoel24_CustomerSupport"] });
      expect(await services().checkOrderLinkFor({ orderId: OrderId, token, impersonated: true })).toEqual({
        ok: false,
        problem: "impersonated",
      });
      expect(await open(OrderId, token, { id: support.id, isImpersonated: true })).toEqual({ via: "none", problem: "impersonated" });

      // Another customer's session with the guest's link: the consent is the guest's, through the link.
      const other: TestUser = await createUser(app, db());
      const access = linkAccess(await open(OrderId, token, { id: other.id, isImpersonated: false }));
      const view = await services().consentToDelivery({ orderId: OrderId, actor: access.actor });
      expect(view.Status).toBe("delivered");
      // A double submit changes nothing more.
      await services().consentToDelivery({ orderId: OrderId, actor: access.actor });
      const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, OrderId));
      const consents = events.filter((e) => e.event === "consent");
      expect(consents).toHaveLength(1);
      expect(consents[0]).toMatchObject({ actorKind: "customer", actorUserId: guest.id, data: { Via: "order-link" } });
      // The history shown to customer and dealer stays as it was ("Sie" / "Kundin/Kunde").
      expect(view.History.at(-1)).toMatchObject({ Event: "consent", ActorKind: "customer", Data: {} });
      // The rating is open to the link too (a fresh single-use rating link).
      expect(await services().ratingLinkFor({ orderId: OrderId, actor: access.actor })).toMatch(
        new RegExp(`/bewerten-sie-uns/[A-Za-z0-9_-]+/${OrderId}$`),
      );

      // The link of order a withdraws order a, never order c.
      const c = await guestOrder();
      const aAccess = linkAccess(await open(OrderId, token));
      await expect(services().withdrawOrder({ orderId: c.OrderId, actor: aAccess.actor })).rejects.toMatchObject({
        code: "ORDER_NOT_FOUND",
        statusCode: 404,
      });
      const cAccess = linkAccess(await open(c.OrderId, c.token));
      expect((await services().withdrawOrder({ orderId: c.OrderId, actor: cAccess.actor })).Status).toBe("withdrawn");
      const withdrawn = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, c.OrderId))).filter(
        (e) => e.event === "withdraw",
      );
      expect(withdrawn).toEqual([expect.objectContaining({ actorKind: "customer", actorUserId: c.guest.id, data: { Via: "order-link" } })]);
    },
    TEST_MS,
  );

  it(
    "'Link per E-Mail anfordern': the same answer for a match and a mismatch; only a match gets a mail, with a fresh link to the order's own address",
    async () => {
      const { guest, OrderId, OrderNumber } = await guestOrder();
      const before = smtp.mails.length;
      const answers = [];
      for (const input of [
        { OrderNumber, Email: "niemand@example.org" },
        { OrderNumber: "HM-2026-999999", Email: guest.email },
        { OrderNumber, Email: guest.email.toUpperCase() },
      ]) {
        const answer = await services().requestOrderLink(input, { clientAddress: `203.0.113.${answers.length + 1}` });
        await answer.done;
        answers.push(answer.message);
      }
      expect(new Set(answers)).toEqual(new Set([ORDER_LINK_REQUEST_ANSWER]));
      const requested = await smtp.waitFor(guest.email, new RegExp(`^Ihr Link zur Bestellung ${OrderNumber}$`), MAIL_WAIT_MS);
      expect(requested.to).toEqual([guest.email]);
      expect(requested.text).toContain("Link gültig bis");
      expect(requested.messageId).toMatch(new RegExp(`^<order-${OrderId}-link-[0-9a-f-]{36}@heizoel-marktplatz\\.de>$`));
      expect(await open(OrderId, linkIn(requested, OrderId))).toMatchObject({ via: "link" });
      // Give a stray mail time to arrive: only the one.
      await new Promise((r) => setTimeout(r, 1500));
      const since = smtp.mails.slice(before).filter((m) => m.subject.startsWith("Ihr Link zur Bestellung"));
      expect(since.map((m) => m.to)).toEqual([[guest.email]]);
    },
    TEST_MS,
  );

  it(
    "requests are limited per e-mail address and per client address, whether they match or not",
    async () => {
      const { guest, OrderNumber } = await guestOrder();
      const ask = (Email: string, clientAddress: string, number = OrderNumber) =>
        services().requestOrderLink({ OrderNumber: number, Email }, { clientAddress });
      for (let i = 0; i < ORDER_LINK_REQUEST_LIMITS.email; i++) await (await ask(guest.email, `198.51.100.${i + 1}`)).done;
      await expect(ask(guest.email, "198.51.100.200")).rejects.toMatchObject({ code: "ORDER_LINK_REQUESTS_LIMITED", statusCode: 429 });
      // A mismatch with a counted address is limited alike: the 429 says nothing about a match.
      const nobody = `niemand-${Date.now()}@example.org`;
      for (let i = 0; i < ORDER_LINK_REQUEST_LIMITS.email; i++) await (await ask(nobody, `198.51.100.${i + 50}`)).done;
      await expect(ask(nobody, "198.51.100.201")).rejects.toMatchObject({ code: "ORDER_LINK_REQUESTS_LIMITED", statusCode: 429 });

      const address = "192.0.2.77";
      for (let i = 0; i < ORDER_LINK_REQUEST_LIMITS.address; i++)
        await (await ask(`jemand-${i}-${Date.now()}@example.org`, address, "HM-2026-000001")).done;
      await expect(ask(`noch-jemand-${Date.now()}@example.org`, address)).rejects.toMatchObject({ code: "ORDER_LINK_REQUESTS_LIMITED" });

      // The window is an hour: afterwards the address may ask again.
      await db()
        .update(loginThrottle)
        .set({ windowStart: new Date(Date.now() - 61 * 60_000) })
        .where(eq(loginThrottle.address, address));
      await (await ask(`spaeter-${Date.now()}@example.org`, address)).done;
    },
    TEST_MS,
  );

  it(
    "a locked account's order opens neither by link nor by request",
    async () => {
      const { guest, OrderId, OrderNumber, token } = await guestOrder();
      await db().update(users).set({ lockedAt: new Date() }).where(eq(users.id, guest.id));
      expect(await open(OrderId, token)).toEqual({ via: "none", problem: "invalid" });
      const before = smtp.mails.length;
      await (await services().requestOrderLink({ OrderNumber, Email: guest.email }, { clientAddress: "203.0.113.99" })).done;
      await new Promise((r) => setTimeout(r, 1000));
      expect(smtp.mails.slice(before).filter((m) => m.to.includes(guest.email))).toEqual([]);
      // The order itself is untouched.
      expect((await db().select().from(orders).where(eq(orders.id, OrderId)))[0].status).toBe("placed");
    },
    TEST_MS,
  );
});

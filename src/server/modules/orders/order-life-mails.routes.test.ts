import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/accounts.ts";
import { dealers } from "../../../db/schema/market.ts";
import { invoices, orders } from "../../../db/schema/orders.ts";
import { pdfText } from "../../../../tests/setup/pdf-text.ts";
import { demoUserValues } from "../../../db/seed/accounts/user-factory.ts";
import { defaultCalculatorConfig, parseCalculatorQuery } from "../../../domain/calculator/calculator-config.ts";
import { finalPrice } from "../../../domain/orders/final-price.ts";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import type { CaughtMail } from "../../../../tests/setup/smtp-catcher.ts";
import { withMailCatchingApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { orderMessageId } from "./order-mail-jobs.ts";
import { dealerMailAddress } from "./order-mails.ts";
import { createUser, placeOrderViaApi } from "./orders.test-helpers.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";

// The mails come from the app's job worker (decision 0013): generous waits for a loaded machine.
const MAIL_WAIT_MS = 30_000;
const TEST_MS = 90_000;

const euro = (minor: number) => new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(minor / 100);
const day = (offset: number) => calendarDay(new Date(Date.now() + offset * 86_400_000), "Europe/Berlin");

describe.each(testDatabases())("the mails of the order's life on $name (decision 0025)", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    RATE_LIMIT_PER_MINUTE: "100000",
  });
  const services = () => ctx.app.services.orders;
  const db = () => ctx.database.db;
  const dealerActor = (dealerId: number): OrderActor => ({ kind: "dealer", userId: 900_001, dealerId });
  const mailsTo = (to: string) => ctx.smtp.mails.filter((m) => m.to.includes(to));
  const both = (m: CaughtMail) => [m.text, m.html];

  it(
    "a full life: the customer's mails arrive in order, the delivered one with the final amount itemised and a working rating link",
    async () => {
      const customer = await createUser(ctx.app, db());
      const { OrderId, OrderNumber, offer } = await placeOrderViaApi(ctx.app, customer);
      await db().update(dealers).set({ deliveryTolerancePct: 5 }).where(eq(dealers.id, offer.DealerId));
      const dealer = dealerActor(offer.DealerId);
      await ctx.smtp.waitFor(customer.email, /beim Heizöl-Marktplatz$/, MAIL_WAIT_MS);

      await services().confirmOrder({ orderId: OrderId, actor: dealer, window: { from: day(0), to: day(4) } });
      const confirmed = await ctx.smtp.waitFor(customer.email, /ist bestätigt/, MAIL_WAIT_MS);
      await services().dispatchOrder({ orderId: OrderId, actor: dealer });
      const onTheWay = await ctx.smtp.waitFor(customer.email, /unterwegs/, MAIL_WAIT_MS);
      await services().deliverOrder({ orderId: OrderId, actor: dealer, deliveredAmount: 2950 });
      const delivered = await ctx.smtp.waitFor(customer.email, /wurde geliefert/, MAIL_WAIT_MS);

      expect(mailsTo(customer.email).map((m) => m.subject)).toEqual([
        `Ihre Bestellung ${OrderNumber} beim Heizöl-Marktplatz`,
        expect.stringMatching(
          new RegExp(
            `^Ihre Bestellung ${OrderNumber} ist bestätigt: Lieferung zwischen dem \\d\\d\\.\\d\\d\\.\\d{4} und dem \\d\\d\\.\\d\\d\\.\\d{4}$`,
          ),
        ),
        `Ihre Lieferung ist unterwegs: Bestellung ${OrderNumber}`,
        expect.stringMatching(new RegExp(`^Ihre Bestellung ${OrderNumber} wurde geliefert: Endbetrag `)),
      ]);
      for (const part of both(confirmed)) expect(part).toContain(`/heizoel/bestellung-erfolgreich/${OrderId}`);
      expect(confirmed.text).toContain("Bis zur Lieferung können Sie Ihre Bestellung jederzeit widerrufen");
      expect(confirmed.messageId).toMatch(new RegExp(`^<order-${OrderId}-confirmed-\\d+@heizoel-marktplatz\\.de>$`));
      expect(onTheWay.text).toContain(offer.DealerName);

      const [row] = await db().select().from(orders).where(eq(orders.id, OrderId));
      const expected = finalPrice({ priceLines: row.priceLines as PriceLine[], amount: 3000, countryId: row.countryId }, 2950);
      expect(row.finalTotalPrice).toBe(expected.total);
      expect(delivered.subject).toBe(`Ihre Bestellung ${OrderNumber} wurde geliefert: Endbetrag ${euro(expected.total)}`);
      for (const part of both(delivered)) {
        expect(part).toContain("2.950 Liter (bei 15 °C)");
        expect(part).toContain("Endbetrag inkl. MwSt.");
        expect(part).toContain(euro(expected.total));
        expect(part).toContain("darin enthaltene MwSt. (19 %)");
        expect(part).toContain(euro(expected.vat));
        for (const line of expected.lines) expect(part).toContain(line.Label);
        expect(part).toContain(`Bestellt hatten Sie 3.000 Liter zu ${euro(row.totalPrice)}.`);
      }
      // Decision 0041: the invoice rides along as a PDF, rendered in the job from the stored order.
      const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, OrderId));
      expect(delivered.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`Rechnung-${invoice.number}.pdf`, "application/pdf"],
      ]);
      expect(delivered.attachments[0].content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(delivered.text).toContain(`Die Rechnung liegt dieser E-Mail als PDF bei (Rechnung-${invoice.number}.pdf)`);
      const invoiceText = pdfText(delivered.attachments[0].content);
      if (invoiceText !== null) {
        expect(invoiceText).toContain(invoice.number);
        expect(invoiceText).toContain(`Rechnungsbetrag ${euro(expected.total).replace(/\u00a0/g, " ")}`);
        expect(invoiceText).toContain(`Umsatzsteuer 19 % ${euro(expected.vat).replace(/\u00a0/g, " ")}`);
      }
      const link = /http:\/\/de\.localhost:\d+\/bewerten-sie-uns\/([A-Za-z0-9_-]+)\/(\d+)/.exec(delivered.text);
      expect(link?.[2]).toBe(String(OrderId));
      expect(await ctx.app.services.account.ratingPage(link![1], OrderId)).toMatchObject({ status: "open", DealerName: offer.DealerName });
      const rated = await ctx.app.inject({
        method: "POST",
        url: "/api/account/bewertung",
        payload: { Token: link![1], OrderId, Stars: 5, Comment: "Pünktlich." },
      });
      expect(rated.statusCode, rated.body).toBe(200);
      expect((await db().select().from(orders).where(eq(orders.id, OrderId)))[0].status).toBe("rated");
    },
    TEST_MS,
  );

  it(
    "the dealer's new-order mail links into the portal and goes to the dealer's order address, else its staff admins, else the fallback",
    async () => {
      const customer = await createUser(ctx.app, db());
      const first = await placeOrderViaApi(ctx.app, customer, { countryId: 2 });
      const fallback = await ctx.smtp.waitFor(
        dealerMailAddress(first.offer.DealerId),
        new RegExp(`Neue Bestellung ${first.OrderNumber}`),
        MAIL_WAIT_MS,
      );
      expect(fallback.text).toContain(`http://at.localhost:`);
      expect(fallback.text).toContain(`/haendlerportal/bestellungen/${first.OrderId}`);
      expect(fallback.text).toContain("Bestellung im Händlerportal bestätigen");

      const admin = `chefin-${first.offer.DealerId}-${Date.now()}@haendler.example`;
      await db()
        .insert(users)
        .values(demoUserValues({ email: admin, dealerId: first.offer.DealerId, dealerRole: "admin", roles: ["DEALER"], countryId: 2 }));
      await db()
        .insert(users)
        .values(
          demoUserValues({
            email: `fahrer-${Date.now()}@haendler.example`,
            dealerId: first.offer.DealerId,
            dealerRole: "staff",
            roles: ["DEALER"],
            countryId: 2,
          }),
        );
      const second = await placeOrderViaApi(ctx.app, customer, { countryId: 2, dealerId: first.offer.DealerId });
      const toAdmin = await ctx.smtp.waitFor(admin, new RegExp(`Neue Bestellung ${second.OrderNumber}`), MAIL_WAIT_MS);
      expect(toAdmin.to).toEqual([admin]);

      const orderAddress = `bestellungen-${Date.now()}@haendler.example`;
      await db().update(dealers).set({ orderEmail: orderAddress }).where(eq(dealers.id, first.offer.DealerId));
      const third = await placeOrderViaApi(ctx.app, customer, { countryId: 2, dealerId: first.offer.DealerId });
      const toOrderAddress = await ctx.smtp.waitFor(orderAddress, new RegExp(`Neue Bestellung ${third.OrderNumber}`), MAIL_WAIT_MS);
      expect(toOrderAddress.to).toEqual([orderAddress]);
      expect(toOrderAddress.from).toMatch(/<service@heizoel-marktplatz\.at>$/);
    },
    TEST_MS,
  );

  it(
    "declined: the reason and the next-best offer of another dealer, with a link that leads into ordering it",
    async () => {
      const customer = await createUser(ctx.app, db());
      const { OrderId, OrderNumber, offer, offers } = await placeOrderViaApi(ctx.app, customer);
      expect(offers.length).toBeGreaterThan(1);
      await services().declineOrder({ orderId: OrderId, actor: dealerActor(offer.DealerId), reason: "Unser Tankwagen ist ausgefallen." });
      const mail = await ctx.smtp.waitFor(customer.email, /leider nicht ausführen/, MAIL_WAIT_MS);
      const next = offers.find((o) => o.DealerId !== offer.DealerId)!;
      expect(mail.subject).toBe(`${offer.DealerName} kann Ihre Bestellung ${OrderNumber} leider nicht ausführen`);
      for (const part of both(mail)) {
        expect(part).toContain("Unser Tankwagen ist ausgefallen.");
        expect(part).toContain(next.DealerName);
        expect(part).toContain(euro(next.TotalPrice));
      }
      const link = new RegExp(
        `http://de\\.localhost:\\d+(/heizoel/bestellparameter-bestaetigen\\?[^\\s]*dealerId=${next.DealerId}&branchId=${next.Id})`,
      ).exec(mail.text);
      expect(link).not.toBeNull();
      // The link leads into ordering: its query is the order's configuration, and that dealer's offer for it is the one named.
      const url = new URL(link![1], "http://de.localhost");
      const config = parseCalculatorQuery(url.searchParams, defaultCalculatorConfig(1, 1));
      expect(config).toMatchObject({ ZipCode: "80331", Amount: 3000, Stations: 1, Product: { Id: 1 } });
      const dealerOffer = await ctx.app.services.calculator.calculateDealerOffer({
        ...config,
        DealerId: next.DealerId,
        BranchId: Number(url.searchParams.get("branchId")),
      });
      expect(dealerOffer.TotalPrice).toBe(next.TotalPrice);
    },
    TEST_MS,
  );

  it(
    "awaiting consent, withdrawal received, cancelled: each says what happened, in German, from the order's country",
    async () => {
      const customer = await createUser(ctx.app, db());
      const a = await placeOrderViaApi(ctx.app, customer);
      await db().update(dealers).set({ deliveryTolerancePct: 5 }).where(eq(dealers.id, a.offer.DealerId));
      await services().confirmOrder({
        orderId: a.OrderId,
        actor: dealerActor(a.offer.DealerId),
        window: { from: day(0), to: day(0), slot: "08–12 Uhr" },
      });
      await services().deliverOrder({ orderId: a.OrderId, actor: dealerActor(a.offer.DealerId), deliveredAmount: 2500 });
      const consent = await ctx.smtp.waitFor(customer.email, /Bitte stimmen Sie der Liefermenge zu/, MAIL_WAIT_MS);
      for (const part of both(consent)) {
        expect(part).toContain("2.500 Liter (bei 15 °C) geliefert; bestellt hatten Sie 3.000 Liter");
        expect(part).toContain("±5 %");
        expect(part).toContain("Liefermenge akzeptieren");
        expect(part).toContain(`/heizoel/bestellung-erfolgreich/${a.OrderId}`);
      }

      const b = await placeOrderViaApi(ctx.app, customer);
      await ctx.app.inject({
        method: "POST",
        url: `/api/order-process/orders/${b.OrderId}/withdraw`,
        payload: {},
        headers: customer.headers,
      });
      const withdrawn = await ctx.smtp.waitFor(
        customer.email,
        new RegExp(`Ihr Widerruf ist eingegangen: Bestellung ${b.OrderNumber}`),
        MAIL_WAIT_MS,
      );
      expect(withdrawn.text).toContain("Die Bestellung wird nicht geliefert.");
      const dealerNotice = await ctx.smtp.waitFor(
        dealerMailAddress(b.offer.DealerId),
        new RegExp(`Bitte nicht liefern: Bestellung ${b.OrderNumber} wurde widerrufen`),
        MAIL_WAIT_MS,
      );
      expect(dealerNotice.text).toContain(`/haendlerportal/bestellungen/${b.OrderId}`);

      const c = await placeOrderViaApi(ctx.app, customer, { countryId: 3 });
      const support = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_CustomerSupport"] });
      await ctx.app.inject({
        method: "POST",
        url: `/api/support/orders/${c.OrderId}/cancel`,
        payload: { Reason: "Doppelt bestellt." },
        headers: support.headers,
      });
      const cancelled = await ctx.smtp.waitFor(
        customer.email,
        new RegExp(`Ihre Bestellung ${c.OrderNumber} wurde storniert`),
        MAIL_WAIT_MS,
      );
      expect(cancelled.text).toContain("Doppelt bestellt.");
      expect(cancelled.from).toMatch(/<service@heizoel-marktplatz\.ch>$/);
      expect(cancelled.messageId).toMatch(new RegExp(`^<order-${c.OrderId}-cancelled-\\d+@heizoel-marktplatz\\.de>$`));
      expect(orderMessageId(c.OrderId, "order-confirmation")).toBe(`<order-${c.OrderId}-confirmation@heizoel-marktplatz.de>`);
    },
    TEST_MS,
  );
});

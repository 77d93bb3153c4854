import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailLog, orders } from "../../../db/schema/orders.ts";
import { startSmtpCatcher } from "../../../../tests/setup/smtp-catcher.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { dealerMailAddress } from "./order-mails.ts";
import { address, baseConfig, createUser, VALID_IBAN, withPayment, type TestUser } from "./orders.test-helpers.ts";

type App = Awaited<ReturnType<typeof withTestApp>>;

/** Runs a whole checkout over the API and places the order. */
async function order(ctx: App, user: TestUser, parameters: object[]) {
  const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload, headers: user.headers });
  const offer = (await post("/api/kalkulation/berechnen", baseConfig({ Parameters: parameters }))).json().Items[0];
  const checkout = (await post("/api/order-process/checkout/start", { ...baseConfig({ Parameters: parameters }), DealerId: offer.DealerId, BranchId: offer.Id })).json();
  const saved = (await post("/api/order-process/address/save", { CheckoutId: checkout.CheckoutId, DeliveryAddress: address() })).json();
  const sepa = saved.PaymentData.Kind.includes("sepa") ? { Iban: VALID_IBAN, AccountHolder: "Erika Mustermann", MandateAccepted: true } : {};
  const paid = await post("/api/order-process/payment/save", { CheckoutId: checkout.CheckoutId, PaymentId: saved.PaymentData.PaymentId, IsRatenkaufPayment: saved.IsRatenkaufPayment, PaymentModifier: saved.PaymentData.PaymentModifier, ...sepa });
  expect(paid.statusCode, paid.body).toBe(200);
  const placed = await post("/api/order-process/order/place", { CheckoutId: checkout.CheckoutId, IdempotencyKey: `mail-${Date.now()}-${Math.random().toString(36).slice(2)}`, ExpectedTotalPrice: offer.TotalPrice, Comment: "" });
  expect(placed.statusCode, placed.body).toBe(201);
  return { ...placed.json(), offer, checkout };
}

describe.each(testDatabases())("order mails over real SMTP on $name", (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  const env: Record<string, string> = { RATE_LIMIT_PER_MINUTE: "100000" };
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    env.SMTP_URL = smtp.url;
  });
  const ctx = withTestApp(kind, env);
  afterAll(() => smtp.close());

  it("the customer gets the confirmation, the dealer the order notification (German, plain text and HTML)", async () => {
    const user = await createUser(ctx.app, ctx.database.db);
    const { OrderNumber, OrderId, offer } = await order(ctx, user, withPayment(3));

    const confirmation = await smtp.waitFor(user.email, /Ihre Bestellung/);
    expect(confirmation.subject).toBe(`Ihre Bestellung ${OrderNumber} beim Heizöl-Marktplatz`);
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain(OrderNumber);
      expect(part).toContain("Heizöl Standard schwefelarm");
      expect(part).toContain("3.000 Liter");
      expect(part).toContain("Marienplatz 8, 80331 München");
      expect(part).toContain(offer.DealerName);
      expect(part).toContain("Gesamtpreis inkl. MwSt.");
      expect(part).toContain("Bezahlung per SEPA-Lastschrift");
      expect(part).toContain("Mandatsreferenz: HM-M-");
      expect(part).toContain("Widerrufsbelehrung");
      expect(part).toContain("binnen vierzehn Tagen");
      expect(part).toContain("/druckansicht/agb");
    }
    const total = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(offer.TotalPrice / 100);
    expect(confirmation.text).toContain(total);
    for (const line of offer.PriceLines) expect(confirmation.text).toContain(line.Label);
    // Decision 0012: the customer's mail shows the IBAN masked, in text and HTML, in no spacing.
    for (const part of [confirmation.text, confirmation.html]) {
      expect(part).toContain("IBAN: DE89 •••• 3000");
      expect(part.replace(/\s/g, "")).not.toContain("37040044");
      expect(part.replace(/\s/g, "")).not.toContain("0532013000");
    }
    expect(confirmation.html).toContain("<html lang=\"de\">");

    const dealer = await smtp.waitFor(dealerMailAddress(offer.DealerId), /Neue Bestellung/);
    expect(dealer.subject).toBe(`Neue Bestellung ${OrderNumber} über den Heizöl-Marktplatz`);
    expect(dealer.text).toContain(user.email);
    expect(dealer.text).toContain("Tel. 089 123456");
    // The dealer collects its own direct debit: full IBAN and the mandate text.
    expect(dealer.text).toContain("DE89 3704 0044 0532 0130 00");
    expect(dealer.text).toContain("SEPA-Lastschriftmandat");

    const logged = await ctx.database.db.select().from(mailLog).where(eq(mailLog.orderId, OrderId));
    expect(logged.map((m) => [m.template, m.transport]).sort()).toEqual([
      ["order-confirmation", "smtp"],
      ["order-dealer-notification", "smtp"],
    ]);
  });

  it("an installment confirmation names the monthly rate", async () => {
    const user = await createUser(ctx.app, ctx.database.db);
    const { offer } = await order(ctx, user, withPayment(23, 12));
    const mail = await smtp.waitFor(user.email, /Ihre Bestellung/);
    const rate = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(Math.ceil(offer.TotalPrice / 12) / 100);
    expect(mail.text).toContain(`12 Monatsraten zu je ${rate}`);
  });
});

describe.each(testDatabases())("a failing mail server does not lose the order on $name", (kind) => {
  // Port 9 (discard) on localhost: the connection is refused at once.
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });

  it("the order is placed and readable; the failure is only logged", async () => {
    const user = await createUser(ctx.app, ctx.database.db);
    const { OrderId } = await order(ctx, user, withPayment(2));
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, OrderId));
    expect(row.userId).toBe(user.id);
    expect(await ctx.database.db.select().from(mailLog).where(eq(mailLog.orderId, OrderId))).toEqual([]);
    const read = await ctx.app.inject({ method: "GET", url: `/api/order-process/order/${OrderId}`, headers: user.headers });
    expect(read.statusCode).toBe(200);
  });
});

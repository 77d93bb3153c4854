import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailLog, orders } from "../../../db/schema/orders.ts";
import { withMailCatchingApp, withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { dealerMailAddress } from "./order-mails.ts";
import { orderMessageId } from "./order-mail-jobs.ts";
import { address, baseConfig, createUser, VALID_IBAN, withPayment, type TestUser } from "./orders.test-helpers.ts";

type App = Awaited<ReturnType<typeof withTestApp>>;

// The mails come from the app's job worker (decision 0013): generous waits for a loaded machine.
const MAIL_WAIT_MS = 30_000;
const MAIL_TEST_MS = 60_000;

/** Runs a whole checkout over the API and places the order. */
/** Another country's site: its calculator input and a delivery address there. */
interface Site {
  config: Record<string, unknown>;
  address: Record<string, string>;
}

async function order(ctx: App, user: TestUser, parameters: object[], site?: Site) {
  const placed = await tryOrder(ctx, user, parameters, site);
  expect(placed.response.statusCode, placed.response.body).toBe(201);
  return { ...placed.response.json(), offer: placed.offer, checkout: placed.checkout };
}

async function tryOrder(ctx: App, user: TestUser, parameters: object[], site?: Site) {
  const post = (url: string, payload: object) => ctx.app.inject({ method: "POST", url, payload, headers: user.headers });
  const config = baseConfig({ Parameters: parameters, ...site?.config });
  const offer = (await post("/api/kalkulation/berechnen", config)).json().Items[0];
  const checkout = (await post("/api/order-process/checkout/start", { ...config, DealerId: offer.DealerId, BranchId: offer.Id })).json();
  const saved = (
    await post("/api/order-process/address/save", { CheckoutId: checkout.CheckoutId, DeliveryAddress: address(site?.address) })
  ).json();
  const sepa = saved.PaymentData.Kind.includes("sepa")
    ? { Iban: VALID_IBAN, AccountHolder: "Erika Mustermann", MandateAccepted: true }
    : {};
  const paid = await post("/api/order-process/payment/save", {
    CheckoutId: checkout.CheckoutId,
    PaymentId: saved.PaymentData.PaymentId,
    IsRatenkaufPayment: saved.IsRatenkaufPayment,
    PaymentModifier: saved.PaymentData.PaymentModifier,
    ...sepa,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const response = await post("/api/order-process/order/place", {
    CheckoutId: checkout.CheckoutId,
    IdempotencyKey: `mail-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    ExpectedTotalPrice: offer.TotalPrice,
    Comment: "",
  });
  return { response, offer, checkout };
}

/** mail_log says "sent" once the mail server accepted the mail: wait for the job's entries. */
async function loggedMails(ctx: App, orderId: number, count = 2) {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const rows = await ctx.database.db
      .select()
      .from(mailLog)
      .where(and(eq(mailLog.orderId, orderId), eq(mailLog.status, "sent")));
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function orderMailJobs(ctx: App, orderId: number) {
  const r = await ctx.database.executeSql(
    "select data->>'template' as template, state from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = $1 order by 1",
    [orderId],
  );
  return r.rows as { template: string; state: string }[];
}

describe.each(testDatabases())("order mails over real SMTP on $name", (kind) => {
  const ctx = withMailCatchingApp(kind, {
    RATE_LIMIT_PER_MINUTE: "100000",
  });

  it(
    "the customer gets the confirmation, the dealer the order notification (German, plain text and HTML)",
    async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { OrderNumber, OrderId, offer } = await order(ctx, user, withPayment(3));

      const confirmation = await ctx.smtp.waitFor(user.email, /Ihre Bestellung/, MAIL_WAIT_MS);
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
      expect(offer.PriceLines.length).toBeGreaterThan(0);
      for (const line of offer.PriceLines) expect(confirmation.text).toContain(line.Label);
      // Decision 0012: the customer's mail shows the IBAN masked, in text and HTML, in no spacing.
      for (const part of [confirmation.text, confirmation.html]) {
        expect(part).toContain("IBAN: DE89 •••• 3000");
        expect(part.replace(/\s/g, "")).not.toContain("37040044");
        expect(part.replace(/\s/g, "")).not.toContain("0532013000");
      }
      expect(confirmation.html).toContain('<html lang="de">');

      const dealer = await ctx.smtp.waitFor(dealerMailAddress(offer.DealerId), /Neue Bestellung/, MAIL_WAIT_MS);
      expect(dealer.subject).toBe(`Neue Bestellung ${OrderNumber} über den Heizöl-Marktplatz`);
      expect(dealer.text).toContain(user.email);
      expect(dealer.text).toContain("Tel. 089 123456");
      // The dealer collects its own direct debit: full IBAN and the mandate text.
      expect(dealer.text).toContain("DE89 3704 0044 0532 0130 00");
      expect(dealer.text).toContain("SEPA-Lastschriftmandat");

      const logged = await loggedMails(ctx, OrderId);
      expect(logged.map((m) => [m.template, m.transport]).sort()).toEqual([
        ["order-confirmation", "smtp"],
        ["order-dealer-notification", "smtp"],
      ]);
    },
    MAIL_TEST_MS,
  );

  it(
    "each order mail carries a stable Message-ID from order id and template, recorded in mail_log, sent from the German address",
    async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { OrderId, OrderNumber, offer } = await order(ctx, user, withPayment(2));
      const confirmation = await ctx.smtp.waitFor(user.email, /Ihre Bestellung/, MAIL_WAIT_MS);
      const dealer = await ctx.smtp.waitFor(dealerMailAddress(offer.DealerId), new RegExp(`Neue Bestellung ${OrderNumber}`), MAIL_WAIT_MS);
      expect(confirmation.messageId).toBe(`<order-${OrderId}-confirmation@heizoel-marktplatz.de>`);
      expect(orderMessageId(OrderId, "order-dealer-notification")).toBe(`<order-${OrderId}-dealer-notification@heizoel-marktplatz.de>`);
      expect(ctx.smtp.mails.filter((m) => m.messageId === orderMessageId(OrderId, "order-dealer-notification"))).toHaveLength(1);
      expect(dealer.to).toEqual([dealerMailAddress(offer.DealerId)]);
      expect(confirmation.from).toMatch(/^Heizöl-Marktplatz ?<service@heizoel-marktplatz\.de>$/);
      const logged = await loggedMails(ctx, OrderId);
      expect(logged.map((m) => m.messageId).sort()).toEqual([
        orderMessageId(OrderId, "order-confirmation"),
        orderMessageId(OrderId, "order-dealer-notification"),
      ]);
      await expect
        .poll(() => orderMailJobs(ctx, OrderId), { timeout: MAIL_WAIT_MS })
        .toEqual([
          { template: "order-confirmation", state: "completed" },
          { template: "order-dealer-notification", state: "completed" },
        ]);
    },
    MAIL_TEST_MS,
  );

  it(
    "orders of the Austrian and Swiss sites are mailed from that country's address (decision 0015)",
    async () => {
      const sites: [Site, RegExp][] = [
        [
          {
            config: { CountryId: 2, ZipCode: "1010", Product: { Id: 6, ClimateNeutral: false } },
            address: { ZipCode: "1010", City: "Wien", Street: "Stephansplatz", HouseNumber: "1", Phone: "01 234567" },
          },
          /<service@heizoel-marktplatz\.at>$/,
        ],
        [
          {
            config: { CountryId: 3, ZipCode: "8001", Product: { Id: 12, ClimateNeutral: false } },
            address: { ZipCode: "8001", City: "Zürich", Street: "Bahnhofstrasse", HouseNumber: "1", Phone: "044 123 45 67" },
          },
          /<service@heizoel-marktplatz\.ch>$/,
        ],
      ];
      for (const [site, from] of sites) {
        const user = await createUser(ctx.app, ctx.database.db);
        const { OrderNumber, offer } = await order(ctx, user, [{ Id: 5 }, { Id: -2 }], site);
        expect((await ctx.smtp.waitFor(user.email, /Ihre Bestellung/, MAIL_WAIT_MS)).from).toMatch(from);
        expect(
          (await ctx.smtp.waitFor(dealerMailAddress(offer.DealerId), new RegExp(`Neue Bestellung ${OrderNumber}`), MAIL_WAIT_MS)).from,
        ).toMatch(from);
      }
    },
    MAIL_TEST_MS,
  );

  it(
    "an installment confirmation names the monthly rate",
    async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { offer } = await order(ctx, user, withPayment(23, 12));
      const mail = await ctx.smtp.waitFor(user.email, /Ihre Bestellung/, MAIL_WAIT_MS);
      const rate = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(Math.ceil(offer.TotalPrice / 12) / 100);
      expect(mail.text).toContain(`12 Monatsraten zu je ${rate}`);
    },
    MAIL_TEST_MS,
  );
});

describe.each(testDatabases())("a mail server that refuses twice on $name", (kind) => {
  const ctx = withMailCatchingApp(
    kind,
    {
      RATE_LIMIT_PER_MINUTE: "100000",
    },
    { failFirst: 2 },
  );

  it(
    "still delivers exactly one mail per template (decision 0013: retries with back-off)",
    async () => {
      const user = await createUser(ctx.app, ctx.database.db);
      const { OrderId, OrderNumber, offer } = await order(ctx, user, withPayment(2));
      await ctx.smtp.waitFor(user.email, /Ihre Bestellung/, MAIL_WAIT_MS);
      await ctx.smtp.waitFor(dealerMailAddress(offer.DealerId), new RegExp(`Neue Bestellung ${OrderNumber}`), MAIL_WAIT_MS);
      // Long enough for a wrongly repeated job to arrive as well.
      await new Promise((r) => setTimeout(r, 1500));
      const ids = [orderMessageId(OrderId, "order-confirmation"), orderMessageId(OrderId, "order-dealer-notification")];
      expect(ids.map((id) => ctx.smtp.refused.get(id))).toEqual([2, 2]);
      expect(ids.map((id) => ctx.smtp.mails.filter((m) => m.messageId === id).length)).toEqual([1, 1]);
      const logged = await loggedMails(ctx, OrderId);
      expect(logged.map((m) => m.messageId).sort()).toEqual(ids);
    },
    MAIL_TEST_MS,
  );
});

describe.each(testDatabases())("the order mails are jobs of the order's transaction on $name", (kind) => {
  // No mail server: the jobs stay queued, which is all these tests look at.
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const jobCount = async () =>
    Number((await ctx.database.executeSql("select count(*)::int as n from pgboss.job where name = 'order-mail'")).rows[0].n);

  it("a placed order has its two mail jobs", async () => {
    const user = await createUser(ctx.app, ctx.database.db);
    const { OrderId } = await order(ctx, user, withPayment(2));
    expect((await orderMailJobs(ctx, OrderId)).map((j) => j.template)).toEqual(["order-confirmation", "order-dealer-notification"]);
  });

  it("no order without its jobs: when writing the job fails, the order is rolled back", async () => {
    await ctx.database.executeSql(`
      create function test_refuse_job() returns trigger language plpgsql as $$ begin raise exception 'job table unavailable'; end $$;
      create trigger test_refuse_job before insert on pgboss.job for each row when (new.name = 'order-mail') execute function test_refuse_job();`);
    try {
      const user = await createUser(ctx.app, ctx.database.db);
      const before = await jobCount();
      const { response, checkout } = await tryOrder(ctx, user, withPayment(2));
      expect(response.statusCode).toBe(500);
      expect(await ctx.database.db.select().from(orders).where(eq(orders.checkoutId, checkout.CheckoutId))).toEqual([]);
      expect(await jobCount()).toBe(before);
    } finally {
      await ctx.database.executeSql("drop trigger test_refuse_job on pgboss.job; drop function test_refuse_job();");
    }
  });

  it("no jobs without their order: when the order's transaction rolls back at commit, its jobs go with it", async () => {
    await ctx.database.db.execute(
      sql.raw(`
      create function test_refuse_commit() returns trigger language plpgsql as $$ begin raise exception 'commit refused'; end $$;`),
    );
    await ctx.database.db.execute(
      sql.raw(`
      create constraint trigger test_refuse_commit after insert on orders deferrable initially deferred for each row execute function test_refuse_commit();`),
    );
    try {
      const user = await createUser(ctx.app, ctx.database.db);
      const before = await jobCount();
      const { response, checkout } = await tryOrder(ctx, user, withPayment(2));
      expect(response.statusCode).toBe(500);
      expect(await ctx.database.db.select().from(orders).where(eq(orders.checkoutId, checkout.CheckoutId))).toEqual([]);
      expect(await jobCount()).toBe(before);
    } finally {
      await ctx.database.db.execute(sql.raw("drop trigger test_refuse_commit on orders"));
      await ctx.database.db.execute(sql.raw("drop function test_refuse_commit()"));
    }
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
    // Nothing went out: mail_log has at most the attempts (sending, or refused: decision 0038), none sent.
    const logged = await ctx.database.db.select().from(mailLog).where(eq(mailLog.orderId, OrderId));
    expect(logged.filter((m) => m.status === "sent")).toEqual([]);
    const read = await ctx.app.inject({ method: "GET", url: `/api/order-process/order/${OrderId}`, headers: user.headers });
    expect(read.statusCode).toBe(200);
  });
});

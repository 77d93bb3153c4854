import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderRatings } from "../../../db/schema/orders.ts";
import { sql } from "drizzle-orm";
import type { OrderActor } from "../../../domain/orders/order-states.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, insertLifeOrder, twoDealers } from "./orders.test-helpers.ts";
import { users } from "../../../db/schema/accounts.ts";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../../../db/seed/accounts/demo-accounts.ts";
import { seedDemoOrders } from "../../../db/seed/orders/demo-orders.ts";
import { orderLifeCalls } from "./order-life.test-helpers.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";

type Ctx = ReturnType<typeof withTestApp>;

/** The order's life over the use cases and the customer and support API (decision 0025). */
describe.each(testDatabases())("the order's life on $name", (kind) => {
  // No mail server: the mail jobs stay in the queue, which is what these tests count.
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const { services, db, setup, history, row, mailJobs, post, get, window } = orderLifeCalls(ctx);

  describe("withdraw (customer, POST /api/order-process/orders/{orderId}/withdraw)", () => {
    it.each(["placed", "confirmed"])(
      "a German consumer withdraws a %s order: withdrawn, mails to customer and dealer, once",
      async (status) => {
        const { order, customer } = await setup({ status });
        const res = await post(customer, `/api/order-process/orders/${order.id}/withdraw`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          Status: "withdrawn",
          StatusLabel: "Widerrufen",
          Withdrawal: { Allowed: false, Basis: "statutory" },
        });
        expect((await post(customer, `/api/order-process/orders/${order.id}/withdraw`)).statusCode).toBe(200);
        expect((await history(order.id)).filter((r) => r.event === "withdraw")).toHaveLength(1);
        expect(await mailJobs(order.id)).toEqual(["order-dealer-withdrawn", "order-withdrawn"]);
      },
    );

    it("an Austrian consumer's confirmed order too", async () => {
      const { order, customer } = await setup({ status: "confirmed", countryId: 2 });
      expect((await post(customer, `/api/order-process/orders/${order.id}/withdraw`)).json().Status).toBe("withdrawn");
    });

    it("a confirmed Swiss order is refused with the contractual terms (409, German)", async () => {
      const { order, customer } = await setup({ status: "confirmed", countryId: 3 });
      const before = await post(customer, `/api/order-process/orders/${order.id}/withdraw`);
      expect(before.statusCode).toBe(409);
      expect(before.json().code).toBe("WITHDRAWAL_NOT_ALLOWED");
      expect(before.json().message).toContain(
        "In der Schweiz gibt es für online abgeschlossene Kaufverträge kein gesetzliches Widerrufsrecht",
      );
      expect(before.json().message).toContain("nur noch im Einvernehmen mit dem Händler möglich");
      expect((await row(order.id)).status).toBe("confirmed");
      expect(await mailJobs(order.id)).toEqual([]);
    });

    it("a Swiss order before the dealer's confirmation is cancelled free of charge", async () => {
      const { order, customer } = await setup({ countryId: 3 });
      const res = await post(customer, `/api/order-process/orders/${order.id}/withdraw`);
      expect(res.json()).toMatchObject({ Status: "withdrawn", Withdrawal: { Basis: "contractual" } });
    });

    it("a German company order after confirmation is refused with the contractual terms", async () => {
      const { order, customer } = await setup({ status: "confirmed", companyName: "Muster Bau GmbH" });
      const res = await post(customer, `/api/order-process/orders/${order.id}/withdraw`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain("Für Bestellungen von Unternehmen besteht kein gesetzliches Widerrufsrecht");
    });

    it("once the truck is on its way: 409 naming dealer and phone; after delivery: the BGH's end of the right; another customer: 404", async () => {
      const onTheWay = await setup({ status: "out_for_delivery" });
      const res = await post(onTheWay.customer, `/api/order-process/orders/${onTheWay.order.id}/withdraw`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/^Ihre Lieferung ist bereits unterwegs.*\+49 821 7480 100\.$/);
      const delivered = await setup({ status: "delivered" });
      expect((await post(delivered.customer, `/api/order-process/orders/${delivered.order.id}/withdraw`)).json().message).toContain(
        "VIII ZR 249/14",
      );
      const stranger = await createUser(ctx.app, db());
      expect((await post(stranger, `/api/order-process/orders/${delivered.order.id}/withdraw`)).statusCode).toBe(404);
    });
  });

  describe("cancel (support, POST /api/support/orders/{orderId}/cancel)", () => {
    it("support cancels with a reason; customer and dealer are told; a repeat changes nothing", async () => {
      const { order, dealerActor } = await setup();
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: window() });
      const support = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_CustomerSupport"] });
      const res = await post(support, `/api/support/orders/${order.id}/cancel`, { Reason: "Kundin hat telefonisch storniert." });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ Status: "cancelled", StatusLabel: "Storniert", Reason: "Kundin hat telefonisch storniert." });
      expect(
        (await post(support, `/api/support/orders/${order.id}/cancel`, { Reason: "Kundin hat telefonisch storniert." })).statusCode,
      ).toBe(200);
      expect((await history(order.id)).at(-1)).toMatchObject({ event: "cancel", actorKind: "support", actorUserId: support.id });
      expect(await mailJobs(order.id)).toEqual(["order-confirmed", "order-cancelled", "order-dealer-cancelled"]);
    });

    it("without a reason: German 400; a delivered order: 409; a customer: 403; an unknown order: 404", async () => {
      const support = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_CustomerSupport"] });
      const { order, customer } = await setup({ status: "delivered" });
      const noReason = await post(support, `/api/support/orders/${order.id}/cancel`, { Reason: "" });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().fieldErrors).toEqual({ "body.Reason": ["Bitte geben Sie einen Grund an (mindestens 3 Zeichen)."] });
      const late = await post(support, `/api/support/orders/${order.id}/cancel`, { Reason: "Zu spät." });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe("Die Bestellung ist bereits geliefert; sie kann nicht mehr storniert werden.");
      expect((await post(customer, `/api/support/orders/${order.id}/cancel`, { Reason: "Ich will nicht mehr." })).statusCode).toBe(403);
      expect((await post(support, "/api/support/orders/99999999/cancel", { Reason: "Unbekannt." })).statusCode).toBe(404);
    });
  });

  describe("reading (customer)", () => {
    it("GET the order's status and history: the owner only", async () => {
      const { order, customer, dealerActor } = await setup();
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: window() });
      const view = await get(customer, `/api/order-process/orders/${order.id}`);
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({ OrderId: order.id, Status: "confirmed", Withdrawal: { Allowed: true, Basis: "statutory" } });
      const hist = await get(customer, `/api/order-process/orders/${order.id}/history`);
      expect(hist.json().map((h: { Event: string; ActorKind: string }) => [h.Event, h.ActorKind])).toEqual([
        ["place", "customer"],
        ["confirm", "dealer"],
      ]);
      const stranger = await createUser(ctx.app, db());
      expect((await get(stranger, `/api/order-process/orders/${order.id}`)).statusCode).toBe(404);
      expect((await get(stranger, `/api/order-process/orders/${order.id}/history`)).statusCode).toBe(404);
      expect((await get(customer, "/api/order-process/orders/abc")).statusCode).toBe(400);
      const mine = (await get(customer, "/api/order-process/orders")).json();
      expect(mine).toEqual([
        expect.objectContaining({
          OrderId: order.id,
          Status: "confirmed",
          StatusLabel: "Bestätigt",
          Path: `/heizoel/bestellung-erfolgreich/${order.id}`,
        }),
      ]);
      expect((await get(stranger, "/api/order-process/orders")).json()).toEqual([]);
    });
  });

  describe("the dealer's lists and detail", () => {
    it("incoming: new orders first, newest first; deliveries and done by their own order; only the dealer's own", async () => {
      const customer = await createUser(ctx.app, db());
      const { dealer, other } = await twoDealers(db(), 2);
      const make = (status: string) => insertLifeOrder(db(), { userId: customer.id, ...dealer, countryId: 2, status });
      const confirmed = await make("confirmed");
      const placedOld = await make("placed");
      const placedNew = await make("placed");
      const onTheWay = await make("out_for_delivery");
      const done = await make("delivered");
      await insertLifeOrder(db(), { userId: customer.id, ...other, countryId: 2, status: "placed" });
      const incoming = await services().listDealerOrders({ dealerId: dealer.dealerId, view: "incoming" });
      const ids = incoming.Items.map((i) => i.OrderId);
      expect(ids.indexOf(placedNew.id)).toBeLessThan(ids.indexOf(placedOld.id));
      expect(ids.indexOf(placedOld.id)).toBeLessThan(ids.indexOf(confirmed.id));
      expect(incoming.Items.every((i) => i.Status === "placed" || i.Status === "confirmed")).toBe(true);
      const item = incoming.Items.find((i) => i.OrderId === placedNew.id)!;
      expect(item).toMatchObject({
        StatusLabel: "Neu",
        CustomerName: "Erika Mustermann",
        Stations: [{ StationNumber: 1, StationAmount: 3000, ZipCode: "1010", City: "Wien" }],
        PaymentLabel: "Bezahlung auf Rechnung",
        AllowedEvents: ["confirm", "decline"],
      });
      expect(item.Options.length).toBeGreaterThan(0);
      const deliveries = await services().listDealerOrders({ dealerId: dealer.dealerId, view: "deliveries" });
      expect(deliveries.Items.map((i) => i.OrderId)).toEqual(expect.arrayContaining([confirmed.id, onTheWay.id]));
      const finished = await services().listDealerOrders({ dealerId: dealer.dealerId, view: "done" });
      expect(finished.Items.map((i) => i.OrderId)).toContain(done.id);
      const foreign = await services().listDealerOrders({ dealerId: other.dealerId, view: "incoming" });
      expect(foreign.Items.some((i) => [placedNew.id, placedOld.id, confirmed.id].includes(i.OrderId))).toBe(false);
      await expect(services().listDealerOrders({ dealerId: dealer.dealerId, view: "incoming", page: 0 })).rejects.toMatchObject({
        statusCode: 400,
      });
    });

    it("the detail of the dealer's own order; another dealer's is 404", async () => {
      const { order, dealer, otherDealer, customer } = await setup();
      const detail = await services().getDealerOrder({ orderId: order.id, dealerId: dealer.dealerId });
      expect(detail).toMatchObject({
        OrderId: order.id,
        EmailAddress: customer.email,
        TolerancePct: expect.any(Number),
        History: [{ Event: "place" }],
      });
      await expect(
        services().getDealerOrder({ orderId: order.id, dealerId: (otherDealer as { dealerId: number }).dealerId }),
      ).rejects.toMatchObject({ statusCode: 404 });
      expect(await services().orderHistory(order.id)).toHaveLength(1);
    });
  });

  describe("rating (POST /api/account/bewertung): only a delivered order, moved to 'rated' in the rating's transaction", () => {
    const rate = (token: string, orderId: number, stars = 4) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/account/bewertung",
        payload: { Token: token, OrderId: orderId, Stars: stars, Comment: "" },
      });
    const ratingLink = async (orderId: number) => (await ctx.app.services.account.issueRatingToken(orderId, { sendMail: false })).token;

    it("a delivered order is rated: the rating row, the status 'rated' and its history row", async () => {
      const { order } = await setup({ status: "delivered" });
      const res = await rate(await ratingLink(order.id), order.id, 5);
      expect(res.statusCode, res.body).toBe(200);
      expect((await row(order.id)).status).toBe("rated");
      expect((await history(order.id)).at(-1)).toMatchObject({
        event: "rate",
        fromStatus: "delivered",
        toStatus: "rated",
        actorKind: "customer",
        data: { Stars: 5 },
      });
    });

    it("the mail's link and the status page's link of one order both work until the order is rated", async () => {
      const { order } = await setup({ status: "delivered" });
      const fromMail = await ratingLink(order.id);
      const fromPage = await ratingLink(order.id);
      const account = ctx.app.services.account;
      expect((await account.ratingPage(fromMail, order.id)).status).toBe("open");
      expect((await account.ratingPage(fromPage, order.id)).status).toBe("open");
      expect((await rate(fromPage, order.id)).statusCode).toBe(200);
      expect((await account.ratingPage(fromMail, order.id)).status).toBe("rated");
      expect((await rate(fromMail, order.id)).statusCode).toBe(409);
    });

    it.each(["placed", "confirmed", "out_for_delivery", "awaiting_consent", "declined", "withdrawn", "cancelled"])(
      "a %s order cannot be rated (409, nothing written)",
      async (status) => {
        const { order } = await setup({ status });
        const res = await rate(await ratingLink(order.id), order.id);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          code: "ORDER_NOT_RATABLE",
          message: "Bewerten können Sie eine Bestellung erst nach der Lieferung.",
        });
        expect(await db().select().from(orderRatings).where(eq(orderRatings.orderId, order.id))).toEqual([]);
      },
    );

    it("when the order's transition fails, the rating and the dealer's new average roll back with it", async () => {
      const { order, dealer } = await setup({ status: "delivered" });
      const ratingsOf = async () => (await db().select().from(orderRatings).where(eq(orderRatings.dealerId, dealer.dealerId))).length;
      const before = await ratingsOf();
      await db().execute(
        sql.raw(
          `create function test_refuse_rate() returns trigger language plpgsql as $$ begin raise exception 'history unavailable'; end $$;`,
        ),
      );
      await db().execute(
        sql.raw(
          `create trigger test_refuse_rate before insert on order_events for each row when (new.event = 'rate') execute function test_refuse_rate();`,
        ),
      );
      try {
        const res = await rate(await ratingLink(order.id), order.id);
        expect(res.statusCode).toBe(500);
      } finally {
        await db().execute(sql.raw("drop trigger test_refuse_rate on order_events"));
        await db().execute(sql.raw("drop function test_refuse_rate()"));
      }
      expect(await db().select().from(orderRatings).where(eq(orderRatings.orderId, order.id))).toEqual([]);
      expect(await ratingsOf()).toBe(before);
      expect((await row(order.id)).status).toBe("delivered");
    });
  });
});

describe.each(testDatabases())("the demo orders live on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });

  it("the demo dealer's lists are filled, and its orders move on through the use cases", async () => {
    const db = ctx.database.db;
    await seedDemoAccounts(db);
    expect(await seedDemoOrders(db)).not.toBeNull();
    const [dealerUser] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.dealer.email));
    const orders = ctx.app.services.orders;
    const incoming = await orders.listDealerOrders({ dealerId: dealerUser.dealerId!, view: "incoming" });
    const deliveries = await orders.listDealerOrders({ dealerId: dealerUser.dealerId!, view: "deliveries" });
    const done = await orders.listDealerOrders({ dealerId: dealerUser.dealerId!, view: "done" });
    expect(incoming.Items.slice(0, 3).map((i) => i.Status)).toEqual(["placed", "placed", "placed"]);
    expect(new Set(deliveries.Items.map((i) => i.Status))).toEqual(new Set(["confirmed", "out_for_delivery", "awaiting_consent"]));
    expect(new Set(done.Items.map((i) => i.Status))).toEqual(new Set(["delivered", "rated", "declined", "withdrawn", "cancelled"]));
    const actor: OrderActor = { kind: "dealer", userId: dealerUser.id, dealerId: dealerUser.dealerId! };
    const next = calendarDay(new Date(Date.now() + 86_400_000), "Europe/Berlin");
    expect((await orders.confirmOrder({ orderId: incoming.Items[0].OrderId, actor, window: { from: next, to: next } })).Status).toBe(
      "confirmed",
    );
    const onTheWay = deliveries.Items.find((i) => i.Status === "out_for_delivery")!;
    expect((await orders.deliverOrder({ orderId: onTheWay.OrderId, actor, deliveredAmount: onTheWay.Amount })).Status).toBe("delivered");
    const detail = await orders.getDealerOrder({
      orderId: done.Items.find((i) => i.Status === "rated")!.OrderId,
      dealerId: actor.dealerId,
    });
    expect(detail.History.map((h) => h.Event)).toEqual(["place", "confirm", "dispatch", "deliver", "rate"]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dealers } from "../../../db/schema/market.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser } from "./orders.test-helpers.ts";
import { orderLifeCalls } from "./order-life.test-helpers.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";

type Ctx = ReturnType<typeof withTestApp>;

/** The order's life over the use cases and the customer and support API (decision 0025). */
describe.each(testDatabases())("the order's life on $name", (kind) => {
  // No mail server: the mail jobs stay in the queue, which is what these tests count.
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const { services, db, setup, history, row, mailJobs, post, tomorrow, inDays, window, windowFromToday } = orderLifeCalls(ctx);

  describe("confirm (dealer)", () => {
    it("confirms with a window: status, window, history row (who, when, what) and the customer's mail job", async () => {
      const { order, dealerActor } = await setup();
      const w = window();
      const view = await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: w });
      expect(view).toMatchObject({
        Status: "confirmed",
        StatusLabel: "Bestätigt",
        DeliveryFrom: w.from,
        DeliveryTo: w.to,
        DeliverySlot: null,
      });
      expect(view.DeliveryWindowText).toMatch(/^zwischen dem \d\d\.\d\d\.\d{4} und dem \d\d\.\d\d\.\d{4}$/);
      const rows = await history(order.id);
      expect(rows.map((r) => [r.event, r.fromStatus, r.toStatus, r.actorKind, r.actorUserId])).toEqual([
        ["place", "", "placed", "customer", order.userId],
        ["confirm", "placed", "confirmed", "dealer", 900_001],
      ]);
      expect(rows[1].data).toEqual({ From: w.from, To: w.to, Slot: null });
      expect(view.History.map((h) => h.EventLabel)).toEqual(["Bestellung eingegangen", "Vom Händler bestätigt"]);
      expect(await mailJobs(order.id)).toEqual(["order-confirmed"]);
      expect((await row(order.id)).statusChangedAt).not.toBeNull();
    });

    it("one day with a time slot", async () => {
      const { order, dealerActor } = await setup();
      const view = await services().confirmOrder({
        orderId: order.id,
        actor: dealerActor,
        window: { from: tomorrow(), to: tomorrow(), slot: " 08–12 Uhr " },
      });
      expect(view.DeliverySlot).toBe("08–12 Uhr");
      expect(view.DeliveryWindowText).toMatch(/^am \d\d\.\d\d\.\d{4}, 08–12 Uhr$/);
    });

    it("the same confirmation again (double click) changes nothing: one history row, one mail", async () => {
      const { order, dealerActor } = await setup();
      const w = window();
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: w });
      const again = await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: { ...w, slot: "" } });
      expect(again.Status).toBe("confirmed");
      expect((await history(order.id)).filter((r) => r.event === "confirm")).toHaveLength(1);
      expect(await mailJobs(order.id)).toEqual(["order-confirmed"]);
    });

    it("ten concurrent identical confirmations: one transition (the row lock serialises them)", async () => {
      const { order, dealerActor } = await setup();
      const w = window();
      const results = await Promise.all(
        Array.from({ length: 10 }, () => services().confirmOrder({ orderId: order.id, actor: dealerActor, window: w })),
      );
      expect(results.every((r) => r.Status === "confirmed")).toBe(true);
      expect((await history(order.id)).filter((r) => r.event === "confirm")).toHaveLength(1);
      expect(await mailJobs(order.id)).toEqual(["order-confirmed"]);
    });

    it("a different window on a confirmed order is a 409 with a German reason", async () => {
      const { order, dealerActor } = await setup();
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: window() });
      await expect(
        services().confirmOrder({ orderId: order.id, actor: dealerActor, window: { from: inDays(5), to: inDays(6) } }),
      ).rejects.toMatchObject({
        statusCode: 409,
        code: "ORDER_TRANSITION_NOT_ALLOWED",
        message: "Die Bestellung ist bereits bestätigt; sie kann nicht mehr bestätigt werden.",
      });
    });

    it("another dealer's order does not exist for the dealer (404, nothing written)", async () => {
      const { order, otherDealer } = await setup();
      await expect(services().confirmOrder({ orderId: order.id, actor: otherDealer, window: window() })).rejects.toMatchObject({
        statusCode: 404,
        code: "ORDER_NOT_FOUND",
      });
      await expect(services().confirmOrder({ orderId: 99_999_999, actor: otherDealer, window: window() })).rejects.toMatchObject({
        statusCode: 404,
      });
      expect((await row(order.id)).status).toBe("placed");
      expect(await history(order.id)).toHaveLength(1);
    });

    it("a window in the past, reversed or too long is a German 400 with field errors", async () => {
      const { order, dealerActor } = await setup();
      const yesterday = calendarDay(new Date(Date.now() - 86_400_000), "Europe/Berlin");
      await expect(
        services().confirmOrder({ orderId: order.id, actor: dealerActor, window: { from: yesterday, to: tomorrow() } }),
      ).rejects.toMatchObject({
        statusCode: 400,
        code: "DELIVERY_WINDOW_INVALID",
        fieldErrors: { From: ["Der Lieferzeitraum kann nicht in der Vergangenheit beginnen."] },
      });
      await expect(
        services().confirmOrder({ orderId: order.id, actor: dealerActor, window: { from: inDays(4), to: inDays(2) } }),
      ).rejects.toMatchObject({
        fieldErrors: { To: ["Das Ende des Lieferzeitraums darf nicht vor seinem Beginn liegen."] },
      });
      await expect(
        services().confirmOrder({ orderId: order.id, actor: dealerActor, window: { from: inDays(1), to: inDays(2), slot: "8–12 Uhr" } }),
      ).rejects.toMatchObject({
        fieldErrors: { Slot: ["Ein Zeitfenster ist nur für einen einzelnen Liefertag möglich."] },
      });
      expect((await row(order.id)).status).toBe("placed");
      expect(await mailJobs(order.id)).toEqual([]);
    });
  });

  describe("decline (dealer)", () => {
    it("declines with a reason; the customer's mail job is written", async () => {
      const { order, dealerActor } = await setup();
      const view = await services().declineOrder({ orderId: order.id, actor: dealerActor, reason: "  Tankwagen in der Werkstatt.  " });
      expect(view).toMatchObject({ Status: "declined", StatusLabel: "Abgelehnt", Reason: "Tankwagen in der Werkstatt." });
      expect((await history(order.id)).at(-1)).toMatchObject({ event: "decline", data: { Reason: "Tankwagen in der Werkstatt." } });
      expect(await mailJobs(order.id)).toEqual(["order-declined"]);
      // Repeated: nothing new.
      await services().declineOrder({ orderId: order.id, actor: dealerActor, reason: "Tankwagen in der Werkstatt." });
      expect(await history(order.id)).toHaveLength(2);
      expect(await mailJobs(order.id)).toEqual(["order-declined"]);
    });

    it("without a reason: German 400; a confirmed order: 409; another dealer: 404", async () => {
      const { order, dealerActor, otherDealer } = await setup();
      await expect(services().declineOrder({ orderId: order.id, actor: dealerActor, reason: " x " })).rejects.toMatchObject({
        statusCode: 400,
        fieldErrors: { Reason: ["Bitte geben Sie einen Grund an (mindestens 3 Zeichen)."] },
      });
      await expect(services().declineOrder({ orderId: order.id, actor: otherDealer, reason: "Keine Kapazität." })).rejects.toMatchObject({
        statusCode: 404,
      });
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: window() });
      await expect(services().declineOrder({ orderId: order.id, actor: dealerActor, reason: "Keine Kapazität." })).rejects.toMatchObject({
        statusCode: 409,
        message: "Die Bestellung ist bereits bestätigt; sie kann nicht mehr abgelehnt werden.",
      });
    });

    it("the customer gets the next-best offer of another dealer for the same configuration, with the path into ordering it", async () => {
      const { order, dealerActor, customer } = await setup();
      await services().declineOrder({ orderId: order.id, actor: dealerActor, reason: "Keine Kapazität." });
      const next = await services().nextBestOfferFor({ orderId: order.id, actor: { kind: "customer", userId: customer.id } });
      expect(next).not.toBeNull();
      expect(next!.DealerId).not.toBe(order.dealerId);
      expect(next!.Path).toMatch(
        new RegExp(
          `^/heizoel/bestellparameter-bestaetigen\\?zipCode=80331&amount=3000&stations=1&product=1&options=[^&]+&dealerId=${next!.DealerId}&branchId=\\d+$`,
        ),
      );
      const offers = await ctx.app.services.calculator.calculateOffers(order.config as never);
      expect(next!.TotalPrice).toBe(offers.Items.find((o) => o.DealerId !== order.dealerId)!.TotalPrice);
    });
  });

  describe("dispatch and deliver (dealer)", () => {
    it("out for delivery, then 2,950 of 3,000 l within the 5 % tolerance: delivered at the final price", async () => {
      const { order, dealerActor, dealer } = await setup();
      await db().update(dealers).set({ deliveryTolerancePct: 5 }).where(eq(dealers.id, dealer.dealerId));
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: windowFromToday() });
      expect((await services().dispatchOrder({ orderId: order.id, actor: dealerActor })).Status).toBe("out_for_delivery");
      const view = await services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 2950 });
      expect(view).toMatchObject({
        Status: "delivered",
        DeliveredAmount: 2950,
        FinalTotalPrice: 333498,
        FinalNetPrice: 280250,
        FinalVatAmount: 53248,
        FinalPriceLines: [{ Key: "PRODUCT", Label: "Produktpreis", NetPrice: 280250, Price: 333498 }],
      });
      expect(await mailJobs(order.id)).toEqual(["order-confirmed", "order-out-for-delivery", "order-delivered"]);
      // Repeated with the same amount: nothing new.
      await services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 2950 });
      expect((await history(order.id)).map((r) => r.event)).toEqual(["place", "confirm", "dispatch", "deliver"]);
      expect(await mailJobs(order.id)).toHaveLength(3);
    });

    it("a confirmed order may be marked delivered without the 'unterwegs' step", async () => {
      const { order, dealerActor } = await setup();
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: windowFromToday() });
      expect((await services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 3000 })).FinalTotalPrice).toBe(
        339150,
      );
    });

    it("beyond the tolerance: awaiting the customer's consent; the dealer's correction into tolerance delivers", async () => {
      const { order, dealerActor, dealer } = await setup();
      await db().update(dealers).set({ deliveryTolerancePct: 5 }).where(eq(dealers.id, dealer.dealerId));
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: windowFromToday() });
      const waiting = await services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 2500 });
      expect(waiting).toMatchObject({
        Status: "awaiting_consent",
        StatusLabel: "Wartet auf Zustimmung",
        DeliveredAmount: 2500,
        FinalTotalPrice: 282625,
        TolerancePct: 5,
      });
      const corrected = await services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 2900 });
      expect(corrected).toMatchObject({ Status: "delivered", DeliveredAmount: 2900, FinalTotalPrice: 327845 });
      expect(await mailJobs(order.id)).toEqual(["order-confirmed", "order-awaiting-consent", "order-delivered"]);
    });

    it("an implausible amount is a German 400; before confirmation 409; another dealer 404", async () => {
      const { order, dealerActor, otherDealer } = await setup();
      await expect(services().dispatchOrder({ orderId: order.id, actor: dealerActor })).rejects.toMatchObject({
        statusCode: 409,
        message: "Bitte bestätigen Sie die Bestellung zuerst mit einem Lieferzeitraum.",
      });
      await expect(services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 3000 })).rejects.toMatchObject({
        statusCode: 409,
      });
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: window() });
      await expect(services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 4501 })).rejects.toMatchObject({
        statusCode: 400,
        code: "DELIVERED_AMOUNT_INVALID",
        fieldErrors: {
          DeliveredAmount: [
            "Die gelieferte Menge ist nicht plausibel: höchstens 4.500 Liter (150 % der bestellten 3.000 Liter). Bitte prüfen Sie Ihre Eingabe.",
          ],
        },
      });
      await expect(services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 0 })).rejects.toMatchObject({
        statusCode: 400,
      });
      await expect(services().deliverOrder({ orderId: order.id, actor: otherDealer, deliveredAmount: 3000 })).rejects.toMatchObject({
        statusCode: 404,
      });
      await expect(services().dispatchOrder({ orderId: order.id, actor: otherDealer })).rejects.toMatchObject({ statusCode: 404 });
      expect((await row(order.id)).status).toBe("confirmed");
    });
  });

  describe("consent (customer, POST /api/order-process/orders/{orderId}/consent)", () => {
    it("accepts the deviating amount: delivered, the dealer is told; a repeat changes nothing", async () => {
      const { order, dealerActor, customer } = await setup();
      await services().confirmOrder({ orderId: order.id, actor: dealerActor, window: windowFromToday() });
      await services().deliverOrder({ orderId: order.id, actor: dealerActor, deliveredAmount: 2000 });
      const res = await post(customer, `/api/order-process/orders/${order.id}/consent`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ Status: "delivered", DeliveredAmount: 2000, FinalTotalPrice: 226100 });
      expect((await post(customer, `/api/order-process/orders/${order.id}/consent`)).statusCode).toBe(200);
      expect((await history(order.id)).filter((r) => r.event === "consent")).toHaveLength(1);
      expect(await mailJobs(order.id)).toEqual(["order-confirmed", "order-awaiting-consent", "order-dealer-consented", "order-delivered"]);
    });

    it("nothing to consent to: 409 in German; another customer's order: 404", async () => {
      const { order, customer } = await setup();
      const res = await post(customer, `/api/order-process/orders/${order.id}/consent`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: "ORDER_TRANSITION_NOT_ALLOWED",
        message: "Die Bestellung ist noch nicht bestätigt; es wartet keine abweichende Liefermenge auf Ihre Zustimmung.",
      });
      const stranger = await createUser(ctx.app, db());
      expect((await post(stranger, `/api/order-process/orders/${order.id}/consent`)).statusCode).toBe(404);
    });
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/accounts.ts";
import { auditLog, orderCancellations } from "../../../db/schema/back-office.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, insertLifeOrder, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";

const BASE = "/api/ordercancellationlist";
const SUPPORT = ["Role_Heizoel24_CustomerSupport"];
const FINANCE = ["Role_Heizoel24_Financial"];

/** Decision 0031 (spec §3 "Cancellation order", §4, §7, §8): cancellation management's API. */
describe.each(testDatabases())("cancellation management on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000" });
  const db = () => ctx.database.db;
  const post = (call: string, payload: unknown, user: TestUser | null) =>
    ctx.app.inject({ method: "POST", url: `${BASE}/${call}`, payload: payload as object, headers: user ? user.headers : {} });

  /** A customer with a withdrawn, a declined, a cancelled and a still running order, and a dealer user. */
  async function scene() {
    const customer = await createUser(ctx.app, db());
    const dealerUser = await createUser(ctx.app, db(), { roles: ["DEALER"] });
    const { dealer } = await twoDealers(db(), 1);
    await db().update(users).set({ dealerId: dealer.dealerId, dealerRole: "admin" }).where(eq(users.id, dealerUser.id));
    const make = (status: string) => insertLifeOrder(db(), { userId: customer.id, ...dealer, status });
    const running = await make("confirmed");
    const withdrawn = await make("withdrawn");
    const declined = await make("declined");
    const cancelled = await make("cancelled");
    return { customer, dealerUser, dealer, running, withdrawn, declined, cancelled };
  }

  const list = async (user: TestUser, body: object = {}) => {
    const res = await post("getOrderCancellationList", body, user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const audits = (action: string, targetId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

  it("lists only withdrawn, declined and cancelled orders, newest first, paged, with the spec's fields", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT });
    const s = await scene();
    const page = await list(support);
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.every((o: { status: string }) => ["withdrawn", "declined", "cancelled"].includes(o.status))).toBe(true);
    const ids = page.items.map((o: { orderId: number }) => o.orderId);
    expect(ids.slice(0, 3)).toEqual([s.cancelled.id, s.declined.id, s.withdrawn.id]);
    expect(ids).not.toContain(s.running.id);
    expect(page.items[0]).toMatchObject({
      orderNumber: s.cancelled.orderNumber,
      isBooked: false,
      bookedAs: 0,
      isDirty: false,
      status: "cancelled",
      statusLabel: "Storniert",
      amount: 3000,
      totalPrice: 339150,
      feedback: { status: 0, reason: null, comment: null },
      customer: { userId: s.customer.id, name: "Erika Mustermann" },
      dealer: { dealerId: s.dealer.dealerId, userId: s.dealerUser.id },
      customerComments: [],
    });
    const declinedOnly = await list(support, { status: "declined", countryId: 1 });
    expect(declinedOnly.items.every((o: { status: string; countryId: number }) => o.status === "declined" && o.countryId === 1)).toBe(true);
    const beyond = await list(support, { page: 1000 });
    expect(beyond.items).toEqual([]);
  });

  it("saves only dirty orders, with an audit row each; none dirty is status false; the booked filter sees it", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT });
    const s = await scene();
    const none = await post(
      "saveOrderCancellationList",
      [{ orderId: s.withdrawn.id, isBooked: true, bookedAs: 1, isDirty: false }],
      support,
    );
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ status: false });
    expect(await db().select().from(orderCancellations).where(eq(orderCancellations.orderId, s.withdrawn.id))).toEqual([]);

    const res = await post(
      "saveOrderCancellationList",
      [
        { orderId: s.withdrawn.id, isBooked: true, bookedAs: 2, isDirty: true },
        { orderId: s.declined.id, isBooked: true, bookedAs: 1, isDirty: false },
      ],
      support,
    );
    expect(res.json()).toEqual({ status: true, count: 1 });
    const [row] = await db().select().from(orderCancellations).where(eq(orderCancellations.orderId, s.withdrawn.id));
    expect(row).toMatchObject({ isBooked: true, bookedAs: 2, updatedByUserId: support.id });
    expect(await db().select().from(orderCancellations).where(eq(orderCancellations.orderId, s.declined.id))).toEqual([]);
    const audit = await audits("cancellation.save", s.withdrawn.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: support.id,
      targetKind: "order",
      before: { isBooked: false, bookedAs: 0 },
      after: { isBooked: true, bookedAs: 2 },
    });

    const booked = await list(support, { booked: "yes" });
    expect(booked.items.map((o: { orderId: number }) => o.orderId)).toContain(s.withdrawn.id);
    expect(booked.items.find((o: { orderId: number }) => o.orderId === s.withdrawn.id)).toMatchObject({ isBooked: true, bookedAs: 2 });
    const open = await list(support, { booked: "no" });
    expect(open.items.map((o: { orderId: number }) => o.orderId)).not.toContain(s.withdrawn.id);
  });

  it("finance books too", async () => {
    const finance = await createUser(ctx.app, db(), { roles: FINANCE });
    const s = await scene();
    const res = await post("saveOrderCancellationList", [{ orderId: s.cancelled.id, isBooked: true, bookedAs: 3, isDirty: true }], finance);
    expect(res.json()).toEqual({ status: true, count: 1 });
  });

  it("comments about the customer and the dealer's user come back first in their lists, with an audit row", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT });
    const s = await scene();
    const first = await post("saveOrderCancellationComment", { userId: s.customer.id, comment: "Hat zweimal widerrufen." }, support);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: 1,
      comment: { fkUserId: s.customer.id, comment: "Hat zweimal widerrufen.", authorName: "Erika Mustermann" },
    });
    const second = (await post("saveOrderCancellationComment", { userId: s.customer.id, comment: "  Ruft morgen an.  " }, support)).json();
    expect(second.comment.comment).toBe("Ruft morgen an.");
    const dealerComment = (
      await post("saveOrderCancellationComment", { userId: s.dealerUser.id, comment: "Lehnt oft ab." }, support)
    ).json();
    expect(dealerComment.status).toBe(1);

    const row = (await list(support)).items.find((o: { orderId: number }) => o.orderId === s.cancelled.id);
    expect(row.customerComments.map((c: { comment: string }) => c.comment)).toEqual(["Ruft morgen an.", "Hat zweimal widerrufen."]);
    expect(row.dealerComments.map((c: { comment: string; fkUserId: number }) => [c.comment, c.fkUserId])).toEqual([
      ["Lehnt oft ab.", s.dealerUser.id],
    ]);
    expect(await audits("cancellation.comment", s.customer.id)).toHaveLength(2);
  });

  it("feedback sets status 1 with reason and comment, answers true and is audited", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT });
    const s = await scene();
    const res = await post(
      "saveOrderCancellationFeedback",
      { orderId: s.declined.id, reason: "Preis zu hoch", comment: "Woanders günstiger." },
      support,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toBe(true);
    const row = (await list(support)).items.find((o: { orderId: number }) => o.orderId === s.declined.id);
    expect(row.feedback).toEqual({ status: 1, reason: "Preis zu hoch", comment: "Woanders günstiger." });
    const [audit] = await audits("cancellation.feedback", s.declined.id);
    expect(audit).toMatchObject({ actorUserId: support.id, after: { status: 1, reason: "Preis zu hoch" } });
  });

  it("unknown or unlisted orders and users are 404 with the body false, and nothing is saved", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT });
    const s = await scene();
    const stranger = await createUser(ctx.app, db());
    const calls: [string, unknown][] = [
      ["saveOrderCancellationList", [{ orderId: 2147483647, isBooked: true, bookedAs: 1, isDirty: true }]],
      [
        "saveOrderCancellationList",
        [
          { orderId: s.withdrawn.id, isBooked: true, bookedAs: 1, isDirty: true },
          { orderId: s.running.id, isBooked: true, bookedAs: 1, isDirty: true },
        ],
      ],
      ["saveOrderCancellationComment", { userId: 2147483647, comment: "x" }],
      ["saveOrderCancellationComment", { userId: stranger.id, comment: "Kein Storno-Fall." }],
      ["saveOrderCancellationFeedback", { orderId: s.running.id, reason: "Sonstiges", comment: "" }],
      ["saveOrderCancellationFeedback", { orderId: 2147483647, reason: "Sonstiges" }],
    ];
    for (const [call, payload] of calls) {
      const res = await post(call, payload, support);
      expect(res.statusCode, `${call} ${res.body}`).toBe(404);
      expect(res.json()).toBe(false);
    }
    expect(await db().select().from(orderCancellations).where(eq(orderCancellations.orderId, s.withdrawn.id))).toEqual([]);
    expect(await audits("cancellation.save", s.withdrawn.id)).toEqual([]);
  });

  it("bad input is a German 400", async () => {
    const support = await createUser(ctx.app, db(), { roles: SUPPORT });
    const cases: [string, unknown, RegExp][] = [
      ["getOrderCancellationList", { status: "delivered" }, /Unbekannter Status/],
      ["getOrderCancellationList", { page: 0 }, /Ungültige Seite/],
      ["saveOrderCancellationList", [{ orderId: 1, isBooked: true, bookedAs: 7, isDirty: true }], /Buchungsart/],
      ["saveOrderCancellationList", { orderId: 1 }, /Liste/],
      ["saveOrderCancellationComment", { userId: 1, comment: "   " }, /Kommentar/],
      ["saveOrderCancellationComment", { comment: "x" }, /fehlt/],
      ["saveOrderCancellationFeedback", { orderId: 1, reason: "Weil", comment: "" }, /Grund/],
    ];
    for (const [call, payload, message] of cases) {
      const res = await post(call, payload, support);
      expect(res.statusCode, `${call} ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it("anonymous visitors are 401; customers and dealers are 403", async () => {
    const customer = await createUser(ctx.app, db());
    const dealerUser = await createUser(ctx.app, db(), { roles: ["DEALER"] });
    expect((await post("getOrderCancellationList", {}, null)).statusCode).toBe(401);
    expect((await post("saveOrderCancellationFeedback", { orderId: 1, reason: "Sonstiges" }, null)).statusCode).toBe(401);
    for (const user of [customer, dealerUser]) {
      expect((await post("getOrderCancellationList", {}, user)).statusCode).toBe(403);
      expect((await post("saveOrderCancellationComment", { userId: user.id, comment: "x" }, user)).statusCode).toBe(403);
    }
  });
});

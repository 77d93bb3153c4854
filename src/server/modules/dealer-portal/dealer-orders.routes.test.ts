import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { auditLog } from "../../../db/schema/back-office.ts";
import { branches, priceTiers } from "../../../db/schema/market.ts";
import { orderEvents, orders } from "../../../db/schema/orders.ts";
import { priceListAgeDays } from "../../../domain/dealer-portal/portal-day.ts";
import { clientAddress, createCustomer, logIn } from "../account/account.test-helpers.ts";
import { baseConfig, insertLifeOrder, twoDealers } from "../orders/orders.test-helpers.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";

const NOT_LINKED = { code: "DEALER_NOT_LINKED", message: "Ihr Konto ist keinem Händler zugeordnet." };
const NOT_FOUND = { code: "ORDER_NOT_FOUND", message: "Diese Bestellung gibt es nicht." };

const day = (offset: number) => calendarDay(new Date(Date.now() + offset * 86_400_000), "Europe/Berlin");

/** The dealer portal's order API (decision 0026): the dealer's own orders only. */
describe.each(testDatabases())("dealer portal orders API on $name", (kind) => {
  // No mail server: the transitions' mail jobs stay queued.
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;

  async function session(overrides: Parameters<typeof createCustomer>[1]) {
    const user = await createCustomer(db(), overrides);
    const { token } = await logIn(ctx.app, user.email);
    return { id: user.id, headers: { authorization: `Bearer ${token}`, "x-forwarded-for": clientAddress() } };
  }
  type Session = Awaited<ReturnType<typeof session>>;
  const call = (who: Session | null, method: "GET" | "POST", url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: who?.headers ?? { "x-forwarded-for": clientAddress() } });

  /** Dealer A (admin and staff) and dealer B (admin), a customer, and a new order for each dealer. */
  async function market() {
    const { dealer, other } = await twoDealers(db());
    const customer = await createCustomer(db());
    const adminA = await session({ roles: ["DEALER"], dealerId: dealer.dealerId, dealerRole: "admin" });
    const staffA = await session({ roles: ["DEALER"], dealerId: dealer.dealerId, dealerRole: "staff" });
    const adminB = await session({ roles: ["DEALER"], dealerId: other.dealerId, dealerRole: "admin" });
    const orderA = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    const orderB = await insertLifeOrder(db(), { userId: customer.id, ...other });
    return { dealer, other, adminA, staffA, adminB, orderA, orderB };
  }

  const snapshot = async (orderId: number) => {
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    return {
      status: row.status,
      deliveryFrom: row.deliveryFrom,
      deliveredAmount: row.deliveredAmount,
      reason: row.reason,
      events: events.length,
    };
  };

  it("a dealer's admin confirms with a window, marks the order out for delivery and delivered with 2,950 of 3,000 l", async () => {
    const { adminA, orderA } = await market();
    // The window starts today: reporting the delivery needs no extra confirmation (decision 0048).
    const confirmed = await call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/confirm`, {
      DeliveryFrom: day(0),
      DeliveryTo: day(2),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      OrderId: orderA.id,
      Status: "confirmed",
      StatusLabel: "Bestätigt",
      DeliveryFrom: day(0),
      DeliveryTo: day(2),
      AllowedEvents: ["dispatch", "deliver"],
    });
    expect(confirmed.headers["cache-control"]).toBe("private, no-store");

    const dispatched = await call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/dispatch`);
    expect(dispatched.json()).toMatchObject({ Status: "out_for_delivery", StatusLabel: "Unterwegs" });

    const delivered = await call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/deliver`, { DeliveredAmount: 2950 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    // 3.391,50 € for 3,000 l → 2,950 l: 339150 × 2950 / 3000 = 333497.5 → 3.334,98 €
    expect(delivered.json()).toMatchObject({ Status: "delivered", DeliveredAmount: 2950, FinalTotalPrice: 333498 });
    expect(delivered.json().History.map((h: { Event: string }) => h.Event)).toEqual(["place", "confirm", "dispatch", "deliver"]);

    const detail = await call(adminA, "GET", `/api/haendlerportal/orders/${orderA.id}`);
    expect(detail.json()).toMatchObject({ Status: "delivered", Stations: [{ ZipCode: "80331", City: "München", StationAmount: 3000 }] });
    expect(detail.json().History.at(-1).Data).toEqual({ DeliveredAmount: 2950 });
    expect(await earlyAudits(orderA.id)).toEqual([]);
  });

  const earlyAudits = (orderId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.deliver-early"), eq(auditLog.targetId, String(orderId))));

  it('decision 0048: "Geliefert" before the confirmed window is refused without the confirmation (German 409, nothing written), recorded with it', async () => {
    const { adminA, staffA, orderA } = await market();
    const confirmed = await call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/confirm`, {
      DeliveryFrom: day(2),
      DeliveryTo: day(4),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const before = await snapshot(orderA.id);
    const deliver = (body: object) => call(staffA, "POST", `/api/haendlerportal/orders/${orderA.id}/deliver`, body);

    const germanDay = (iso: string) => iso.split("-").reverse().join(".");
    for (const body of [{ DeliveredAmount: 3000 }, { DeliveredAmount: 3000, EarlyDeliveryConfirmed: false }]) {
      const refused = await deliver(body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: "EARLY_DELIVERY_UNCONFIRMED",
        message: `Der bestätigte Lieferzeitraum beginnt erst am ${germanDay(day(2))}. Bitte bestätigen Sie ausdrücklich, dass die Lieferung schon jetzt erfolgt ist.`,
      });
    }
    const notABoolean = await deliver({ DeliveredAmount: 3000, EarlyDeliveryConfirmed: "ja" });
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json().fieldErrors["body.EarlyDeliveryConfirmed"]).toEqual(["EarlyDeliveryConfirmed muss true oder false sein."]);
    expect(await snapshot(orderA.id)).toEqual(before);
    // "Unterwegs" first changes nothing about the question.
    expect((await call(staffA, "POST", `/api/haendlerportal/orders/${orderA.id}/dispatch`)).statusCode).toBe(200);
    const onTheWay = await snapshot(orderA.id);
    expect((await deliver({ DeliveredAmount: 3000 })).json().code).toBe("EARLY_DELIVERY_UNCONFIRMED");
    expect(await snapshot(orderA.id)).toEqual(onTheWay);
    expect(await earlyAudits(orderA.id)).toEqual([]);

    const delivered = await deliver({ DeliveredAmount: 3000, EarlyDeliveryConfirmed: true });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ Status: "delivered", DeliveredAmount: 3000 });
    const last = delivered.json().History.at(-1);
    expect(last).toMatchObject({
      Event: "deliver",
      ActorKind: "dealer",
      Data: { DeliveredAmount: 3000, EarlyDelivery: true, WindowFrom: day(2) },
    });
    // A repeated click is the same report: no second history row, no second audit row.
    const again = await deliver({ DeliveredAmount: 3000, EarlyDeliveryConfirmed: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().History.filter((h: { Event: string }) => h.Event === "deliver")).toHaveLength(1);

    const audits = await earlyAudits(orderA.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: staffA.id,
      targetKind: "order",
      before: { Status: "out_for_delivery", DeliveryFrom: day(2), DeliveryTo: day(4) },
      after: { Status: "delivered", DeliveredAmount: 3000, ReportedOn: day(0) },
    });
    expect(audits[0].requestId).toEqual(expect.any(String));
  });

  it("decision 0048: the confirmation sent while the window has begun records nothing extra; a correction waiting for consent is not asked again", async () => {
    const { adminA, dealer } = await market();
    const customer = await createCustomer(db());
    const started = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    await call(adminA, "POST", `/api/haendlerportal/orders/${started.id}/confirm`, { DeliveryFrom: day(0), DeliveryTo: day(1) });
    const plain = await call(adminA, "POST", `/api/haendlerportal/orders/${started.id}/deliver`, {
      DeliveredAmount: 3000,
      EarlyDeliveryConfirmed: true,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().History.at(-1).Data).toEqual({ DeliveredAmount: 3000 });
    expect(await earlyAudits(started.id)).toEqual([]);

    const ahead = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    await call(adminA, "POST", `/api/haendlerportal/orders/${ahead.id}/confirm`, { DeliveryFrom: day(3), DeliveryTo: day(3) });
    // Far beyond the tolerance: the customer has to consent; the dealer corrects the amount before that.
    const waiting = await call(adminA, "POST", `/api/haendlerportal/orders/${ahead.id}/deliver`, {
      DeliveredAmount: 2000,
      EarlyDeliveryConfirmed: true,
    });
    expect(waiting.json()).toMatchObject({ Status: "awaiting_consent" });
    const corrected = await call(adminA, "POST", `/api/haendlerportal/orders/${ahead.id}/deliver`, { DeliveredAmount: 2990 });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ Status: "delivered", DeliveredAmount: 2990 });
    expect(await earlyAudits(ahead.id)).toHaveLength(1);
  });

  it("a staff member (dealer_role staff) handles orders too: one day with a time slot, and a decline with a reason", async () => {
    const { staffA, dealer } = await market();
    const customer = await createCustomer(db());
    const first = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    const second = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    const slot = await call(staffA, "POST", `/api/haendlerportal/orders/${first.id}/confirm`, {
      DeliveryFrom: day(2),
      DeliveryTo: day(2),
      DeliverySlot: "07–12 Uhr",
    });
    expect(slot.json()).toMatchObject({ Status: "confirmed", DeliverySlot: "07–12 Uhr" });
    const declined = await call(staffA, "POST", `/api/haendlerportal/orders/${second.id}/decline`, {
      Reason: "Die Zufahrt ist für unseren Tankwagen zu schmal.",
    });
    expect(declined.json()).toMatchObject({ Status: "declined", Reason: "Die Zufahrt ist für unseren Tankwagen zu schmal." });
  });

  it("lists: incoming (new first), deliveries, done — only the dealer's own orders; the overview counts them", async () => {
    const { adminA, adminB, orderA, orderB, dealer } = await market();
    const customer = await createCustomer(db());
    const due = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    const confirmed = await call(adminA, "POST", `/api/haendlerportal/orders/${due.id}/confirm`, {
      DeliveryFrom: day(0),
      DeliveryTo: day(1),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const ids = async (who: Session, view: string) =>
      ((await call(who, "GET", `/api/haendlerportal/orders?view=${view}`)).json().Items as { OrderId: number }[]).map((i) => i.OrderId);
    const incomingA = await ids(adminA, "incoming");
    expect(incomingA).toContain(orderA.id);
    expect(incomingA).not.toContain(orderB.id);
    // New orders before confirmed ones.
    expect(incomingA.indexOf(orderA.id)).toBeLessThan(incomingA.indexOf(due.id));
    expect(await ids(adminA, "deliveries")).toContain(due.id);
    expect(await ids(adminB, "incoming")).toContain(orderB.id);
    for (const view of ["incoming", "deliveries", "done"]) expect(await ids(adminB, view)).not.toContain(orderA.id);

    const overview = (await call(adminA, "GET", "/api/haendlerportal/overview")).json();
    expect(overview.Context).toMatchObject({ DealerId: dealer.dealerId, DealerRole: "admin", TolerancePct: expect.any(Number) });
    expect(overview.Counts.NewOrders).toBeGreaterThanOrEqual(1);
    expect(overview.Counts.DueToday).toBeGreaterThanOrEqual(1);
    expect(overview.Counts.DueThisWeek).toBeGreaterThanOrEqual(overview.Counts.DueToday);
  });

  it("decision 0048: the overview's figures — today's deliveries, orders waiting with their age, the price list's age, the branch's place in the offer list", async () => {
    const { adminA, staffA, adminB, dealer, other } = await market();
    const customer = await createCustomer(db());
    // Waiting for a confirmation for 1,000 days: older than anything else, so first.
    const old = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    const longAgo = new Date(Date.now() - 1000 * 86_400_000);
    await db().update(orders).set({ createdAt: longAgo }).where(eq(orders.id, old.id));
    // Due today in the morning slot: before every delivery of the day without one.
    const due = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    await call(adminA, "POST", `/api/haendlerportal/orders/${due.id}/confirm`, {
      DeliveryFrom: day(0),
      DeliveryTo: day(0),
      DeliverySlot: "07–12 Uhr",
    });
    const later = await insertLifeOrder(db(), { userId: customer.id, ...dealer });
    await call(adminA, "POST", `/api/haendlerportal/orders/${later.id}/confirm`, { DeliveryFrom: day(1), DeliveryTo: day(2) });

    const res = await call(staffA, "GET", "/api/haendlerportal/overview");
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(Date.parse(o.Now)).toBeGreaterThan(Date.now() - 60_000);
    expect(o.Waiting[0]).toMatchObject({ OrderId: old.id, Status: "placed", CreatedAt: longAgo.toISOString() });
    expect(o.Waiting).toHaveLength(Math.min(5, o.Counts.NewOrders));
    const created = o.Waiting.map((w: { CreatedAt: string }) => w.CreatedAt);
    expect(created).toEqual([...created].sort());
    expect(o.DueToday[0]).toMatchObject({ OrderId: due.id, DeliveryFrom: day(0), DeliverySlot: "07–12 Uhr" });
    expect(o.DueToday).toHaveLength(Math.min(5, o.Counts.DueToday));
    for (const d of o.DueToday) expect(d.DeliveryFrom <= day(0) && d.DeliveryTo >= day(0)).toBe(true);
    expect(o.DueToday.map((d: { OrderId: number }) => d.OrderId)).not.toContain(later.id);

    // Every active branch of the dealer, with its main product's list and its place where it is based.
    const own = await db()
      .select()
      .from(branches)
      .where(and(eq(branches.dealerId, dealer.dealerId), eq(branches.active, true)));
    expect(o.Branches.map((b: { BranchId: number }) => b.BranchId).sort()).toEqual(own.map((b) => b.id).sort());
    const first = o.Branches.find((b: { BranchId: number }) => b.BranchId === dealer.branchId);
    expect(first.PriceList).toMatchObject({ ProductId: 1, ProductName: "Heizöl Standard schwefelarm" });
    // The place comes from the offer list's own ranking: the list a customer at that postcode gets.
    const offers = await ctx.app.services.calculator.calculateDefaultOffers(baseConfig({ ZipCode: first.ZipCode }) as never);
    const place = offers.Items.findIndex((i) => i.DealerId === dealer.dealerId);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(first.Standing).toEqual({
      ZipCode: first.ZipCode,
      ProductId: 1,
      ProductName: "Heizöl Standard schwefelarm",
      Amount: 3000,
      UnitLabel: "Liter",
      Rank: place + 1,
      DealerCount: expect.any(Number),
      TotalPrice: offers.Items[place].TotalPrice,
      CheapestTotalPrice: offers.Items[0].TotalPrice,
      Currency: "EUR",
    });
    expect(first.Standing.DealerCount).toBeGreaterThanOrEqual(offers.Items.length);

    // The list's age in calendar days of the branch's country; two days and more count as old.
    const valid = new Date(first.PriceList.ValidFrom);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await db()
      .update(priceTiers)
      .set({ validFrom: threeDaysAgo })
      .where(and(eq(priceTiers.branchId, dealer.branchId), eq(priceTiers.productId, 1), eq(priceTiers.validFrom, valid)));
    const aged = (await call(adminA, "GET", "/api/haendlerportal/overview"))
      .json()
      .Branches.find((b: { BranchId: number }) => b.BranchId === dealer.branchId);
    expect(aged.PriceList).toMatchObject({
      ValidFrom: threeDaysAgo.toISOString(),
      AgeDays: priceListAgeDays(threeDaysAgo.toISOString(), day(0), "Europe/Berlin"),
      Stale: true,
    });
    expect(aged.PriceList.AgeDays).toBeGreaterThanOrEqual(2);
    expect(first.PriceList.AgeDays < 2).toBe(first.PriceList.Stale === false);

    // A branch without a valid list: no figures (the page says what to do); nothing of dealer A leaks to B.
    const ownB = await db().select({ id: branches.id }).from(branches).where(eq(branches.dealerId, other.dealerId));
    await db()
      .update(priceTiers)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(
        inArray(
          priceTiers.branchId,
          ownB.map((b) => b.id),
        ),
      );
    const b = (await call(adminB, "GET", "/api/haendlerportal/overview")).json();
    expect(b.Branches.length).toBeGreaterThan(0);
    for (const branch of b.Branches) expect(branch).toMatchObject({ PriceList: null, Standing: null });
    expect(b.Waiting.map((w: { OrderId: number }) => w.OrderId)).not.toContain(old.id);
    expect(b.DueToday.map((w: { OrderId: number }) => w.OrderId)).not.toContain(due.id);
  });

  it("dealer A vs dealer B, per endpoint: 404 for the other dealer's order and nothing changes", async () => {
    const { adminA, staffA, orderB, adminB } = await market();
    const before = await snapshot(orderB.id);
    const attempts: [string, "GET" | "POST", string, object?][] = [
      ["detail", "GET", `/api/haendlerportal/orders/${orderB.id}`],
      ["confirm", "POST", `/api/haendlerportal/orders/${orderB.id}/confirm`, { DeliveryFrom: day(1), DeliveryTo: day(2) }],
      ["decline", "POST", `/api/haendlerportal/orders/${orderB.id}/decline`, { Reason: "Nicht unser Gebiet." }],
      ["dispatch", "POST", `/api/haendlerportal/orders/${orderB.id}/dispatch`],
      ["deliver", "POST", `/api/haendlerportal/orders/${orderB.id}/deliver`, { DeliveredAmount: 3000 }],
    ];
    for (const who of [adminA, staffA]) {
      for (const [name, method, url, body] of attempts) {
        const res = await call(who, method, url, body);
        expect([name, res.statusCode, res.json()]).toEqual([name, 404, NOT_FOUND]);
      }
    }
    expect(await snapshot(orderB.id)).toEqual(before);
    // Dealer B itself still can.
    expect((await call(adminB, "GET", `/api/haendlerportal/orders/${orderB.id}`)).statusCode).toBe(200);
    // An order that does not exist answers the same as another dealer's (no existence leak).
    expect((await call(adminA, "GET", "/api/haendlerportal/orders/2147483647")).json()).toEqual(NOT_FOUND);
  });

  it("an ADMIN (and a DEALER role without dealer) passes the guard but has no dealer: 403 in German for every endpoint", async () => {
    const { orderA } = await market();
    const before = await snapshot(orderA.id);
    const admin = await session({ roles: ["ADMIN"] });
    const unlinked = await session({ roles: ["DEALER"] });
    const urls: ["GET" | "POST", string, object?][] = [
      ["GET", "/api/haendlerportal/overview"],
      ["GET", "/api/haendlerportal/orders?view=incoming"],
      ["GET", `/api/haendlerportal/orders/${orderA.id}`],
      ["POST", `/api/haendlerportal/orders/${orderA.id}/confirm`, { DeliveryFrom: day(1), DeliveryTo: day(2) }],
      ["POST", `/api/haendlerportal/orders/${orderA.id}/decline`, { Reason: "Kein Händler." }],
      ["POST", `/api/haendlerportal/orders/${orderA.id}/dispatch`],
      ["POST", `/api/haendlerportal/orders/${orderA.id}/deliver`, { DeliveredAmount: 3000 }],
    ];
    for (const who of [admin, unlinked]) {
      for (const [method, url, body] of urls) {
        const res = await call(who, method, url, body);
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, NOT_LINKED]);
      }
    }
    expect(await snapshot(orderA.id)).toEqual(before);
  });

  it("customers get the guard's 403, anonymous callers its 401", async () => {
    const { orderA } = await market();
    const customer = await session({});
    expect((await call(customer, "GET", `/api/haendlerportal/orders/${orderA.id}`)).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await call(null, "POST", `/api/haendlerportal/orders/${orderA.id}/confirm`, {})).statusCode).toBe(401);
  });

  it("bad input is a German 400 that changes nothing; a step the order's status does not allow a German 409", async () => {
    const { adminA, orderA } = await market();
    const before = await snapshot(orderA.id);
    const confirm = (body: object) => call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/confirm`, body);
    const noDate = await confirm({ DeliveryFrom: "morgen", DeliveryTo: day(2) });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fieldErrors["body.DeliveryFrom"]).toEqual([
      "Bitte geben Sie für den Beginn des Lieferzeitraums ein gültiges Datum an.",
    ]);
    const past = await confirm({ DeliveryFrom: day(-2), DeliveryTo: day(1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("Der Lieferzeitraum kann nicht in der Vergangenheit beginnen.");
    const slotOnRange = await confirm({ DeliveryFrom: day(1), DeliveryTo: day(2), DeliverySlot: "07–12 Uhr" });
    expect(slotOnRange.json().message).toBe("Ein Zeitfenster ist nur für einen einzelnen Liefertag möglich.");
    const noReason = await call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/decline`, { Reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors["body.Reason"][0]).toMatch(/^Bitte geben Sie einen Grund an/);
    const zero = await call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/deliver`, { DeliveredAmount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fieldErrors["body.DeliveredAmount"]).toEqual(["Die gelieferte Menge muss größer als 0 sein."]);
    const badView = await call(adminA, "GET", "/api/haendlerportal/orders?view=alle");
    expect(badView.statusCode).toBe(400);
    expect(await snapshot(orderA.id)).toEqual(before);

    const early = await call(adminA, "POST", `/api/haendlerportal/orders/${orderA.id}/dispatch`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "ORDER_TRANSITION_NOT_ALLOWED",
      message: "Bitte bestätigen Sie die Bestellung zuerst mit einem Lieferzeitraum.",
    });
    expect(await snapshot(orderA.id)).toEqual(before);
  });
});

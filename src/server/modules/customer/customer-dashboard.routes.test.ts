import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/accounts.ts";
import { orders } from "../../../db/schema/orders.ts";
import { customerMessages } from "../../../db/schema/customer.ts";
import { mexReadings, mexSensors, mexTanks } from "../../../db/schema/mex.ts";
import { levelForLitres } from "../../../domain/mex/tank-volume.ts";
import { pair, provisionDevice } from "../mex/mex.test-helpers.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, insertLifeOrder, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { clockAt } from "../../platform/clock.ts";
import { customerDashboard } from "./customer-dashboard.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";

type Ctx = ReturnType<typeof withTestApp>;

/** The customer area's orders (decision 0028): GET /api/customer/dashboard/orders and the start page. */
describe.each(testDatabases())("the customer's orders on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;
  const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: "GET", url, headers: user?.headers ?? {} });

  /** A customer with orders placed at the given ISO times (newest last in the list given). */
  async function customerWith(times: string[], status = "delivered") {
    const customer = await createUser(ctx.app, db());
    const { dealer } = await twoDealers(db(), 1);
    const ids: number[] = [];
    for (const at of times) {
      const order = await insertLifeOrder(db(), { userId: customer.id, ...dealer, status });
      await db()
        .update(orders)
        .set({ createdAt: new Date(at) })
        .where(eq(orders.id, order.id));
      ids.push(order.id);
    }
    return { customer, ids };
  }

  it("pages her orders newest first, ten a page, with the years and products to filter by", async () => {
    const times = Array.from({ length: 12 }, (_, i) => `${i < 5 ? 2025 : 2026}-0${1 + (i % 9)}-15T10:00:00Z`);
    const { customer, ids } = await customerWith(times);
    const first = (await get(customer, "/api/customer/dashboard/orders")).json();
    expect(first).toMatchObject({ Page: 1, PageSize: 10, Total: 12, Years: [2026, 2025], ProductGroupIds: [1] });
    const newestFirst = [...ids].sort((a, b) => Date.parse(times[ids.indexOf(b)]) - Date.parse(times[ids.indexOf(a)]) || b - a);
    expect(first.Items.map((i: { OrderId: number }) => i.OrderId)).toEqual(newestFirst.slice(0, 10));
    const second = (await get(customer, "/api/customer/dashboard/orders?page=2")).json();
    expect(second.Items.map((i: { OrderId: number }) => i.OrderId)).toEqual(newestFirst.slice(10));
    const item = first.Items[0];
    expect(item).toMatchObject({
      StatusLabel: "Geliefert",
      ProductName: "Heizöl Standard schwefelarm",
      ZipCode: "80331",
      Path: `/heizoel/bestellung-erfolgreich/${item.OrderId}`,
    });
    expect(item.ReorderPath).toMatch(/^\/heizoel\/angebotsliste\?zipCode=80331&amount=3000/);
    const of2025 = (await get(customer, "/api/customer/dashboard/orders?year=2025")).json();
    expect(of2025.Total).toBe(5);
    expect((await get(customer, "/api/customer/dashboard/orders?productGroupId=2")).json()).toMatchObject({ Total: 0, Items: [] });
  });

  it("answers bad filters with a German 400, and nobody but the customer herself", async () => {
    const { customer } = await customerWith(["2026-03-01T10:00:00Z"]);
    const bad = await get(customer, "/api/customer/dashboard/orders?page=0");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Seitenzahl");
    expect((await get(null, "/api/customer/dashboard/orders")).statusCode).toBe(401);
    const guest = await createUser(ctx.app, db(), { isGuest: true });
    expect((await get(guest, "/api/customer/dashboard/orders")).statusCode).toBe(403);
    const stranger = await createUser(ctx.app, db());
    expect((await get(stranger, "/api/customer/dashboard/orders")).json()).toMatchObject({ Total: 0, Items: [], Years: [] });
  });

  it("counts the guest orders she took over as hers, and only those", async () => {
    const { customer } = await customerWith(["2026-02-01T10:00:00Z"]);
    const { customer: guest, ids: guestOrders } = await customerWith(["2025-11-01T10:00:00Z"]);
    const { ids: otherGuestOrders } = await customerWith(["2025-10-01T10:00:00Z"]);
    await db()
      .update(users)
      .set({ isGuest: true, claimedByUserId: customer.id })
      .where(inArray(users.id, [guest.id]));
    const list = (await get(customer, "/api/customer/dashboard/orders")).json();
    expect(list.Total).toBe(2);
    expect(list.Items.map((i: { OrderId: number }) => i.OrderId)).toContain(guestOrders[0]);
    expect(list.Items.map((i: { OrderId: number }) => i.OrderId)).not.toContain(otherGuestOrders[0]);
  });

  it("one site's orders (decision 0045): the list, the start page, the dashboard and the counts agree on every site", async () => {
    const customer = await createUser(ctx.app, db());
    const de = (await twoDealers(db(), 1)).dealer;
    const at = (await twoDealers(db(), 2)).dealer;
    const germanOrders = [];
    for (const status of ["delivered", "delivered", "cancelled"])
      germanOrders.push(await insertLifeOrder(db(), { userId: customer.id, ...de, status }));
    const austrian = await insertLifeOrder(db(), { userId: customer.id, ...at, countryId: 2, status: "delivered" });
    const site = (host: string, url: string) => ctx.app.inject({ method: "GET", url, headers: { ...customer.headers, host } });

    // The Austrian site: her one Austrian order, and the German site named with its count.
    const atList = (await site("at.localhost", "/api/customer/dashboard/orders")).json();
    expect(atList).toMatchObject({ Total: 1, OtherSites: [{ CountryId: 1, Orders: 3, Purchases: 2 }] });
    expect(atList.Items.map((i: { OrderId: number }) => i.OrderId)).toEqual([austrian.id]);
    const atDashboard = (await site("at.localhost", "/api/customer/dashboard?countryId=2")).json();
    expect(atDashboard.Purchases.map((p: { OrderId: number }) => p.OrderId)).toEqual([austrian.id]);
    expect(atDashboard.OtherSites).toEqual(atList.OtherSites);
    const atHome = await ctx.app.services.customer.customerHome({ userId: customer.id, countryId: 2 });
    expect(atHome).toMatchObject({ OrderCount: 1, LastOrder: { OrderId: austrian.id }, OtherSites: atList.OtherSites });

    // The German site: her three German orders listed, the two not called off are the dashboard's purchases.
    const deList = (await site("localhost", "/api/customer/dashboard/orders")).json();
    expect(deList).toMatchObject({ Total: 3, OtherSites: [{ CountryId: 2, Orders: 1, Purchases: 1 }] });
    expect(deList.Items.map((i: { OrderId: number }) => i.OrderId).sort()).toEqual(germanOrders.map((o) => o.id).sort());
    const deDashboard = (await site("localhost", "/api/customer/dashboard?countryId=1")).json();
    expect(deDashboard.Purchases.map((p: { OrderId: number }) => p.OrderId).sort()).toEqual(
      germanOrders
        .slice(0, 2)
        .map((o) => o.id)
        .sort(),
    );
    // The API names a site explicitly as the dashboard's call does; the Swiss site holds none of hers.
    expect((await site("localhost", "/api/customer/dashboard/orders?countryId=2")).json()).toMatchObject({ Total: 1 });
    expect((await site("ch.localhost", "/api/customer/dashboard/orders")).json()).toMatchObject({
      Total: 0,
      Items: [],
      Years: [],
      OtherSites: [{ CountryId: 1 }, { CountryId: 2 }],
    });
    expect((await site("localhost", "/api/customer/dashboard/orders?countryId=4")).statusCode).toBe(400);
  });

  it("start page: the latest order and what her usual configuration costs today", async () => {
    const { customer, ids } = await customerWith(["2025-05-01T10:00:00Z", "2026-01-10T10:00:00Z"]);
    const home = await ctx.app.services.customer.customerHome({ userId: customer.id, countryId: 1 });
    expect(home.OrderCount).toBe(2);
    expect(home.LastOrder?.OrderId).toBe(ids[1]);
    expect(home.BestPrice).toMatchObject({ ZipCode: "80331", Amount: 3000, ProductGroupId: 1 });
    const offers = await ctx.app.services.calculator.calculateOffers({
      ZipCode: "80331",
      Amount: 3000,
      Stations: 1,
      Product: { Id: 1, ClimateNeutral: false },
      Parameters: [{ Id: 2 }],
      AppointmentPlus: false,
      CountryId: 1,
      ProductGroupId: 1,
    } as never);
    expect(home.BestPrice?.TotalPrice).toBe(offers.Items[0].TotalPrice);
    const empty = await ctx.app.services.customer.customerHome({ userId: (await createUser(ctx.app, db())).id, countryId: 1 });
    expect(empty).toEqual({ LastOrder: null, OrderCount: 0, BestPrice: null, OtherSites: [] });
  });
});

/** The dashboard (spec §4 "Other"; decision 0028): cached per customer, a refresh within 5 minutes answers the cache unless forced. */
describe.each(testDatabases())("the customer's dashboard on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;

  async function deliveredOrders(userId: number, deliveries: { day: string; litres: number }[]) {
    const { dealer } = await twoDealers(db(), 1);
    for (const d of deliveries) {
      const order = await insertLifeOrder(db(), { userId, ...dealer, status: "delivered", amount: d.litres });
      await db()
        .update(orders)
        .set({ createdAt: new Date(`${d.day}T09:00:00Z`), deliveryTo: d.day, deliveredAmount: d.litres, finalTotalPrice: d.litres * 110 })
        .where(eq(orders.id, order.id));
    }
  }

  it("answers her purchases against the market, the consumption between deliveries, and no tanks before a sensor", async () => {
    const a = await createUser(ctx.app, db());
    await deliveredOrders(a.id, [
      { day: "2025-01-10", litres: 3000 },
      { day: "2026-01-10", litres: 2920 },
    ]);
    const res = await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard?countryId=1", headers: a.headers });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.Items).toEqual([]);
    expect(d.Purchases.map((p: { Day: string; PaidPerBasis: number }) => [p.Day, p.PaidPerBasis])).toEqual([
      ["2025-01-10", 11000],
      ["2026-01-10", 11000],
    ]);
    // 2,920 l over the 365 days between the deliveries: 8 l a day, 2025 partly covered (from 10 January).
    expect(d.Consumption).toMatchObject({ PerDay: 8, From: "2025-01-10", To: "2026-01-10" });
    expect(d.Consumption.Years.map((y: { Label: string }) => y.Label)).toEqual(["2025", "2026"]);
    const b = await createUser(ctx.app, db());
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard?countryId=1", headers: b.headers })).json()).toMatchObject({
      Purchases: [],
      Consumption: null,
      Today: null,
    });
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard?countryId=1" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard?countryId=9", headers: a.headers })).statusCode).toBe(400);
  });

  it("takes the consumption from her tank readings where there are any (decision 0045), else from her deliveries", async () => {
    const plain = await createUser(ctx.app, db());
    await deliveredOrders(plain.id, [
      { day: "2025-01-10", litres: 3000 },
      { day: "2026-01-10", litres: 2920 },
    ]);
    const { user, tankId, sensorId } = await pair(ctx.app, plain, await provisionDevice(db()));
    const dashboard = async () =>
      (await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard?countryId=1&force=true", headers: user.headers })).json();
    // Paired but not measured yet: the deliveries still tell.
    expect((await dashboard()).Consumption).toMatchObject({ Source: "deliveries", PerDay: 8 });

    // A calibrated 1,500 l cylinder losing 20 l a day for ten days, the last reading this morning.
    const geometry = {
      shape: 2,
      horizontal: true,
      lengthMm: 2000,
      widthMm: null,
      heightMm: null,
      diameterMm: 1000,
      count: 1,
      nominalLitres: 1500,
      dipChart: null,
    } as const;
    await db()
      .update(mexTanks)
      .set({
        tankTypeId: 2,
        horizontal: true,
        lengthMm: 2000,
        diameterMm: 1000,
        nominalLitres: 1500,
        sensorToBottomMm: 1100,
        setupCompletedAt: new Date(),
      })
      .where(eq(mexTanks.id, tankId));
    const [device] = await db().select({ deviceId: mexSensors.deviceId }).from(mexSensors).where(eq(mexSensors.id, sensorId));
    const end = Date.now() - 3_600_000;
    await db()
      .insert(mexReadings)
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          deviceId: device.deviceId,
          sensorId,
          seq: i + 1,
          measuredAt: new Date(end - (10 - i) * 86_400_000),
          distanceMm: Math.round(1100 - levelForLitres(geometry, 1200 - 20 * i)),
          temperatureC: 15,
          batteryV: 3.6,
          rssi: -60,
          via: "seed",
        })),
      );
    const measured = (await dashboard()).Consumption;
    expect(measured.Source).toBe("readings");
    // Whole millimetres of level: about 20 l a day, not the deliveries' 8.
    expect(Math.abs(measured.PerDay - 20)).toBeLessThan(1);
    // The German calendar day of the last reading (around midnight it is not UTC's).
    expect(measured.To).toBe(calendarDay(new Date(end), "Europe/Berlin"));
    // Another customer's sensor tells nothing about hers.
    const other = await createUser(ctx.app, db());
    await deliveredOrders(other.id, [
      { day: "2025-01-10", litres: 3000 },
      { day: "2026-01-10", litres: 2920 },
    ]);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/customer/dashboard?countryId=1", headers: other.headers })).json().Consumption,
    ).toMatchObject({ Source: "deliveries", PerDay: 8 });
  });

  it("keeps the answer for 5 minutes by the clock, and recomputes when forced or older", async () => {
    const a = await createUser(ctx.app, db());
    let now = Date.parse("2026-11-20T10:00:00Z");
    const deps = {
      cache: createMemoryCache(),
      clock: clockAt(() => new Date(now)),
      orders: ctx.app.services.orders,
      prices: ctx.app.services.prices,
      home: (userId: number, countryId: number) => ctx.app.services.customer.customerHome({ userId, countryId }),
      tankItems: (userId: number) => ctx.app.services.mex.dashboardItems(userId),
      tankReadings: (userId: number) => ctx.app.services.mex.tankReadings(userId),
    };
    const first = await customerDashboard(deps, { userId: a.id, countryId: 1 });
    expect(first.Purchases).toEqual([]);
    await deliveredOrders(a.id, [{ day: "2026-03-01", litres: 2000 }]);
    now += 4 * 60_000 + 59_000;
    const cached = await customerDashboard(deps, { userId: a.id, countryId: 1 });
    expect(cached).toEqual(first);
    const forced = await customerDashboard(deps, { userId: a.id, countryId: 1, force: true });
    expect(forced.Purchases).toHaveLength(1);
    expect(forced.LastRefresh).toBe(new Date(now).toISOString());
    await deliveredOrders(a.id, [{ day: "2026-04-01", litres: 1000 }]);
    now += 5 * 60_000;
    expect((await customerDashboard(deps, { userId: a.id, countryId: 1 })).Purchases).toHaveLength(2);
  });
});

/** Item 4: a message per order transition for customers (not guests), as her settings say. */
describe.each(testDatabases())("the customer's messages on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;
  const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: "GET", url, headers: user?.headers ?? {} });
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  async function confirmFor(user: TestUser) {
    const { dealer } = await twoDealers(db(), 1);
    const order = await insertLifeOrder(db(), { userId: user.id, ...dealer });
    const window = { from: tomorrow(), to: tomorrow() };
    await ctx.app.services.orders.confirmOrder({
      orderId: order.id,
      actor: { kind: "dealer", userId: 900_001, dealerId: dealer.dealerId },
      window,
    });
    // The same click again: idempotent, no second message.
    await ctx.app.services.orders.confirmOrder({
      orderId: order.id,
      actor: { kind: "dealer", userId: 900_001, dealerId: dealer.dealerId },
      window,
    });
    // Her message is the customer area's reaction to `order.confirmed` (decision 0051).
    await ctx.app.events.settled();
    return order;
  }

  it("writes one message per transition into her messages, none for a guest, none when she switched them off", async () => {
    const a = await createUser(ctx.app, db());
    const order = await confirmFor(a);
    const mine = (await get(a, "/api/customer/messages")).json();
    expect(mine).toMatchObject({
      Unread: 1,
      Items: [
        {
          Kind: "order",
          Title: `Bestellung ${order.orderNumber}: Bestätigt`,
          Link: `/heizoel/bestellung-erfolgreich/${order.id}`,
          Read: false,
        },
      ],
    });
    const b = await createUser(ctx.app, db());
    expect((await get(b, "/api/customer/messages")).json()).toEqual({ Unread: 0, Items: [] });

    const guest = await createUser(ctx.app, db(), { isGuest: true });
    await confirmFor(guest);
    expect(await db().select().from(customerMessages).where(eq(customerMessages.userId, guest.id))).toEqual([]);

    const off = await ctx.app.inject({
      method: "PUT",
      url: "/api/customer/notification-settings",
      headers: b.headers,
      payload: { OrderUpdates: false, PriceAlarms: true, TankAlerts: true },
    });
    // The community's settings, not sent, stay as they were (decision 0069).
    expect(off.json()).toEqual({
      OrderUpdates: false,
      PriceAlarms: true,
      TankAlerts: true,
      CommunityReplies: true,
      CommunityReplyMails: true,
    });
    await confirmFor(b);
    expect((await get(b, "/api/customer/messages")).json().Items).toEqual([]);
    expect((await get(a, "/api/customer/notification-settings")).json()).toEqual({
      OrderUpdates: true,
      PriceAlarms: true,
      TankAlerts: true,
      CommunityReplies: true,
      CommunityReplyMails: true,
    });
    expect((await get(null, "/api/customer/notification-settings")).statusCode).toBe(401);
  });
});

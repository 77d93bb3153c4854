import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/accounts.ts";
import { orderRatings, orders } from "../../../db/schema/orders.ts";
import { favouriteDealers } from "../../../db/schema/accounts.ts";
import { customerMessages, priceAlarmHits, priceAlarms } from "../../../db/schema/customer.ts";
import { DATA_EXPORT_KEYS, exportKeyPaths } from "../../../domain/customer/data-export.ts";
import { mexReadings, mexSensors, mexTanks } from "../../../db/schema/mex.ts";
import { levelForLitres } from "../../../domain/mex/tank-volume.ts";
import { pair, provisionDevice } from "../mex/mex.test-helpers.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, insertLifeOrder, placeOrderViaApi, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { hashPassword } from "../account/passwords.ts";
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
    expect(off.json()).toEqual({ OrderUpdates: false, PriceAlarms: true, TankAlerts: true });
    await confirmFor(b);
    expect((await get(b, "/api/customer/messages")).json().Items).toEqual([]);
    expect((await get(a, "/api/customer/notification-settings")).json()).toEqual({
      OrderUpdates: true,
      PriceAlarms: true,
      TankAlerts: true,
    });
    expect((await get(null, "/api/customer/notification-settings")).statusCode).toBe(401);
  });
});

/** Item 7: download all her data; delete the account (orders kept, personal data anonymised, a mail confirms). */
describe.each(testDatabases())("privacy on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;

  async function customerWithPassword(password: string) {
    const user = await createUser(ctx.app, db());
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id));
    return user;
  }

  it("exports her tables as JSON and CSV under the documented German keys (decision 0046): nobody else's rows, ids or secrets", async () => {
    const a = await customerWithPassword("Kennwort-A-1");
    const b = await customerWithPassword("Kennwort-B-1");
    const { dealer } = await twoDealers(db(), 1);
    // A full life: a checkout placed as an order, confirmed by a dealer's staff member, delivered and rated.
    const placed = await placeOrderViaApi(ctx.app, a);
    const staffId = 900_017;
    const window = {
      from: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      to: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
    };
    await ctx.app.services.orders.confirmOrder({
      orderId: placed.OrderId,
      actor: { kind: "dealer", userId: staffId, dealerId: placed.offer.DealerId },
      window,
    });
    // Her message of the confirmation follows from `order.confirmed` (decision 0051).
    await ctx.app.events.settled();
    const [order] = await db().select().from(orders).where(eq(orders.id, placed.OrderId));
    await db()
      .insert(orderRatings)
      .values({ orderId: order.id, userId: a.id, dealerId: order.dealerId, countryId: 1, stars: 5, comment: "Pünktlich" });
    // A guest order she took over, another customer's order, her favourite, her alarm with a hit, her settings, her tank.
    const guest = await createUser(ctx.app, db(), { isGuest: true });
    await db().update(users).set({ claimedByUserId: a.id }).where(eq(users.id, guest.id));
    const taken = await insertLifeOrder(db(), { userId: guest.id, ...dealer, status: "delivered" });
    const theirs = await insertLifeOrder(db(), { userId: b.id, ...dealer, status: "delivered" });
    await db().insert(favouriteDealers).values({ userId: a.id, dealerId: dealer.dealerId });
    await ctx.app.services.priceAlarm.createPriceAlarm(
      { CountryId: 1, ProductGroupId: 1, ZipCode: "80331", Amount: 3000, TargetPrice: 5000 } as never,
      { id: a.id, isGuest: false },
    );
    const [alarm] = await db().select().from(priceAlarms).where(eq(priceAlarms.userId, a.id));
    await db().insert(priceAlarmHits).values({ alarmId: alarm.id, direction: "below", pricePerBasis: 4890, marketVersion: "v-intern-42" });
    await ctx.app.inject({
      method: "PUT",
      url: "/api/customer/notification-settings",
      headers: a.headers,
      payload: { OrderUpdates: true, PriceAlarms: false, TankAlerts: true },
    });
    const paired = await pair(ctx.app, a, await provisionDevice(db()));
    await ctx.app.services.mex.createToken({ userId: a.id, isImpersonated: false, name: "Home Assistant" });

    const json = await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=json", headers: paired.user.headers });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toMatch(/^attachment; filename="meine-daten-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = json.json();
    // Every table of the list, and every key of every row (nested ones by path) documented in it.
    expect(Object.keys(data.Tabellen).sort()).toEqual(Object.keys(DATA_EXPORT_KEYS).sort());
    const undocumented = Object.entries(exportKeyPaths(data.Tabellen)).flatMap(([table, paths]) =>
      paths.filter((p) => !(p in DATA_EXPORT_KEYS[table].keys)).map((p) => `${table}.${p}`),
    );
    expect(undocumented).toEqual([]);
    for (const table of [
      "Konto",
      "Adressen",
      "Lieblingshändler",
      "Anmeldungen",
      "Bestellungen",
      "Bestellvorgänge",
      "Nachrichten",
      "Benachrichtigungseinstellungen",
      "Preiswecker",
      "Tanks",
      "API-Schlüssel",
    ])
      expect(data.Tabellen[table].length, table).toBeGreaterThan(0);

    expect(data.Tabellen.Konto).toEqual([
      expect.objectContaining({
        Kundennummer: a.id,
        "E-Mail": a.email,
        Vorname: "Erika",
        Kontoart: "Kundenkonto",
        "Kennwort gesetzt": true,
        Land: "Deutschland",
      }),
    ]);
    expect(data.Tabellen.Bestellungen.map((o: { Bestellnummer: string }) => o.Bestellnummer).sort()).toEqual(
      [order.orderNumber, taken.orderNumber].sort(),
    );
    const mine = data.Tabellen.Bestellungen.find((o: { Bestellnummer: string }) => o.Bestellnummer === order.orderNumber);
    expect(mine).toMatchObject({
      Land: "Deutschland",
      Produktgruppe: "Heizöl",
      Einheit: "Liter",
      Händler: placed.offer.DealerName,
      Status: "Bestätigt",
      Währung: "EUR",
      Gesamtpreis: order.totalPrice / 100,
      Lieferstellen: [
        { Lieferstelle: 1, Lieferadresse: expect.objectContaining({ PLZ: "80331", Nachname: "Mustermann" }), Rechnungsadresse: null },
      ],
      Bewertung: { Sterne: 5, Kommentar: "Pünktlich" },
    });
    expect(mine.Verlauf.map((e: { Ereignis: string; "Ausgelöst von": string }) => [e.Ereignis, e["Ausgelöst von"]])).toEqual([
      ["Bestellung eingegangen", "Sie"],
      ["Vom Händler bestätigt", "Händler"],
    ]);
    expect(mine.Verlauf[1]).toMatchObject({ "Lieferung ab": window.from, "Lieferung bis": window.to, "Per E-Mail-Link": false });
    expect(data.Tabellen.Bestellvorgänge).toEqual([
      expect.objectContaining({
        Bestellnummer: order.orderNumber,
        Händler: placed.offer.DealerName,
        PLZ: "80331",
        Zahlungsart: "Bezahlung auf Rechnung",
      }),
    ]);
    expect(data.Tabellen.Lieblingshändler).toEqual([expect.objectContaining({ Händler: expect.any(String) })]);
    expect(data.Tabellen.Preiswecker).toEqual([
      expect.objectContaining({
        PLZ: "80331",
        Währung: "EUR",
        Meldungen: [expect.objectContaining({ Richtung: "gefallen", Preis: 48.9 })],
      }),
    ]);
    expect(data.Tabellen.Benachrichtigungseinstellungen).toEqual([
      expect.objectContaining({ Bestellungen: true, Preiswecker: false, Tankhinweise: true }),
    ]);
    expect(data.Tabellen.Tanks).toEqual([expect.objectContaining({ Sensoren: [expect.objectContaining({ Haupttank: true })] })]);
    expect(data.Tabellen["API-Schlüssel"]).toEqual([expect.objectContaining({ Name: "Home Assistant", "Widerrufen am": null })]);

    // Nobody else's: not the other customer's order or address, not the staff member who confirmed, not the
    // ids of the dealer and branch, no technical keys or secrets.
    const body = json.body;
    for (const foreign of [b.email, theirs.orderNumber, String(staffId), order.idempotencyKey, "v-intern-42", alarm.unsubscribeTokenHash])
      expect(body, foreign).not.toContain(foreign);
    expect(body).not.toMatch(/"[A-Za-z]*[iI]d"\s*:/);
    expect(body).not.toMatch(/Hash|secret|dedupe/i);

    const csv = await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=csv", headers: paired.user.headers });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.split("\r\n");
    expect(lines).toContain(`Konto;1;E-Mail;${a.email}`);
    expect(lines).toContain("Konto;1;Kennwort gesetzt;ja");
    const row = data.Tabellen.Bestellungen.indexOf(mine) + 1;
    expect(lines).toContain(`Bestellungen;${row};Lieferstellen.1.Lieferadresse.PLZ;80331`);
    expect(lines).toContain(`Bestellungen;${row};Verlauf.2.Ausgelöst von;Händler`);
    expect(lines).toContain("Preiswecker;1;Meldungen.1.Preis;48,9");
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=xml", headers: a.headers })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/data-export" })).statusCode).toBe(401);
  });

  it("her CSV neutralises what a spreadsheet would run as a formula: an address saved through the address book (decision 0038)", async () => {
    const a = await customerWithPassword("Kennwort-A-1");
    const city = "@SUM(1+1)*cmd|'/C calc'!A0";
    const saved = await ctx.app.inject({
      method: "POST",
      url: "/api/jwt/adressen",
      headers: a.headers,
      payload: {
        AddressType: 1,
        CountryId: 1,
        Title1: "Frau",
        FirstName: "Erika",
        LastName: "Mustermann",
        Street: "Marienplatz",
        HouseNumber: "8",
        ZipCode: "80331",
        City: city,
        Phone: "+49 89 123456",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const csv = await ctx.app.inject({ method: "GET", url: "/api/customer/data-export?format=csv", headers: a.headers });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split("\r\n");
    expect(lines).toContain(`Adressen;1;Ort;'${city}`);
    expect(lines).toContain("Adressen;1;Telefon;'+49 89 123456");
    expect(lines).toContain(`Konto;1;Kundennummer;${a.id}`);
  });

  it("deletes the account: password first, not while an order is under way; orders kept, personal data gone, no more login", async () => {
    const a = await customerWithPassword("Kennwort-A-1");
    const { dealer } = await twoDealers(db(), 1);
    const open = await insertLifeOrder(db(), { userId: a.id, ...dealer, status: "confirmed" });
    const del = (Password: string) =>
      ctx.app.inject({ method: "POST", url: "/api/customer/delete-account", headers: a.headers, payload: { Password } });
    expect((await del("falsch-1")).json().message).toBe("Das Kennwort ist nicht korrekt.");
    const refused = await del("Kennwort-A-1");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Sie haben noch offene Bestellungen\./);

    await db().update(orders).set({ status: "delivered" }).where(eq(orders.id, open.id));
    const email = (await db().select().from(users).where(eq(users.id, a.id)))[0].email;
    const done = await del("Kennwort-A-1");
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, a.id));
    expect(row).toMatchObject({ email: `geloescht-${a.id}@anonym.invalid`, passwordHash: null, firstName: "", lastName: "", phone: "" });
    expect(row.anonymisedAt).not.toBeNull();
    expect((await db().select().from(orders).where(eq(orders.id, open.id))).length).toBe(1);
    const mail = await ctx.database.executeSql(
      "select data->>'subject' as subject from pgboss.job where name = 'mail' and data->>'to' = $1 and data->>'template' = 'account-deleted'",
      [email],
    );
    expect(mail.rows.map((r) => (r as { subject: string }).subject)).toEqual(["Ihr Kundenkonto wurde gelöscht"]);
    // The session has ended; the old address logs in no more.
    expect((await ctx.app.inject({ method: "GET", url: "/api/customer/messages", headers: a.headers })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/account/jwt/anmelden",
      payload: { UserName: email, Password: "Kennwort-A-1" },
    });
    expect(login.statusCode).not.toBe(200);
  });
});

/** Item 2: her guest orders (same address) join her account through the mailed link, only for her. */
describe.each(testDatabases())("taking over guest orders on $name", (kind) => {
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;

  it("counts them, mails the link, and takes them over for the account the link was sent for", async () => {
    const a = await createUser(ctx.app, db());
    const b = await createUser(ctx.app, db());
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword("Kennwort-A-1") })
      .where(eq(users.id, a.id));
    const guest = await createUser(ctx.app, db(), { isGuest: true });
    await db().update(users).set({ email: a.email }).where(eq(users.id, guest.id));
    const { dealer } = await twoDealers(db(), 1);
    const order = await insertLifeOrder(db(), { userId: guest.id, ...dealer });
    const customer = ctx.app.services.customer;
    expect(await customer.guestOrdersToTakeOver({ userId: a.id, countryId: 1 })).toBe(1);
    expect(await customer.guestOrdersToTakeOver({ userId: b.id, countryId: 1 })).toBe(0);

    await ctx.app.services.account.requestGuestOrderTakeover(a.id, 1);
    const r = await ctx.database.executeSql(
      "select data->>'text' as text from pgboss.job where name = 'mail' and data->>'template' = 'claim-orders' and data->>'to' = $1",
      [a.email],
    );
    const token = /\/kunde\/bestellungen\/uebernehmen\/([\w-]+)/.exec((r.rows[0] as { text: string }).text)![1];
    // Opened by somebody else: nothing happens.
    await expect(ctx.app.services.account.claimGuestOrders(b.id, token)).rejects.toThrow("Der Link ist ungültig");
    await ctx.app.services.account.requestGuestOrderTakeover(a.id, 1);
    const r2 = await ctx.database.executeSql(
      "select data->>'text' as text from pgboss.job where name = 'mail' and data->>'template' = 'claim-orders' and data->>'to' = $1 order by created_on desc limit 1",
      [a.email],
    );
    const token2 = /\/kunde\/bestellungen\/uebernehmen\/([\w-]+)/.exec((r2.rows[0] as { text: string }).text)![1];
    expect(await ctx.app.services.account.claimGuestOrders(a.id, token2)).toEqual({ claimed: 1 });
    const list = await customer.pageOrders({ userId: a.id, countryId: 1 });
    expect(list.Items.map((i) => i.OrderId)).toEqual([order.id]);
    expect(await customer.guestOrdersToTakeOver({ userId: a.id, countryId: 1 })).toBe(0);
    expect((await customer.pageOrders({ userId: b.id, countryId: 1 })).Total).toBe(0);
    // Its status page and document are hers now; still nobody else's.
    const orders = ctx.app.services.orders;
    const actorA = await orders.customerActor(a.id);
    expect((await orders.getOrderLife({ orderId: order.id, actor: actorA })).OrderId).toBe(order.id);
    expect((await orders.getOrder({ id: a.id, isGuest: false, guestIds: actorA.guestIds }, order.id)).OrderId).toBe(order.id);
    await expect(orders.getOrderLife({ orderId: order.id, actor: await orders.customerActor(b.id) })).rejects.toThrow(
      "Diese Bestellung gibt es nicht.",
    );
    expect(await orders.reorderPathFor({ userId: a.id, orderId: order.id })).toMatch(/^\/heizoel\/angebotsliste\?/);
    await expect(ctx.app.services.account.claimGuestOrders(a.id, token2)).rejects.toThrow("Der Link ist ungültig");
  });
});

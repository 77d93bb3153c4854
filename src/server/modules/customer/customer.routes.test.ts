import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema/accounts.ts";
import { orders } from "../../../db/schema/orders.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createUser, insertLifeOrder, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";

type Ctx = ReturnType<typeof withTestApp>;

/** The customer area's orders (issue 12, decision 0028): GET /api/customer/dashboard/orders and the start page. */
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
      await db().update(orders).set({ createdAt: new Date(at) }).where(eq(orders.id, order.id));
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
    expect(item).toMatchObject({ StatusLabel: "Geliefert", ProductName: "Heizöl Standard schwefelarm", ZipCode: "80331", Path: `/heizoel/bestellung-erfolgreich/${item.OrderId}` });
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
    await db().update(users).set({ isGuest: true, claimedByUserId: customer.id }).where(inArray(users.id, [guest.id]));
    const list = (await get(customer, "/api/customer/dashboard/orders")).json();
    expect(list.Total).toBe(2);
    expect(list.Items.map((i: { OrderId: number }) => i.OrderId)).toContain(guestOrders[0]);
    expect(list.Items.map((i: { OrderId: number }) => i.OrderId)).not.toContain(otherGuestOrders[0]);
  });

  it("start page: the latest order and what her usual configuration costs today", async () => {
    const { customer, ids } = await customerWith(["2025-05-01T10:00:00Z", "2026-01-10T10:00:00Z"]);
    const home = await ctx.app.services.customer.customerHome({ userId: customer.id });
    expect(home.OrderCount).toBe(2);
    expect(home.LastOrder?.OrderId).toBe(ids[1]);
    expect(home.BestPrice).toMatchObject({ ZipCode: "80331", Amount: 3000, ProductGroupId: 1 });
    const offers = await ctx.app.services.calculator.calculateOffers({
      ZipCode: "80331", Amount: 3000, Stations: 1, Product: { Id: 1, ClimateNeutral: false }, Parameters: [{ Id: 2 }], AppointmentPlus: false, CountryId: 1, ProductGroupId: 1,
    } as never);
    expect(home.BestPrice?.TotalPrice).toBe(offers.Items[0].TotalPrice);
    const empty = await ctx.app.services.customer.customerHome({ userId: (await createUser(ctx.app, db())).id });
    expect(empty).toEqual({ LastOrder: null, OrderCount: 0, BestPrice: null });
  });
});

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import type { Database } from "../../client.ts";
import { users } from "../../schema/accounts.ts";
import { orderEvents, orders, orderStations } from "../../schema/orders.ts";
import { finalPrice } from "../../../domain/orders/final-price.ts";
import { ORDER_STATUSES, TRANSITIONS, type OrderEventName, type OrderStatus } from "../../../domain/orders/order-states.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../accounts/demo-accounts.ts";
import { MEX_PLANS, seedDemoOrders } from "./demo-orders.ts";

const NOW = new Date("2026-11-24T10:30:00Z");

async function seeded(kind: { open(): Promise<Database> }) {
  const database = await kind.open();
  await seedDemoAccounts(database.db);
  const result = await seedDemoOrders(database.db, NOW);
  return { database, result };
}

const userId = async (db: Database["db"], email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

describe.each(testDatabases())("demo orders (decision 0025) on $name", (kind) => {
  let database: Database;
  let result: Awaited<ReturnType<typeof seedDemoOrders>>;
  beforeAll(async () => ({ database, result } = await seeded(kind)), 60_000);
  afterAll(() => database.close());

  it("the demo dealer has orders in every state, each with a history ending in it and allowed by the state machine", async () => {
    const db = database.db;
    const dealerUser = await userId(db, DEMO_ACCOUNTS.dealer.email);
    const rows = await db.select().from(orders).where(eq(orders.dealerId, dealerUser.dealerId!)).orderBy(asc(orders.id));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(ORDER_STATUSES));
    for (const o of rows) {
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id));
      expect(events[0]).toMatchObject({ event: "place", toStatus: "placed", actorKind: "customer" });
      expect(events.at(-1)!.toStatus).toBe(o.status);
      for (const [i, e] of events.entries()) {
        if (i === 0) continue;
        expect(e.fromStatus).toBe(events[i - 1].toStatus);
        expect(
          TRANSITIONS[e.fromStatus as OrderStatus][e.event as OrderEventName],
          `${o.orderNumber}: ${e.fromStatus} --${e.event}-->`,
        ).toContain(e.toStatus);
        expect(e.createdAt.getTime()).toBeGreaterThan(events[i - 1].createdAt.getTime());
      }
      expect(events.at(-1)!.createdAt.getTime()).toBeLessThan(NOW.getTime());
      expect(await db.select().from(orderStations).where(eq(orderStations.orderId, o.id))).toHaveLength(1);
    }
  });

  it("windows lie ahead of confirmed orders and behind delivered ones; delivered orders carry their final price", async () => {
    const db = database.db;
    const today = NOW.toISOString().slice(0, 10);
    const rows = await db.select().from(orders);
    for (const o of rows) {
      if (o.status === "confirmed") expect(o.deliveryFrom! >= today).toBe(true);
      if (["delivered", "rated", "awaiting_consent"].includes(o.status)) {
        expect(o.deliveryTo! <= today).toBe(true);
        const f = finalPrice({ priceLines: o.priceLines as PriceLine[], amount: o.amount, countryId: o.countryId }, o.deliveredAmount!);
        expect([o.finalTotalPrice, o.finalNetPrice, o.finalVatAmount, o.finalPriceLines]).toEqual([f.total, f.net, f.vat, f.lines]);
      } else expect(o.finalTotalPrice).toBeNull();
      if (o.status === "placed") expect(o.deliveryFrom).toBeNull();
      expect(o.totalPrice).toBe((o.priceLines as PriceLine[]).reduce((s, l) => s + l.Price, 0));
    }
  });

  it("the demo customer has orders in several states, near her addresses, and a confirmed Swiss one", async () => {
    const db = database.db;
    const customer = await userId(db, DEMO_ACCOUNTS.customer.email);
    const rows = await db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(4);
    const swiss = rows.filter((r) => r.countryId === 3);
    expect(swiss.map((r) => r.status)).toEqual(["confirmed"]);
    for (const o of rows) {
      const [station] = await db.select().from(orderStations).where(eq(orderStations.orderId, o.id));
      expect((station.deliveryAddress as { ZipCode: string }).ZipCode).toMatch(o.countryId === 3 ? /^8001$/ : /^(80331|83209)$/);
    }
    // The demo dealer's 13 orders and the demo mex customer's delivery besides hers.
    expect(result).toEqual({ orders: rows.length + 13 + MEX_PLANS.length });
  });

  it("is deterministic: a second fresh database gets the same orders", async () => {
    const second = await seeded(kind);
    try {
      const shape = async (db: Database["db"]) =>
        (await db.select().from(orders).orderBy(asc(orders.id))).map((o) => [
          o.status,
          o.amount,
          o.totalPrice,
          o.finalTotalPrice,
          o.deliveryFrom,
          o.deliverySlot,
          o.reason,
          o.countryId,
        ]);
      expect(await shape(second.database.db)).toEqual(await shape(database.db));
    } finally {
      await second.database.close();
    }
  }, 60_000);

  it("seeds once: a database with orders is left alone", async () => {
    expect(await seedDemoOrders(database.db, NOW)).toBeNull();
  });
});

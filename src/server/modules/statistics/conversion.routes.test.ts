import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { createUser, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";
import { insertStatOrder, insertVisits, type Dealer } from "./statistics.test-helpers.ts";

/** One month's story: visits without an order, visits with their orders, and orders no visit recorded. */
interface Case {
  name: string;
  plainVisits: number;
  /** One visit per entry, with the statuses of the orders placed in it. */
  visitsWithOrders: string[][];
  /** Orders of visitors who did not consent (or saw no success page): counted as orders, never as visits. */
  ordersWithoutVisit: number;
  expected: { Orders: number; Sessions: number; SessionsWithOrder: number; Conversion: number | null };
}

const CASES: Case[] = [
  {
    name: "no visits at all, two orders",
    plainVisits: 0,
    visitsWithOrders: [],
    ordersWithoutVisit: 2,
    expected: { Orders: 2, Sessions: 0, SessionsWithOrder: 0, Conversion: null },
  },
  {
    name: "visits, no order",
    plainVisits: 4,
    visitsWithOrders: [],
    ordersWithoutVisit: 0,
    expected: { Orders: 0, Sessions: 4, SessionsWithOrder: 0, Conversion: 0 },
  },
  // The trial's "500 %": five orders against one counted view. Orders without a recorded visit convert nothing.
  {
    name: "more orders without a recorded visit than visits",
    plainVisits: 1,
    visitsWithOrders: [],
    ordersWithoutVisit: 5,
    expected: { Orders: 5, Sessions: 1, SessionsWithOrder: 0, Conversion: 0 },
  },
  {
    name: "a visit with two orders counts once",
    plainVisits: 1,
    visitsWithOrders: [["confirmed", "placed"]],
    ordersWithoutVisit: 0,
    expected: { Orders: 2, Sessions: 2, SessionsWithOrder: 1, Conversion: 0.5 },
  },
  {
    name: "every visit with an order",
    plainVisits: 0,
    visitsWithOrders: [["placed"], ["delivered"], ["confirmed"]],
    ordersWithoutVisit: 1,
    expected: { Orders: 4, Sessions: 3, SessionsWithOrder: 3, Conversion: 1 },
  },
  {
    name: "a cancelled order is no sale and converts nothing",
    plainVisits: 2,
    visitsWithOrders: [["cancelled"], ["placed", "cancelled"]],
    ordersWithoutVisit: 0,
    expected: { Orders: 1, Sessions: 4, SessionsWithOrder: 1, Conversion: 0.25 },
  },
];

/** Decision 0043: conversion = visits with an order ÷ visits, never above 100 %, over every kind of month. */
describe.each(testDatabases())("conversion per visit on $name", (kind) => {
  const ctx = withTestApp(kind);
  let finance: TestUser;
  let dealer: Dealer;
  // Case i lives in month i+1 of 2033, in Austria (no other test writes there).
  const month = (i: number) => `2033-${String(i + 1).padStart(2, "0")}`;
  const lastDay = (i: number) => new Date(Date.UTC(2033, i + 1, 0)).toISOString().slice(0, 10);
  const stat = (payload: object) =>
    ctx.app.inject({ method: "POST", url: "/api/periodStatistic/getStatistic", payload, headers: finance.headers });

  beforeAll(async () => {
    const db = ctx.database.db;
    finance = await createUser(ctx.app, db, { roles: ["Role_Heizoel24_Financial"] });
    const customer = await createUser(ctx.app, db);
    ({ dealer } = await twoDealers(db, 2));
    const order = (day: string, status: string) =>
      insertStatOrder(db, {
        userId: customer.id,
        countryId: 2,
        productId: 6,
        ...dealer,
        at: `${day}T09:00:00Z`,
        amount: 2000,
        total: 200000,
        zip: "1010",
        status,
      });
    for (const [i, c] of CASES.entries()) {
      const day = `${month(i)}-10`;
      if (c.plainVisits > 0) await insertVisits(db, { day, countryId: 2, count: c.plainVisits });
      for (const statuses of c.visitsWithOrders) {
        const ids = [];
        for (const status of statuses) ids.push((await order(day, status)).id);
        await insertVisits(db, { day, countryId: 2, orderIds: ids });
      }
      for (let n = 0; n < c.ordersWithoutVisit; n++) await order(day, "confirmed");
    }
  });

  it.each(CASES.map((c, i) => [c.name, i] as const))("%s", async (_name, i) => {
    const res = await stat({ From: `${month(i)}-01`, To: lastDay(i), CountryId: 2, Grouping: "month" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Total[0]).toMatchObject(CASES[i].expected);
  });

  it("a visit belongs to the day it began: its order after midnight converts the visit's month", async () => {
    const db = ctx.database.db;
    const customer = await createUser(ctx.app, db);
    const late = await insertStatOrder(db, {
      userId: customer.id,
      countryId: 2,
      productId: 6,
      ...dealer,
      at: "2033-12-01T00:10:00Z",
      amount: 2000,
      total: 200000,
      zip: "1010",
    });
    await insertVisits(db, { day: "2033-11-30", countryId: 2, orderIds: [late.id] });
    await insertVisits(db, { day: "2033-11-30", countryId: 2, count: 3 });
    const nov = (await stat({ From: "2033-11-01", To: "2033-11-30", CountryId: 2 })).json().Total[0];
    expect(nov).toMatchObject({ Orders: 0, Sessions: 4, SessionsWithOrder: 1, Conversion: 0.25 });
    const dec = (await stat({ From: "2033-12-01", To: "2033-12-31", CountryId: 2 })).json().Total[0];
    expect(dec).toMatchObject({ Orders: 1, Sessions: 0, Conversion: null });
  });

  it("stays within 0–100 % in every row of every split and grouping over the whole year", async () => {
    let rows = 0;
    for (const Grouping of ["day", "week", "month"])
      for (const Dimension of ["none", "country", "product", "dealer", "status"])
        for (const extra of [{}, { CountryId: 2 }, { ZipCode: true }]) {
          const body = (await stat({ From: "2033-01-01", To: "2033-12-31", Grouping, Dimension, ...extra })).json();
          for (const r of [...body.Series, ...body.Rows, ...body.Total, ...body.Previous.Total]) {
            expect(r.SessionsWithOrder).toBeLessThanOrEqual(r.Sessions);
            if (r.Conversion !== null) expect(r.Conversion).toBeGreaterThanOrEqual(0), expect(r.Conversion).toBeLessThanOrEqual(1);
            rows++;
          }
        }
    expect(rows).toBeGreaterThan(1000);
  });
});

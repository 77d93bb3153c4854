import { describe, expect, it, beforeAll } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { createUser, twoDealers, type TestUser } from "../orders/orders.test-helpers.ts";
import { insertStatOrder as insertOrder, insertVisits, type Dealer } from "./statistics.test-helpers.ts";

const MARCH = { From: "2031-03-01", To: "2031-03-31" };

/** decision 0031: the period statistic over known orders of March 2031 and the February before. */
describe.each(testDatabases())("period statistic on $name", (kind) => {
  const ctx = withTestApp(kind);
  let finance: TestUser;
  let a: Dealer;
  let b: Dealer;
  const stat = (payload: object, user: TestUser | null = finance) =>
    ctx.app.inject({ method: "POST", url: "/api/periodStatistic/getStatistic", payload, headers: user ? user.headers : {} });

  beforeAll(async () => {
    const db = ctx.database.db;
    finance = await createUser(ctx.app, db, { roles: ["Role_Heizoel24_Financial"] });
    const customer = await createUser(ctx.app, db);
    ({ dealer: a, other: b } = await twoDealers(db, 1));
    const { dealer: ch } = await twoDealers(db, 3);
    const de = { userId: customer.id, countryId: 1, productId: 1 };
    // 00:30 on 1 March in Berlin (CET): March. Each order placed in a consented visit is claimed by it.
    const first = await insertOrder(db, {
      ...de,
      ...a,
      at: "2031-02-28T23:30:00Z",
      amount: 500,
      total: 60000,
      zip: "80333",
      status: "placed",
    });
    const second = await insertOrder(db, { ...de, ...a, at: "2031-03-02T10:00:00Z", amount: 3000, total: 339150, zip: "80331" });
    // Delivered: the delivered amount and the final price count.
    const delivered = await insertOrder(db, {
      ...de,
      ...b,
      at: "2031-03-20T09:00:00Z",
      amount: 2000,
      total: 200000,
      delivered: 2100,
      finalTotal: 210000,
      zip: "10115",
      status: "delivered",
      payment: "provider-invoice",
    });
    const cancelled = await insertOrder(db, {
      ...de,
      ...b,
      at: "2031-03-15T09:00:00Z",
      amount: 1000,
      total: 100000,
      zip: "10117",
      status: "cancelled",
    });
    // 00:30 on 1 April in Berlin (CEST): not March. Placed without consent: no visit claims it.
    await insertOrder(db, { ...de, ...a, at: "2031-03-31T22:30:00Z", amount: 900, total: 90000, zip: "80331" });
    const february = await insertOrder(db, { ...de, ...a, at: "2031-02-10T12:00:00Z", amount: 1000, total: 120000, zip: "80331" });
    const swiss = await insertOrder(db, {
      userId: customer.id,
      countryId: 3,
      productId: 12,
      ...ch,
      at: "2031-03-10T12:00:00Z",
      amount: 3000,
      total: 400000,
      zip: "8001",
    });
    // March: 150 German visits (4 with an order, one of them cancelled) and 40 Swiss (1 with an order); February: 20 German.
    await insertVisits(db, { day: "2031-03-01", countryId: 1, orderIds: [first.id] });
    await insertVisits(db, { day: "2031-03-02", countryId: 1, orderIds: [second.id] });
    await insertVisits(db, { day: "2031-03-05", countryId: 1, count: 100 });
    await insertVisits(db, { day: "2031-03-06", countryId: 1, count: 46 });
    await insertVisits(db, { day: "2031-03-15", countryId: 1, orderIds: [cancelled.id] });
    await insertVisits(db, { day: "2031-03-20", countryId: 1, orderIds: [delivered.id] });
    await insertVisits(db, { day: "2031-03-10", countryId: 3, orderIds: [swiss.id] });
    await insertVisits(db, { day: "2031-03-10", countryId: 3, count: 39 });
    await insertVisits(db, { day: "2031-02-10", countryId: 1, orderIds: [february.id] });
    await insertVisits(db, { day: "2031-02-11", countryId: 1, count: 19 });
  });

  it("keeps EUR and CHF apart; totals, average per 100 l and conversion are exact; February is the comparison", async () => {
    const res = await stat({ ...MARCH, Grouping: "month" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.Total).toEqual([
      {
        Key: "CHF",
        Label: "Gesamt CHF",
        Currency: "CHF",
        Orders: 1,
        Litres: 3000,
        Revenue: 400000,
        AveragePricePer100: 13333,
        Sessions: 40,
        SessionsWithOrder: 1,
        Conversion: 0.025,
      },
      // 609.150 ct for 5.600 l = 10.877,68 ct per 100 l → 10.878; 3 of 150 visits with a sold order (the cancelled one is no sale).
      {
        Key: "EUR",
        Label: "Gesamt EUR",
        Currency: "EUR",
        Orders: 3,
        Litres: 5600,
        Revenue: 609150,
        AveragePricePer100: 10878,
        Sessions: 150,
        SessionsWithOrder: 3,
        Conversion: 0.02,
      },
    ]);
    expect(body.Rows.map((r: { Key: string; Currency: string; Orders: number }) => [r.Key, r.Currency, r.Orders])).toEqual([
      ["2031-03", "CHF", 1],
      ["2031-03", "EUR", 3],
    ]);
    expect(body.Rows[1].Label).toBe("März 2031");
    expect(body.Sessions).toBe(190);
    expect(body.Previous).toMatchObject({ From: "2031-02-01", To: "2031-02-28", Sessions: 20 });
    expect(body.Previous.Total).toEqual([
      {
        Key: "CHF",
        Label: "Gesamt CHF",
        Currency: "CHF",
        Orders: 0,
        Litres: 0,
        Revenue: 0,
        AveragePricePer100: null,
        Sessions: 0,
        SessionsWithOrder: 0,
        Conversion: null,
      },
      {
        Key: "EUR",
        Label: "Gesamt EUR",
        Currency: "EUR",
        Orders: 1,
        Litres: 1000,
        Revenue: 120000,
        AveragePricePer100: 12000,
        Sessions: 20,
        SessionsWithOrder: 1,
        Conversion: 0.05,
      },
    ]);
  });

  it("groups by ISO week and by day with every bucket of the period", async () => {
    const week = (await stat({ ...MARCH, CountryId: 1, Grouping: "week" })).json();
    expect(week.Series.map((r: { Key: string; Orders: number }) => [r.Key, r.Orders])).toEqual([
      ["2031-W09", 2],
      ["2031-W10", 0],
      ["2031-W11", 0],
      ["2031-W12", 1],
      ["2031-W13", 0],
      ["2031-W14", 0],
    ]);
    const day = (await stat({ ...MARCH, CountryId: 1, Grouping: "day" })).json();
    expect(day.Series).toHaveLength(31);
    expect(day.Series[0]).toMatchObject({ Key: "2031-03-01", Label: "01.03.2031", Orders: 1, Revenue: 60000, Sessions: 1, Conversion: 1 });
    expect(day.Series[2]).toMatchObject({ Key: "2031-03-03", Orders: 0, Sessions: 0, Conversion: null });
    expect(day.Series[4]).toMatchObject({ Key: "2031-03-05", Orders: 0, Sessions: 100, Conversion: 0 });
    expect(day.Previous.Series).toHaveLength(28);
  });

  it("splits by dealer, status, postcode region and product; filters the installment provider's orders", async () => {
    const dealer = (await stat({ ...MARCH, CountryId: 1, Dimension: "dealer" })).json();
    expect(
      dealer.Rows.map((r: { Key: string; Orders: number; Litres: number; Revenue: number }) => [r.Key, r.Orders, r.Litres, r.Revenue]),
    ).toEqual([
      [String(a.dealerId), 2, 3500, 399150],
      [String(b.dealerId), 1, 2100, 210000],
    ]);
    expect(dealer.Rows[0].Label).not.toMatch(/^Händler \d/);
    const status = (await stat({ ...MARCH, CountryId: 1, Dimension: "status" })).json();
    expect(Object.fromEntries(status.Rows.map((r: { Label: string; Orders: number }) => [r.Label, r.Orders]))).toEqual({
      Neu: 1,
      Bestätigt: 1,
      Geliefert: 1,
      Storniert: 1,
    });
    expect(status.Total[0].Orders).toBe(4);
    const zip = (await stat({ ...MARCH, CountryId: 1, Dimension: "dealer", ZipCode: true })).json();
    expect(zip.Rows.map((r: { Key: string; Label: string; Orders: number }) => [r.Key, r.Label, r.Orders])).toEqual([
      ["1-80", "PLZ 80… (DE)", 2],
      ["1-10", "PLZ 10… (DE)", 1],
    ]);
    const provider = (await stat({ ...MARCH, CountryId: 1, IsRatenkaufPayment: true })).json();
    expect(provider.Total).toEqual([expect.objectContaining({ Orders: 1, Litres: 2100, Revenue: 210000, AveragePricePer100: 10000 })]);
    // Diesel: nothing sold among the 150 German visits.
    const diesel = (await stat({ ...MARCH, CountryId: 1, ProductId: 4 })).json();
    expect(diesel.Total).toEqual([expect.objectContaining({ Currency: "EUR", Orders: 0, Conversion: 0 })]);
    const product = (await stat({ ...MARCH, Dimension: "product" })).json();
    expect(product.Rows.map((r: { Label: string; Currency: string; Conversion: number }) => [r.Label, r.Currency, r.Conversion])).toEqual([
      ["Heizöl Öko schwefelarm (CH)", "CHF", 0.025],
      ["Heizöl Standard schwefelarm (DE)", "EUR", 0.02],
    ]);
  });

  it("refuses bad periods and unknown products in German (400)", async () => {
    const reversed = await stat({ From: "2031-03-31", To: "2031-03-01" });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain("Das Ende des Zeitraums liegt vor seinem Anfang.");
    const long = await stat({ From: "2029-01-01", To: "2031-01-01" });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("höchstens zwei Jahre");
    const foreign = await stat({ ...MARCH, CountryId: 1, ProductId: 12 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe("Dieses Produkt gibt es in diesem Land nicht.");
  });

  it("lists a country's products", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/periodStatistic/getProducts?countryId=3", headers: finance.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { Id: number; ProductGroupId: number }[];
    expect(list.slice(0, 3).map((p) => p.Id)).toEqual([12, 11, 13]);
    expect(list.map((p) => p.Id).sort((x, y) => x - y)).toEqual([11, 12, 13, 14, 15, 20, 21]);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/periodStatistic/getProducts?countryId=9", headers: finance.headers })).statusCode,
    ).toBe(400);
  });

  it("answers 401 without login, 403 to customers and support, 200 to finance, marketing, editors and admins", async () => {
    expect((await stat(MARCH, null)).statusCode).toBe(401);
    const db = ctx.database.db;
    for (const roles of [[], ["Role_Heizoel24_CustomerSupport"]])
      expect((await stat(MARCH, await createUser(ctx.app, db, { roles }))).statusCode).toBe(403);
    for (const role of ["Role_Heizoel24_Marketing", "Role_Heizoel24_Editor", "ADMIN"])
      expect((await stat(MARCH, await createUser(ctx.app, db, { roles: [role] }))).statusCode).toBe(200);
  });
});

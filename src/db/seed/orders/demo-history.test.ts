import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { createUser } from "../../../server/modules/orders/orders.test-helpers.ts";
import { users } from "../../schema/accounts.ts";
import { dealers } from "../../schema/market.ts";
import { dealerRatings, orderEvents, orderRatings, orders } from "../../schema/orders.ts";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../accounts/demo-accounts.ts";
import { seedDemoVisits } from "../analytics/demo-visits.ts";
import { HISTORY_RATINGS, seedDemoHistory } from "./demo-history.ts";
import { seedDemoOrders } from "./demo-orders.ts";

/**
 * Decisions 0043 and 0044 on the demo data itself: one source of ratings per country (dealer cards and the
 * footer's widget agree), and a conversion the statistic can show without blushing.
 */
describe.each(testDatabases())("demo ratings and visits on $name", (kind) => {
  const ctx = withTestApp(kind);
  const db = () => ctx.database.db;
  let seeded: { history: Awaited<ReturnType<typeof seedDemoHistory>>; visits: Awaited<ReturnType<typeof seedDemoVisits>> };

  beforeAll(async () => {
    await seedDemoAccounts(db());
    await seedDemoOrders(db());
    const history = await seedDemoHistory(db());
    const visits = await seedDemoVisits(db());
    seeded = { history, visits };
  }, 120_000);

  it("seeds once: a second run adds nothing", async () => {
    expect(seeded.history).toMatchObject({ orders: HISTORY_RATINGS[1] + HISTORY_RATINGS[2] + HISTORY_RATINGS[3] });
    expect(await seedDemoHistory(db())).toBeNull();
    expect(await seedDemoVisits(db())).toBeNull();
  });

  it.each(Object.values(LOCALES).map((l) => [l.code, l] as const))(
    "%s: the dealers' review counts add up to the footer's total; none exceeds it",
    async (_code, locale) => {
      const widget = (await ctx.app.inject({ url: `/api/site/trusted-shops/${locale.trustedShopsId}/overall` })).json();
      const perDealer = await db()
        .select({ dealerId: dealerRatings.dealerId, reviewCount: dealerRatings.reviewCount, ratingX10: dealerRatings.ratingX10 })
        .from(dealerRatings)
        .innerJoin(dealers, eq(dealers.id, dealerRatings.dealerId))
        .where(eq(dealers.countryId, locale.countryId));
      const sum = perDealer.reduce((n, d) => n + Number(d.reviewCount), 0);
      expect(widget.TotalReviewCount).toBeGreaterThanOrEqual(HISTORY_RATINGS[locale.countryId]);
      expect(sum).toBe(widget.TotalReviewCount);
      expect(Math.max(...perDealer.map((d) => Number(d.reviewCount)))).toBeLessThan(widget.TotalReviewCount);
      // The last year's ratings make the mark: some, not all of two years.
      expect(widget.ActiveReviewCount).toBeGreaterThan(0);
      expect(widget.ActiveReviewCount).toBeLessThan(widget.TotalReviewCount);
      expect(widget.OverallMark).toBeGreaterThanOrEqual(3.5);
      // A dealer's own page says what the ratings say.
      const top = perDealer.sort((a, b) => Number(b.reviewCount) - Number(a.reviewCount))[0];
      const page = (await ctx.app.inject({ url: `/api/site/${locale.countryId}/dealers/${top.dealerId}` })).json();
      expect(page).toMatchObject({ ReviewCount: Number(top.reviewCount), Rating: Number(top.ratingX10) / 10 });
    },
  );

  it("every rated delivery is an order with its history, rated by its own customer in its own country; the demo dealer keeps only its story", async () => {
    const rows = await db()
      .select({
        id: orders.id,
        status: orders.status,
        countryId: orders.countryId,
        userId: orders.userId,
        dealerId: orders.dealerId,
        createdAt: orders.createdAt,
        stars: orderRatings.stars,
        ratingCountry: orderRatings.countryId,
        ratingUser: orderRatings.userId,
      })
      .from(orders)
      .innerJoin(orderRatings, eq(orderRatings.orderId, orders.id))
      .where(like(orders.idempotencyKey, "demo-hist-%"));
    expect(rows).toHaveLength(seeded.history!.orders);
    const [demoDealer] = await db().select({ dealerId: users.dealerId }).from(users).where(eq(users.email, DEMO_ACCOUNTS.dealer.email));
    for (const r of rows) {
      expect(r).toMatchObject({ status: "rated", ratingCountry: r.countryId, ratingUser: r.userId });
      expect(r.stars).toBeGreaterThanOrEqual(1);
      expect(r.stars).toBeLessThanOrEqual(5);
      expect(r.dealerId).not.toBe(demoDealer.dealerId);
      expect(r.createdAt.getTime()).toBeLessThan(Date.now());
    }
    const [{ last }] = await db()
      .select({ last: sql<string>`(array_agg(${orderEvents.toStatus} order by ${orderEvents.createdAt} desc, ${orderEvents.id} desc))[1]` })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, rows[0].id));
    expect(last).toBe("rated");
  });

  it("the statistic on the demo data: conversion within 0–100 % in every row, a few per cent in total", async () => {
    const finance = await createUser(ctx.app, db(), { roles: ["Role_Heizoel24_Financial"] });
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    expect(seeded.visits!.withOrder).toBeGreaterThan(100);
    for (const Dimension of ["none", "country", "dealer", "status"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/periodStatistic/getStatistic",
        payload: { From: yearAgo, To: today, Grouping: "month", Dimension },
        headers: finance.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      for (const r of [...body.Series, ...body.Rows, ...body.Total]) if (r.Conversion !== null) expect(r.Conversion).toBeLessThanOrEqual(1);
      for (const t of body.Total) {
        expect(t.Conversion, `${Dimension} ${t.Currency}`).toBeGreaterThan(0.01);
        expect(t.Conversion, `${Dimension} ${t.Currency}`).toBeLessThan(0.08);
      }
    }
  });
});

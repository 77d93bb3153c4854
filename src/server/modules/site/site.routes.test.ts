import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { orderRatings } from "../../../db/schema/index.ts";

const DAY = 86_400_000;

describe.each(testDatabases())("§7 trusted-shops/{id}/overall on $name", (kind) => {
  const ctx = withTestApp(kind);
  const get = (id: string) => ctx.app.inject({ method: "GET", url: `/api/site/trusted-shops/${id}/overall` });

  it("without ratings: mark 0 and 'Keine Daten', cached 3600 s", async () => {
    const res = await get(LOCALES.de.trustedShopsId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.json()).toEqual({
      OverallMark: 0,
      OverallMarkDescriptionGUILang: "Keine Daten",
      ActiveReviewCount: 0,
      ActivePeriodInDays: 365,
      TotalReviewCount: 0,
    });
  });

  it("with ratings: average of the last 365 days per country, old ratings only in the total", async () => {
    const now = Date.now();
    const rating = (orderId: number, countryId: number, stars: number, daysAgo: number) => ({
      orderId,
      userId: 1,
      dealerId: 1,
      countryId,
      stars,
      createdAt: new Date(now - daysAgo * DAY),
    });
    await ctx.database.db.insert(orderRatings).values([
      rating(900001, 1, 5, 1),
      rating(900002, 1, 5, 10),
      rating(900003, 1, 4, 100),
      rating(900004, 1, 4, 200),
      rating(900005, 1, 5, 364),
      rating(900006, 1, 1, 400), // older than the active period
      rating(900007, 2, 3, 5),
    ]);
    // The first answer is still served from the server cache (3600 s).
    expect((await get(LOCALES.de.trustedShopsId)).json().OverallMarkDescriptionGUILang).toBe("Keine Daten");
    await ctx.app.services.site.invalidateReviewQuality();

    expect((await get(LOCALES.de.trustedShopsId)).json()).toEqual({
      OverallMark: 4.6,
      OverallMarkDescriptionGUILang: "Sehr gut",
      ActiveReviewCount: 5,
      ActivePeriodInDays: 365,
      TotalReviewCount: 6,
    });
    expect((await get(LOCALES.at.trustedShopsId)).json()).toMatchObject({
      OverallMark: 3,
      OverallMarkDescriptionGUILang: "Befriedigend",
      ActiveReviewCount: 1,
      TotalReviewCount: 1,
    });
    expect((await get(LOCALES.ch.trustedShopsId)).json()).toMatchObject({
      OverallMarkDescriptionGUILang: "Keine Daten",
      TotalReviewCount: 0,
    });
  });

  it("an unknown shop id is a German 404", async () => {
    const res = await get("X0000000000000000000000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Diesen Shop gibt es nicht.");
  });
});

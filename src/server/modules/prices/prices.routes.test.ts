import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

describe.each(testDatabases())("price APIs on $name", (kind) => {
  const ctx = withTestApp(kind);
  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("§7 price-faq: three-year high and low with dates", async () => {
    const res = await get("/api/site/1/price-faq");
    expect(res.statusCode).toBe(200);
    const faq = res.json();
    expect(faq.high3YDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(faq.high3YPrice).toBeGreaterThanOrEqual(faq.low3YPrice);
    const bayern = (await get("/api/site/1/price-faq?stateName=bayern")).json();
    expect(bayern.high3YPrice).toBeGreaterThan(0);
  });

  it.each([
    ["/api/site/1/pages/local/redirect?zipCode=80331&city=München", "/heizoelpreise/bayern/muenchen/80331"],
    ["/api/site/2/pages/local/redirect?zipCode=6020", "/heizoelpreise/tirol/innsbruck/6020"],
    ["/api/site/3/pages/local/redirect?zipCode=8001&city=Zürich", "/heizoelpreise/zuerich/zuerich/8001"],
    ["/api/site/1/pages/local/redirect?zipCode=00000", "/heizoelpreise"],
    ["/api/site/1/pages/local/redirect", "/heizoelpreise"],
  ])("§7 local redirect %s → %s (unknown falls back to the prices page)", async (url, link) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Link: link });
  });

  it("§7 cross-linking lists related pages for a path", async () => {
    const res = await get("/api/cross-linking/get?countryId=1&path=/heizoelpreise/bayern");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const links = res.json() as { Title: string; Link: string }[];
    expect(links[0]).toEqual({ Title: "Heizölhändler in Bayern", Link: "/heizoelhaendler/bayern" });
    expect(links.map((l) => l.Link)).toContain("/heizoelpreise/berlin");
  });

  it("an unknown state is a German 404", async () => {
    const res = await get("/api/site/1/price-faq?stateName=atlantis");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Diese Region gibt es nicht.");
  });

  it("§7 prices/range-local: Result rows (DateTime, GroupTitle, Price, Link) and a Header", async () => {
    const res = await get("/api/site/2/prices/range-local?stateName=tirol");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Header).toBe("Durchschnittspreise in Tirol");
    expect(body.Result.length).toBe(5);
    expect(body.Result[0]).toMatchObject({ GroupTitle: "Heizöl (je 100 l bei 3.000 l)", Link: "/heizoel/angebotsliste" });
    expect(res.headers["cache-control"]).toBe("public, max-age=120");
  });

  it.each([
    [1, [1, 2, 3, 5]],
    [3, [1, 2, 4, 5]],
  ])("§9 price factors of country %i are %j; only factor 3 is growth-positive", async (countryId, ids) => {
    const res = await get(`/api/site/price-factors?countryId=${countryId}`);
    expect(res.statusCode).toBe(200);
    const factors = res.json().Factors as {
      Id: number;
      GrowthPositive: boolean;
      Value: number;
      Change: number | null;
      IsCurrent: boolean;
      TimeStamp: string;
    }[];
    expect(factors.map((f) => f.Id)).toEqual(ids);
    for (const f of factors) {
      expect(f.GrowthPositive).toBe(f.Id === 3);
      expect(f.Value).toBeGreaterThan(0);
      expect(f.TimeStamp).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Decision 0044: a trend only from current data.
      expect(f.Change === null, `factor ${f.Id}`).toBe(!f.IsCurrent);
      expect(f.Change === null || Number(f.Change.toFixed(2)) === f.Change, `factor ${f.Id}`).toBe(true);
    }
  });
});

describe.each(testDatabases())("dealer API on $name", (kind) => {
  const ctx = withTestApp(kind);

  it("§7 dealers/{id}: the dealer with branches, delivery areas and products; unknown → 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/site/1/dealers/1" });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.Id).toBe(1);
    expect(d.Branches.length).toBeGreaterThan(0);
    expect(d.Branches[0].DeliveryAreas.length).toBeGreaterThan(0);
    expect(d.Branches[0].Products.length).toBeGreaterThan(0);
    const missing = await ctx.app.inject({ method: "GET", url: "/api/site/1/dealers/99999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Diesen Händler gibt es nicht.");
    // A dealer of another country is not found on this site.
    expect((await ctx.app.inject({ method: "GET", url: "/api/site/3/dealers/1" })).statusCode).toBe(404);
  });
});

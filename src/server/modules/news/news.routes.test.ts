import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

describe.each(testDatabases())("news API on $name", (kind) => {
  const ctx = withTestApp(kind);
  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("§7/§9 news-articles: page 1, size 3 by default, newest first, cached 3600 s", async () => {
    const res = await get("/api/site/1/news-articles");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const body = res.json();
    expect([body.Page, body.Size, body.Items.length]).toEqual([1, 3, 3]);
    const dates = body.Items.map((i: { PublishedAt: string }) => i.PublishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("country articles are shown only on their own site", async () => {
    const de = (await get("/api/site/1/news-articles?size=20")).json().Items.map((i: { Slug: string }) => i.Slug);
    const ch = (await get("/api/site/3/news-articles?size=20")).json().Items.map((i: { Slug: string }) => i.Slug);
    expect(de).toContain("co2-preis-2027-was-heizoelkunden-wissen-muessen");
    expect(ch).not.toContain("co2-preis-2027-was-heizoelkunden-wissen-muessen");
    expect(ch).toContain("heizoel-schweiz-co2-abgabe");
  });

  it("featured and detail; an unknown article is a 404", async () => {
    expect((await get("/api/site/2/news-articles/featured")).json().Slug).toBe("heizoel-vor-dem-winter-jetzt-vergleichen");
    const detail = await get("/api/site/1/news-articles/detail?artikelString=tankreinigung-wann-sie-sinnvoll-ist");
    expect(detail.json().Content).toContain("## Der richtige Zeitpunkt");
    const missing = await get("/api/site/1/news-articles/detail?artikelString=gibt-es-nicht");
    expect(missing.statusCode).toBe(404);
  });
});

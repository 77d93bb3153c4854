import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

describe.each(testDatabases().slice(0, 1))("sitemap and robots on $name", (kind) => {
  const ctx = withTestApp(kind);

  it("sitemap.xml lists the pages of the requesting country only", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "at.localhost:3000" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("<loc>http://at.localhost:3000/heizoelpreise/tirol</loc>");
    expect(res.body).not.toContain("bayern");
    expect(res.body).not.toContain("de.localhost");
    // Fixed pages, 9 state price pages, 9 state directories, and every local price page (places and postcodes).
    expect(res.body).toContain("<loc>http://at.localhost:3000/heizoelpreise/tirol/innsbruck</loc>");
    expect(res.body).toContain("<loc>http://at.localhost:3000/heizoelpreise/tirol/innsbruck/6020</loc>");
    expect(res.body).toContain("<loc>http://at.localhost:3000/heizoelpreise/wien/wien/1010</loc>");
    const urls = res.body.match(/<url>/g)!.length;
    expect(urls).toBeGreaterThan(6 + 9 + 9 + 2229 + 2000);
    expect(urls).toBeLessThan(50_000);
  });

  it("sitemap.xml of Germany lists its place and postcode pages, each postcode once at its canonical address", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "de.localhost:3000" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<loc>http://de.localhost:3000/heizoelpreise/bayern/muenchen</loc>");
    expect(res.body).toContain("<loc>http://de.localhost:3000/heizoelpreise/bayern/muenchen/80331</loc>");
    expect(res.body).not.toContain("tirol");
    const zipPages = [...res.body.matchAll(/<loc>[^<]*\/heizoelpreise\/[^/<]+\/[^/<]+\/(\d{5})<\/loc>/g)].map((m) => m[1]);
    expect(zipPages.length).toBe(new Set(zipPages).size);
    expect(zipPages.length).toBeGreaterThan(8000);
    expect(res.body.match(/<url>/g)!.length).toBeLessThan(50_000);
  });

  it("robots.txt points to the country's sitemap", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "ch.localhost" } });
    expect(res.body).toContain("Sitemap: http://ch.localhost:3000/sitemap.xml");
    expect(res.body).toContain("Disallow: /api/");
  });
});

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
    expect(res.body.match(/<url>/g)).toHaveLength(6 + 9 + 9);
  });

  it("robots.txt points to the country's sitemap", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "ch.localhost" } });
    expect(res.body).toContain("Sitemap: http://ch.localhost:3000/sitemap.xml");
    expect(res.body).toContain("Disallow: /api/");
  });
});

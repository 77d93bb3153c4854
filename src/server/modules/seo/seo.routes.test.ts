import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { buildTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";

describe.each(testDatabases().slice(0, 1))("sitemap and robots on $name", (kind) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("sitemap.xml lists the pages of the requesting country only", async () => {
    const res = await app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "at.localhost:3000" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain("<loc>http://at.localhost:3000/heizoelpreise/tirol</loc>");
    expect(res.body).not.toContain("bayern");
    expect(res.body).not.toContain("de.localhost");
    expect(res.body.match(/<url>/g)).toHaveLength(6 + 9 + 9);
  });

  it("robots.txt points to the country's sitemap", async () => {
    const res = await app.inject({ method: "GET", url: "/robots.txt", headers: { host: "ch.localhost" } });
    expect(res.body).toContain("Sitemap: http://ch.localhost:3000/sitemap.xml");
    expect(res.body).toContain("Disallow: /api/");
  });
});

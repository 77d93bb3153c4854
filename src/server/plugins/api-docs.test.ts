import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { testDatabases } from "../../../tests/setup/test-database.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { API_DOCS_POLICY, isDocumentedRoute } from "./api-docs.ts";

describe("OpenAPI document and /api/docs (decision 0018)", () => {
  const routes: RouteOptions[] = [];
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    database = await testDatabases()[0].open();
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database, onRoute: (r) => void routes.push(r) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lists every registered /api route with its methods, built from the zod schemas", async () => {
    const res = await app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(doc.info.title).toBe("Heizöl-Marktplatz – Programmierschnittstelle");
    const registered = routes
      .filter((r) => isDocumentedRoute(r.url))
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          .filter((m) => m !== "HEAD")
          .map((m) => `${m.toLowerCase()} ${r.url.replace(/:(\w+)/g, "{$1}")}`),
      );
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(registered.length).toBeGreaterThan(50);
    expect(documented.sort()).toEqual([...new Set(registered)].sort());
    // Not the catch-all 404, nor the pages, health checks or the docs themselves.
    expect(Object.keys(doc.paths).some((p) => !p.startsWith("/api/") || p.startsWith("/api/docs") || p === "/api/*")).toBe(false);
  });

  it("describes request and response schemas of a route", async () => {
    const doc = (await app.inject({ url: "/api/docs/json" })).json();
    const calc = doc.paths["/api/kalkulation/berechnen"].post;
    expect(calc.requestBody.content["application/json"].schema.properties.ZipCode.type).toBe("string");
    expect(calc.responses["200"].content["application/json"].schema.type).toBe("object");
  });

  it("serves the UI under a CSP of its own; the API and pages keep theirs", async () => {
    const ui = await app.inject({ url: "/api/docs" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
    expect(ui.headers["content-security-policy"]).toBe(API_DOCS_POLICY);
    const script = await app.inject({ url: "/api/docs/static/swagger-initializer.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-security-policy"]).toBe(API_DOCS_POLICY);
    const api = await app.inject({ url: "/api/site/1/country-states" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await app.inject({ url: "/healthz" });
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  });
});

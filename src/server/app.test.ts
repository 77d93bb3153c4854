import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { withTestApp } from "../../tests/setup/test-app.ts";
import { testDatabases } from "../../tests/setup/test-database.ts";

describe.each(testDatabases())("platform on $name", (kind) => {
  const ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "50" });

  it("GET /healthz answers while the process runs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /readyz checks the database", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: kind.name });
  });

  it("sends security headers with a nonce-based CSP and frame-ancestors", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/healthz" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(csp).toContain("frame-ancestors 'self'");
    const api = await ctx.app.inject({ method: "GET", url: "/api/site/1/country-states" });
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends the static security headers on every answer: page, API, 404, 413, a thrown error's", async () => {
    const expected = {
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "origin-agent-cluster": "?1",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-dns-prefetch-control": "off",
      "x-download-options": "noopen",
      "x-frame-options": "SAMEORIGIN",
      "x-permitted-cross-domain-policies": "none",
      "x-xss-protection": "0",
      "permissions-policy": expect.stringContaining("camera=()"),
    };
    const answers = await Promise.all([
      ctx.app.inject({ method: "GET", url: "/healthz" }),
      ctx.app.inject({ method: "GET", url: "/api/site/1/country-states" }),
      ctx.app.inject({ method: "GET", url: "/api/gibt-es-nicht" }),
      ctx.app.inject({ method: "POST", url: "/api/location/check-zipcode", headers: { "content-type": "application/json" }, payload: "{" }),
      ctx.app.inject({
        method: "POST",
        url: "/api/location/check-zipcode",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ ZipCode: "x".repeat(70 * 1024), CountryId: 1 }),
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 400, 413]);
    for (const a of answers) {
      expect(a.headers).toMatchObject(expected);
      expect(a.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("sends HSTS only over https", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("unknown API paths answer a German JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/gibt-es-nicht" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Diese Schnittstelle gibt es nicht.", code: "NOT_FOUND" });
  });

  it("rejects oversized bodies with 413 and a German message", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/location/check-zipcode",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ ZipCode: "x".repeat(70 * 1024), CountryId: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Die Anfrage ist zu groß.");
  });

  it("stores JS error reports and ignores the ResizeObserver messages (§3, §8)", async () => {
    const base = {
      userAgent: "Mozilla/5.0 Test",
      timeStart: "2026-11-22T10:00:00Z",
      timeEnd: "2026-11-22T10:01:00Z",
      href: "http://de.localhost/",
    };
    const err = (message: string) => ({ message, filename: "app.js", lineno: 1, colno: 2, stack: "", time: "2026-11-22T10:00:30Z" });
    const ignored = await ctx.app.inject({
      method: "POST",
      url: "/api/error-trace/js-error",
      payload: { ...base, errors: [err("ResizeObserver loop limit exceeded")] },
    });
    expect(ignored.statusCode).toBe(204);
    const stored = await ctx.app.inject({
      method: "POST",
      url: "/api/error-trace/js-error",
      headers: { host: "ch.localhost" },
      payload: {
        ...base,
        errors: [err("TypeError: x is undefined"), err("ResizeObserver loop completed with undelivered notifications.")],
      },
    });
    expect(stored.statusCode).toBe(201);
    const rows = await ctx.database.db.execute(sql`select country_id, errors from js_error_reports`);
    const list = (rows as unknown as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[]);
    expect(list).toHaveLength(1);
    const row = list[0] as { country_id: number; errors: { message: string }[] };
    expect(row.country_id).toBe(3);
    expect(row.errors.map((e) => e.message)).toEqual(["TypeError: x is undefined"]);
  });

  it("rate-limits /api with a German 429", async () => {
    let last = 0;
    let body: { message?: string } = {};
    for (let i = 0; i < 60; i++) {
      const res = await ctx.app.inject({ method: "GET", url: "/api/site/1/country-states", remoteAddress: "198.51.100.9" });
      last = res.statusCode;
      body = res.json();
      if (last === 429) break;
    }
    expect(last).toBe(429);
    expect(body.message).toMatch(/^Zu viele Anfragen/);
  });
});

import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../tests/setup/test-database.ts";
import { bearerMatches } from "./metrics.ts";

const TOKEN = "metrics-token-0123456789abcdefghijkl";

describe("bearerMatches", () => {
  it("accepts exactly the token, as a bearer token", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  const ctx = withTestApp(testDatabases()[0]);
  it("does not exist", async () => {
    expect((await ctx.app.inject({ url: "/metrics" })).statusCode).toBe(404);
  });
});

describe.each(testDatabases())("/metrics with METRICS_TOKEN on $name (decision 0018)", (kind) => {
  const ctx = withTestApp(kind, { METRICS_TOKEN: TOKEN });

  it("refuses a request without the token or with another one", async () => {
    const none = await ctx.app.inject({ url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toContain("Bearer");
    expect(none.body).toBe("Zugriff nur mit gültigem Token.");
    expect(none.body).not.toContain("http_request");
    const wrong = await ctx.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN.slice(1)}x` } });
    expect(wrong.statusCode).toBe(401);
  });

  it("answers the token holder: requests per route pattern, database pool, queue depth, process", async () => {
    await ctx.app.inject({ url: "/api/site/1/country-states" });
    await ctx.app.inject({ url: "/api/site/3/country-states" });
    await ctx.app.inject({ url: "/api/gibt-es-nicht/123" });
    const res = await ctx.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    const text = res.body;
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/site/:countryId/country-states",status_code="200"} 2',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/*",status_code="404"} 1');
    // Never a raw URL as a label.
    expect(text).not.toContain("/api/site/1/");
    expect(text).not.toContain("gibt-es-nicht");
    expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/jobs_queue_depth\{queue="order-mail"\} \d+/);
    expect(text).toMatch(/jobs_queue_depth\{queue="mail"\} \d+/);
    expect(text).toContain("# TYPE orders_placed_total counter");
    expect(text).toContain("process_cpu_user_seconds_total");
  });
});

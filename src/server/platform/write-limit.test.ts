import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropTestKeys, testKeyPrefix, testRedisUrl } from "../../../tests/setup/test-redis.ts";
import { errorsPlugin } from "../plugins/errors.ts";
import { sharedRateLimitStore } from "./rate-limit-store.ts";
import { userWriteLimit } from "./write-limit.ts";

const redisUrl = await testRedisUrl();

type TestUser = { id: number; isGuest: boolean; sid: string | null };

/**
 * The /api scope as app.ts builds it (the per-address limit with the shared store), a stand-in for the auth
 * plugin (the caller from a test header), and two write routes of an imagined area.
 */
async function testApp(opts: { perAddress: number; redisUrl?: string; keyPrefix?: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (req) => {
    const header = req.headers["x-test-user"];
    req.user = typeof header === "string" ? ({ ...(JSON.parse(header) as TestUser), exp: 0 } as unknown as typeof req.user) : null;
  });
  await app.register(async (api) => {
    await api.register(rateLimit, {
      max: opts.perAddress,
      timeWindow: "1 minute",
      ...sharedRateLimitStore(app, opts.redisUrl, opts.keyPrefix ?? "hm:"),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        code: "RATE_LIMITED",
        message: `Zu viele Anfragen. Bitte versuchen Sie es in ${Math.ceil(ctx.ttl / 1000)} Sekunden erneut.`,
      }),
    });
    await api.register(async (area) => {
      area.post("/api/test/posts", { preHandler: userWriteLimit(area, { name: "test-post", max: 3, windowMs: 60_000 }) }, async () => ({
        ok: true,
      }));
      area.post(
        "/api/test/comments",
        { preHandler: userWriteLimit(area, { name: "test-comment", max: 3, windowMs: 60 * 60_000 }) },
        async () => ({ ok: true }),
      );
    });
  });
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, url: string, user: TestUser | null, remoteAddress = "198.51.100.1") =>
  app.inject({ method: "POST", url, headers: user ? { "x-test-user": JSON.stringify(user) } : {}, remoteAddress });
const ERIKA: TestUser = { id: 7, isGuest: false, sid: "s-erika-1" };
const MAX: TestUser = { id: 8, isGuest: false, sid: "s-max" };

describe("per-user write limit (decision 0058)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ perAddress: 1_000 });
  });
  afterAll(() => app.close());

  it("lets a user write max times per window, then answers 429 in German with the wait and Retry-After", async () => {
    for (let i = 0; i < 3; i++) expect((await post(app, "/api/test/posts", ERIKA)).statusCode).toBe(200);
    const refused = await post(app, "/api/test/posts", ERIKA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: "WRITE_RATE_LIMITED",
      message: expect.stringMatching(/^Sie haben in kurzer Zeit zu viel gesendet\. Bitte versuchen Sie es in (59|60) Sekunden erneut\.$/),
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(55);
  });

  it("counts per user, not per address: another user at the same address still writes", async () => {
    expect((await post(app, "/api/test/posts", MAX)).statusCode).toBe(200);
  });

  it("counts the same user from another address (and another session) as her", async () => {
    expect((await post(app, "/api/test/posts", { ...ERIKA, sid: "s-erika-2" }, "203.0.113.9")).statusCode).toBe(429);
  });

  it("keeps each write route's counter apart, and names a long wait in minutes", async () => {
    for (let i = 0; i < 3; i++) expect((await post(app, "/api/test/comments", ERIKA)).statusCode).toBe(200);
    const refused = await post(app, "/api/test/comments", ERIKA);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Sie haben in kurzer Zeit zu viel gesendet. Bitte versuchen Sie es in 60 Minuten erneut.");
  });

  it("counts a guest by her session: her other session has its own count", async () => {
    const guest = { id: 99, isGuest: true, sid: "guest-a" };
    for (let i = 0; i < 3; i++) expect((await post(app, "/api/test/posts", guest)).statusCode).toBe(200);
    expect((await post(app, "/api/test/posts", guest)).statusCode).toBe(429);
    expect((await post(app, "/api/test/posts", { ...guest, sid: "guest-b" })).statusCode).toBe(200);
  });

  it("counts nobody-signed-in by address", async () => {
    for (let i = 0; i < 3; i++) expect((await post(app, "/api/test/posts", null, "192.0.2.50")).statusCode).toBe(200);
    expect((await post(app, "/api/test/posts", null, "192.0.2.50")).statusCode).toBe(429);
    expect((await post(app, "/api/test/posts", null, "192.0.2.51")).statusCode).toBe(200);
  });

  it("refuses a limit name that could run into another's key", () => {
    expect(() => userWriteLimit(app, { name: "Posts:x", max: 1, windowMs: 1000 })).toThrow(/kebab-case/);
  });
});

describe("the per-address limit still applies on top (decision 0058)", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ perAddress: 4 });
  });
  afterAll(() => app.close());

  it("refuses the fifth request of one address although each user wrote once", async () => {
    for (let id = 1; id <= 4; id++)
      expect((await post(app, "/api/test/posts", { id, isGuest: false, sid: `s${id}` })).statusCode).toBe(200);
    const refused = await post(app, "/api/test/posts", { id: 5, isGuest: false, sid: "s5" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
  });
});

describe.skipIf(!redisUrl)("per-user write limit across instances through Redis (decisions 0022, 0058)", () => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const keyPrefix = testKeyPrefix("write-limit");
    apps.push(
      await testApp({ perAddress: 1_000, redisUrl: redisUrl!, keyPrefix }),
      await testApp({ perAddress: 1_000, redisUrl: redisUrl!, keyPrefix }),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dropTestKeys(redisUrl!);
  });

  it("two instances count one user's writes together", async () => {
    const [a, b] = apps;
    expect((await post(a, "/api/test/posts", ERIKA)).statusCode).toBe(200);
    expect((await post(b, "/api/test/posts", ERIKA)).statusCode).toBe(200);
    expect((await post(a, "/api/test/posts", ERIKA)).statusCode).toBe(200);
    expect((await post(b, "/api/test/posts", ERIKA)).statusCode).toBe(429);
    expect((await post(b, "/api/test/posts", MAX)).statusCode).toBe(200);
  });
});

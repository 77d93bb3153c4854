import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../tests/setup/test-app.ts";
import { testDatabases } from "../../tests/setup/test-database.ts";
import { dropTestKeys, testKeyPrefix, testRedisUrl } from "../../tests/setup/test-redis.ts";
import type { Database } from "../db/client.ts";
import { clientAddress, createCustomer } from "./modules/account/account.test-helpers.ts";

const redisUrl = await testRedisUrl();
const LIMIT = 12;

// Two apps on one database and one Redis: what the scale-out check proves with real processes
// (scripts/scale-out-check.ts), here in process for every test run.
describe.skipIf(!redisUrl).each(testDatabases())("two instances with REDIS_URL on $name", (kind) => {
  let database: Database;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    database = await kind.open();
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: testKeyPrefix("instances"), RATE_LIMIT_PER_MINUTE: String(LIMIT) };
    // Start-up waits for the rate-limit store's connection, so counting starts with the first request.
    apps = [await buildTestApp(database, env), await buildTestApp(database, env)];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
    await dropTestKeys(redisUrl!);
  });

  it("share the /api rate limit: together they allow the limit, not twice it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) {
      const res = await apps[i % 2]!.inject({ url: "/api/site/1/country-states", remoteAddress: "203.0.113.9" });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true);
  });

  it("refuse a session on one instance as soon as it was ended on the other", async () => {
    const remoteAddress = clientAddress();
    const customer = await createCustomer(database.db);
    const login = await apps[0]!.inject({
      method: "POST",
      url: "/api/account/jwt/anmelden",
      remoteAddress,
      payload: { UserName: customer.email, Password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().token}` };
    const me = (app: FastifyInstance) => app.inject({ url: "/api/jwt/konto/persoenliche-daten", headers, remoteAddress });
    expect((await me(apps[1]!)).statusCode).toBe(200);
    expect((await me(apps[0]!)).statusCode).toBe(200);

    const logout = await apps[0]!.inject({ method: "POST", url: "/api/account/jwt/abmelden", headers, remoteAddress });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(apps[1]!)).statusCode).toBe(401);
    expect((await me(apps[0]!)).statusCode).toBe(401);
  });
});

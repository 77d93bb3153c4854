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

// Decision 0038: ended sessions are kept in Redis for a day. A new database hands out the same user ids
// (and, before, the same session ids) again; under the same key prefix its fresh logins must not be
// taken for the earlier database's ended sessions.
describe.skipIf(!redisUrl).each(testDatabases())("a new database on a Redis prefix that served an earlier one on $name", (kind) => {
  const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: testKeyPrefix("new-database"), RATE_LIMIT_PER_MINUTE: "100000" };
  // Each a fresh copy of the same template: the same ids come next in both.
  const earlier = {} as { database: Database; apps: FastifyInstance[] };
  const fresh = {} as { database: Database; apps: FastifyInstance[] };
  beforeAll(async () => {
    for (const [target, count] of [
      [earlier, 1],
      [fresh, 2],
    ] as const) {
      target.database = await kind.open();
      target.apps = [];
      for (let i = 0; i < count; i++) target.apps.push(await buildTestApp(target.database, env));
    }
  });
  afterAll(async () => {
    for (const target of [earlier, fresh]) {
      await Promise.all((target.apps ?? []).map((app) => app.close()));
      await target.database?.close();
    }
    await dropTestKeys(redisUrl!);
  });

  it("accepts a fresh login's token although the earlier database ended a session of the same user id", async () => {
    const remoteAddress = clientAddress();
    const session = async (app: FastifyInstance, database: Database) => {
      const customer = await createCustomer(database.db);
      const login = await app.inject({
        method: "POST",
        url: "/api/account/jwt/anmelden",
        remoteAddress,
        payload: { UserName: customer.email, Password: customer.password },
      });
      expect(login.statusCode).toBe(200);
      return { userId: customer.id, headers: { authorization: `Bearer ${login.json().token}` } };
    };
    const me = (app: FastifyInstance, headers: Record<string, string>) =>
      app.inject({ url: "/api/jwt/konto/persoenliche-daten", headers, remoteAddress });

    const old = await session(earlier.apps[0]!, earlier.database);
    expect(
      (await earlier.apps[0]!.inject({ method: "POST", url: "/api/account/jwt/abmelden", headers: old.headers, remoteAddress })).statusCode,
    ).toBeLessThan(300);
    expect((await me(earlier.apps[0]!, old.headers)).statusCode).toBe(401);

    // Two instances on the new database, the same Redis prefix.
    const now = await session(fresh.apps[0]!, fresh.database);
    expect(now.userId).toBe(old.userId);
    expect((await me(fresh.apps[0]!, now.headers)).statusCode).toBe(200);
    expect((await me(fresh.apps[1]!, now.headers)).statusCode).toBe(200);
  });
});

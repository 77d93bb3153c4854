import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import type { Database } from "../../../db/client.ts";
import { insertRefreshToken } from "./account.repo.ts";
import { createCustomer } from "./account.test-helpers.ts";
import { createSessionLiveness, SESSION_CHECK_CACHE_MS } from "./session-liveness.ts";
import { connected, dropTestKeys, testKeyPrefix, testRedisUrl } from "../../../../tests/setup/test-redis.ts";
import { createRedisCache } from "../../platform/cache/redis-cache.ts";
import type { Cache } from "../../platform/cache/cache.ts";

const redisUrl = await testRedisUrl();

describe.each(testDatabases())("session liveness across instances (decision 0010) on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  const newSession = async (userId: number) =>
    (await insertRefreshToken(database.db, { userId, tokenHash: `h-${Math.random()}`, expiresAt: new Date(Date.now() + 86_400_000) }))
      .sessionId;

  it("the instance that logs out refuses at once; another instance within the cache time", async () => {
    const user = await createCustomer(database.db);
    const sid = await newSession(user.id);
    let clock = Date.now();
    const now = () => new Date(clock);
    const here = createSessionLiveness(database.db, { now });
    const there = createSessionLiveness(database.db, { now });
    expect(await here.isAlive(sid, user.id)).toBe(true);
    expect(await there.isAlive(sid, user.id)).toBe(true);

    await here.end(sid, user.id);
    expect(await here.isAlive(sid, user.id)).toBe(false);
    clock += SESSION_CHECK_CACHE_MS;
    expect(await there.isAlive(sid, user.id)).toBe(false);
  });

  it("a session of another user id, an unknown session and an expired one are not alive", async () => {
    const a = await createCustomer(database.db);
    const b = await createCustomer(database.db);
    const sid = await newSession(a.id);
    const sessions = createSessionLiveness(database.db);
    expect(await sessions.isAlive(sid, b.id)).toBe(false);
    expect(await sessions.isAlive(randomUUID(), a.id)).toBe(false);
    const expired = (
      await insertRefreshToken(database.db, { userId: a.id, tokenHash: `h-${Math.random()}`, expiresAt: new Date(Date.now() - 1000) })
    ).sessionId;
    expect(await sessions.isAlive(expired, a.id)).toBe(false);
  });

  it("ending all sessions of a user ends them at once on this instance, other users untouched", async () => {
    const a = await createCustomer(database.db);
    const b = await createCustomer(database.db);
    const [a1, a2, b1] = [await newSession(a.id), await newSession(a.id), await newSession(b.id)];
    const sessions = createSessionLiveness(database.db);
    for (const [sid, user] of [
      [a1, a],
      [a2, a],
      [b1, b],
    ] as const)
      expect(await sessions.isAlive(sid, user.id)).toBe(true);
    await sessions.endAllOf(a.id);
    expect(await sessions.isAlive(a1, a.id)).toBe(false);
    expect(await sessions.isAlive(a2, a.id)).toBe(false);
    expect(await sessions.isAlive(b1, b.id)).toBe(true);
  });

  it.skipIf(!redisUrl)("with the shared cache on Redis another instance refuses an ended session at once", async () => {
    const prefix = testKeyPrefix("sessions");
    const caches: Cache[] = [
      createRedisCache({ url: redisUrl!, keyPrefix: prefix, log: () => {} }),
      createRedisCache({ url: redisUrl!, keyPrefix: prefix, log: () => {} }),
    ];
    try {
      await Promise.all(caches.map(connected));
      const [here, there] = caches.map((cache) => createSessionLiveness(database.db, { cache }));
      const user = await createCustomer(database.db);
      const [s1, s2, s3] = [await newSession(user.id), await newSession(user.id), await newSession(user.id)];
      for (const sid of [s1, s2, s3]) {
        expect(await here.isAlive(sid, user.id)).toBe(true);
        expect(await there.isAlive(sid, user.id)).toBe(true);
      }

      await here.end(s1, user.id);
      expect(await there.isAlive(s1, user.id)).toBe(false);
      expect(await there.isAlive(s2, user.id)).toBe(true);

      await there.endAllOf(user.id);
      expect(await here.isAlive(s2, user.id)).toBe(false);
      expect(await here.isAlive(s3, user.id)).toBe(false);
      expect(await there.isAlive(s3, user.id)).toBe(false);
    } finally {
      await Promise.all(caches.map((c) => c.close()));
      await dropTestKeys(redisUrl!);
    }
  });
});

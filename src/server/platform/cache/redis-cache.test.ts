import { afterAll, describe, expect, it } from "vitest";
import { connected, dropTestKeys, testKeyPrefix, testRedisUrl } from "../../../../tests/setup/test-redis.ts";
import type { Cache } from "./cache.ts";
import { createRedisCache, type CacheLog } from "./redis-cache.ts";

const redisUrl = await testRedisUrl();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quiet: CacheLog = () => {};

describe.skipIf(!redisUrl)("redis cache", () => {
  const open: Cache[] = [];
  const newCache = async (keyPrefix: string, log: CacheLog = quiet) => {
    const cache = createRedisCache({ url: redisUrl!, keyPrefix, log });
    open.push(cache);
    return connected(cache);
  };
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close()));
    await dropTestKeys(redisUrl!);
  });

  it("stores JSON values with their time to live", async () => {
    const cache = await newCache(testKeyPrefix("ttl"));
    await cache.set("prices:best:1", { price: 98.5, dealers: ["a", "b"], none: null }, 150);
    expect(await cache.get("prices:best:1")).toEqual({ price: 98.5, dealers: ["a", "b"], none: null });
    let loads = 0;
    expect(await cache.getOrLoad("prices:best:1", 150, async () => ++loads)).toEqual({ price: 98.5, dealers: ["a", "b"], none: null });
    await sleep(250);
    expect(await cache.get("prices:best:1")).toBeUndefined();
    expect(await cache.getOrLoad("prices:best:1", 10_000, async () => ++loads)).toBe(1);
    expect(await cache.getOrLoad("prices:best:1", 10_000, async () => ++loads)).toBe(1);
    await cache.delete("prices:best:1");
    expect(await cache.get("prices:best:1")).toBeUndefined();
  });

  it("shares one load between concurrent misses and does not keep a failed one", async () => {
    const cache = await newCache(testKeyPrefix("flight"));
    let loads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 20));
    expect(await Promise.all([1, 2, 3].map(() => cache.getOrLoad("k:1", 10_000, slow)))).toEqual([1, 1, 1]);
    await expect(cache.getOrLoad("bad:1", 10_000, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.getOrLoad("bad:1", 10_000, async () => "ok")).toBe("ok");
  });

  it("two instances on one Redis see each other's sets, deletes and invalidations", async () => {
    const prefix = testKeyPrefix("two");
    const a = await newCache(prefix);
    const b = await newCache(prefix);
    await a.set("prices:page:1:bayern", "page", 60_000);
    await a.set("prices:page:2:wien", "seite", 60_000);
    await a.set("news:list:1", "news", 60_000);
    await a.set("calculator:best:1", 97, 60_000);
    expect(await b.get("prices:page:1:bayern")).toBe("page");
    expect(await b.getOrLoad("calculator:best:1", 60_000, async () => 0)).toBe(97);

    await b.delete("calculator:best:1");
    expect(await a.get("calculator:best:1")).toBeUndefined();

    await b.invalidatePrefix("prices:");
    expect(await a.get("prices:page:1:bayern")).toBeUndefined();
    expect(await a.get("prices:page:2:wien")).toBeUndefined();
    expect(await a.get("news:list:1")).toBe("news");
    // New values after the invalidation are found again by both.
    await a.set("prices:page:1:bayern", "new page", 60_000);
    expect(await b.get("prices:page:1:bayern")).toBe("new page");

    // A prefix that ends inside a key segment works too.
    await a.set("news:list:1", "n1", 60_000);
    await a.set("news:list:12", "n12", 60_000);
    await a.set("news:item:1", "i1", 60_000);
    await b.invalidatePrefix("news:list:1");
    expect(await a.get("news:list:1")).toBeUndefined();
    expect(await a.get("news:list:12")).toBeUndefined();
    expect(await a.get("news:item:1")).toBe("i1");
  });

  it("a load that ran across an invalidation does not bring the old value back", async () => {
    const prefix = testKeyPrefix("race");
    const a = await newCache(prefix);
    const b = await newCache(prefix);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const stale = a.getOrLoad("prices:best:1", 60_000, async () => {
      await gate;
      return "old price";
    });
    await sleep(20);
    await b.invalidatePrefix("prices:");
    release();
    expect(await stale).toBe("old price");
    expect(await b.getOrLoad("prices:best:1", 60_000, async () => "new price")).toBe("new price");
    expect(await a.get("prices:best:1")).toBe("new price");
  });

  it("tells the listeners of every instance which prefix was invalidated", async () => {
    const prefix = testKeyPrefix("relay");
    const a = await newCache(prefix);
    const b = await newCache(prefix);
    const seen = { a: [] as string[], b: [] as string[] };
    a.onInvalidate((p) => seen.a.push(p));
    const stop = b.onInvalidate((p) => seen.b.push(p));
    // The subscription is made in the background: announce until the other instance hears it.
    for (let i = 0; i < 100 && seen.b.length === 0; i++) {
      await a.invalidatePrefix("calculator:");
      await sleep(20);
    }
    expect(seen.b[0]).toBe("calculator:");
    seen.a.length = 0;
    seen.b.length = 0;
    await b.invalidatePrefix("prices:");
    for (let i = 0; i < 100 && seen.a.length === 0; i++) await sleep(10);
    expect(seen.a).toEqual(["prices:"]);
    expect(seen.b).toEqual(["prices:"]);
    stop();
    await b.invalidatePrefix("news:");
    await sleep(50);
    expect(seen.b).toEqual(["prices:"]);
  });

  it("reports the values every instance can still reach, per area, with the oldest write time", async () => {
    const prefix = testKeyPrefix("contents");
    const a = await newCache(prefix);
    const b = await newCache(prefix);
    const before = Date.now();
    await a.set("prices:page:1", "p1", 60_000);
    await a.set("prices:page:2", "p2", 60_000);
    await a.set("news:list:1", "n", 60_000);
    await a.set("sitemap", "s", 60_000);
    const seen = Object.fromEntries((await b.contents()).filter((r) => r.area !== "probe").map((r) => [r.area, r.entries]));
    expect(seen).toEqual({ prices: 2, news: 1, sitemap: 1 });
    const prices = (await b.contents()).find((r) => r.area === "prices")!;
    expect(prices.oldestWrittenAt).toBeGreaterThanOrEqual(before - 5);
    expect(prices.oldestWrittenAt).toBeLessThanOrEqual(Date.now());
    // Invalidated values stay in Redis until they expire but are no longer counted.
    await b.invalidatePrefix("prices:");
    expect((await a.contents()).find((r) => r.area === "prices")).toBeUndefined();
    await b.invalidatePrefix("");
    expect((await a.contents()).filter((r) => r.area !== "probe")).toEqual([]);
  });

  it("key prefixes keep deployments on one Redis apart", async () => {
    const a = await newCache(testKeyPrefix("apart"));
    const b = await newCache(testKeyPrefix("apart"));
    await a.set("prices:best:1", "a", 60_000);
    await b.invalidatePrefix("prices:");
    expect(await b.get("prices:best:1")).toBeUndefined();
    expect(await a.get("prices:best:1")).toBe("a");
  });
});

describe("redis cache while Redis is down", () => {
  it("loads from the source, never fails, and logs the outage once", async () => {
    const lines: string[] = [];
    // Port 1: nothing listens, every connection attempt is refused.
    const cache = createRedisCache({
      url: "redis://127.0.0.1:1",
      keyPrefix: testKeyPrefix("down"),
      log: (level, msg) => lines.push(`${level} ${msg}`),
    });
    try {
      await sleep(300);
      let loads = 0;
      expect(await cache.getOrLoad("prices:best:1", 60_000, async () => ++loads)).toBe(1);
      expect(await cache.getOrLoad("prices:best:1", 60_000, async () => ++loads)).toBe(2);
      await cache.set("prices:best:1", 3, 60_000);
      expect(await cache.get("prices:best:1")).toBeUndefined();
      await cache.delete("prices:best:1");
      await cache.invalidatePrefix("prices:");
      await cache.invalidatePrefix("prices:page");
      expect(lines).toEqual(["error shared cache (Redis) unavailable: loading from the database until it is back"]);
    } finally {
      await cache.close();
    }
  });
});

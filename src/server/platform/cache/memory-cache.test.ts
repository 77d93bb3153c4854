import { describe, expect, it } from "vitest";
import { createMemoryCache } from "./memory-cache.ts";

describe("memory cache", () => {
  it("keeps a value for its time to live, then loads again", async () => {
    let t = 1_000;
    const cache = createMemoryCache({ now: () => t });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("prices:best:1", 120_000, load)).toBe(1);
    t += 119_999;
    expect(await cache.getOrLoad("prices:best:1", 120_000, load)).toBe(1);
    t += 2;
    expect(await cache.getOrLoad("prices:best:1", 120_000, load)).toBe(2);
  });

  it("shares one load between concurrent misses and does not keep a failed one", async () => {
    const cache = createMemoryCache();
    let loads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++loads), 5));
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad("k", 1000, slow)));
    expect(values).toEqual([1, 1, 1]);
    await expect(cache.getOrLoad("bad", 1000, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.getOrLoad("bad", 1000, async () => "ok")).toBe("ok");
  });

  it("drops a whole area by prefix", async () => {
    const cache = createMemoryCache();
    await cache.set("prices:page:1", "a", 10_000);
    await cache.set("prices:page:2", "b", 10_000);
    await cache.set("news:list:1", "c", 10_000);
    await cache.invalidatePrefix("prices:");
    expect(await cache.get("prices:page:1")).toBeUndefined();
    expect(await cache.get("prices:page:2")).toBeUndefined();
    expect(await cache.get("news:list:1")).toBe("c");
  });

  it("tells listeners which prefix was invalidated", async () => {
    const cache = createMemoryCache();
    const seen: string[] = [];
    const stop = cache.onInvalidate((prefix) => seen.push(prefix));
    await cache.invalidatePrefix("calculator:");
    stop();
    await cache.invalidatePrefix("prices:");
    expect(seen).toEqual(["calculator:"]);
  });

  it("reports its live entries per key area with the oldest write time (back office)", async () => {
    let t = 10_000;
    const cache = createMemoryCache({ now: () => t });
    await cache.set("prices:page:1", "a", 5_000);
    t += 1_000;
    await cache.getOrLoad("prices:page:2", 60_000, async () => "b");
    await cache.set("sitemap", "c", 60_000);
    t += 4_500;
    const byArea = Object.fromEntries((await cache.contents()).map((r) => [r.area, r]));
    // prices:page:1 has expired: the oldest live prices entry is the one written at 11 000.
    expect(byArea).toEqual({
      prices: { area: "prices", entries: 1, oldestWrittenAt: 11_000 },
      sitemap: { area: "sitemap", entries: 1, oldestWrittenAt: 11_000 },
    });
    await cache.invalidatePrefix("");
    expect(await cache.contents()).toEqual([]);
  });
});

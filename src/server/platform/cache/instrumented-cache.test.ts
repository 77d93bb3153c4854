import { describe, expect, it } from "vitest";
import { createMetrics } from "../metrics/metrics.ts";
import { cacheArea, instrumentCache } from "./instrumented-cache.ts";
import { createMemoryCache } from "./memory-cache.ts";

const count = async (metrics: ReturnType<typeof createMetrics>) => {
  const m = await metrics.registry.getSingleMetric("cache_requests_total")!.get();
  return Object.fromEntries(m.values.map((v) => [`${v.labels.area}:${v.labels.result}`, v.value]));
};

describe("instrumentCache (decision 0018)", () => {
  it("the area is the key's first segment", () => {
    expect(cacheArea("prices:page:1:bayern:30")).toBe("prices");
    expect(cacheArea("sitemap")).toBe("sitemap");
  });

  it("counts getOrLoad's loads as misses and the rest as hits, per area, and keeps the cache's behaviour", async () => {
    const metrics = createMetrics();
    const cache = instrumentCache(createMemoryCache(), metrics);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("prices:a", 60_000, load)).toBe(1);
    expect(await cache.getOrLoad("prices:a", 60_000, load)).toBe(1);
    // Two calls at once share one load: one miss, one hit.
    expect(await Promise.all([cache.getOrLoad("news:x", 60_000, load), cache.getOrLoad("news:x", 60_000, load)])).toEqual([2, 2]);
    await expect(cache.getOrLoad("news:boom", 60_000, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("session:1")).toBeUndefined();
    await cache.set("session:1", true, 60_000);
    expect(await cache.get("session:1")).toBe(true);
    await cache.invalidatePrefix("prices:");
    expect(await cache.getOrLoad("prices:a", 60_000, load)).toBe(3);
    expect(await count(metrics)).toEqual({
      "prices:miss": 2,
      "prices:hit": 1,
      "news:miss": 2,
      "news:hit": 1,
      "session:miss": 1,
      "session:hit": 1,
    });
  });

  it("keeps its own tally per area for the back office, and passes contents through", async () => {
    const cache = instrumentCache(createMemoryCache(), createMetrics());
    await cache.getOrLoad("news:a", 60_000, async () => 1);
    await cache.getOrLoad("news:a", 60_000, async () => 1);
    await cache.get("news:b");
    expect(cache.lookups()).toEqual({ news: { hits: 1, misses: 2 } });
    expect((await cache.contents()).map((r) => [r.area, r.entries])).toEqual([["news", 1]]);
  });
});

import type { Metrics } from "../metrics/metrics.ts";
import { cacheArea, type Cache, type CacheLookups } from "./cache.ts";

export { cacheArea };

/**
 * Counts hits and misses per key area (decision 0018), for Prometheus and for the back office's cache
 * page (its own tally: prom-client's counters are not meant to be read back). getOrLoad counts a miss
 * when this call ran the load; a call that joined another call's load, or found the value, counts a
 * hit. get counts a hit when a value was there. The decorated cache behaves exactly like the one it wraps.
 */
export function instrumentCache(cache: Cache, metrics: Pick<Metrics, "cacheLookup">): Cache {
  const tally = new Map<string, CacheLookups>();
  const count = (key: string, hit: boolean) => {
    const area = cacheArea(key);
    metrics.cacheLookup(area, hit);
    const row = tally.get(area) ?? { hits: 0, misses: 0 };
    if (hit) row.hits++;
    else row.misses++;
    tally.set(area, row);
  };
  return {
    async getOrLoad(key, ttlMs, load) {
      let loaded = false;
      try {
        return await cache.getOrLoad(key, ttlMs, () => {
          loaded = true;
          return load();
        });
      } finally {
        count(key, !loaded);
      }
    },
    async get(key) {
      const value = await cache.get(key);
      count(key, value !== undefined);
      return value as never;
    },
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    delete: (key) => cache.delete(key),
    invalidatePrefix: (prefix) => cache.invalidatePrefix(prefix),
    onInvalidate: (listener) => cache.onInvalidate(listener),
    contents: () => cache.contents(),
    lookups: () => Object.fromEntries([...tally].map(([area, row]) => [area, { ...row }])),
    close: () => cache.close(),
  };
}

import type { Metrics } from "../metrics/metrics.ts";
import type { Cache } from "./cache.ts";

/** The key's area: `prices:page:1:bayern:30` → `prices` (keys are namespaced, cache.ts). */
export const cacheArea = (key: string) => {
  const end = key.indexOf(":");
  return end === -1 ? key : key.slice(0, end);
};

/**
 * Counts hits and misses per key area (decision 0018). getOrLoad counts a miss when this call ran the
 * load; a call that joined another call's load, or found the value, counts a hit. get counts a hit when
 * a value was there. The decorated cache behaves exactly like the one it wraps.
 */
export function instrumentCache(cache: Cache, metrics: Pick<Metrics, "cacheLookup">): Cache {
  return {
    async getOrLoad(key, ttlMs, load) {
      let loaded = false;
      try {
        return await cache.getOrLoad(key, ttlMs, () => {
          loaded = true;
          return load();
        });
      } finally {
        metrics.cacheLookup(cacheArea(key), !loaded);
      }
    },
    async get(key) {
      const value = await cache.get(key);
      metrics.cacheLookup(cacheArea(key), value !== undefined);
      return value as never;
    },
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    delete: (key) => cache.delete(key),
    invalidatePrefix: (prefix) => cache.invalidatePrefix(prefix),
    onInvalidate: (listener) => cache.onInvalidate(listener),
    close: () => cache.close(),
  };
}

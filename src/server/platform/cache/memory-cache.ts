import { LRUCache } from "lru-cache";
import { tallyEntry, type Cache, type CacheAreaContents } from "./cache.ts";

/** The in-process cache: an LRU bounded by entry count, each entry with its own time to live. */
export function createMemoryCache(opts: { maxEntries?: number; now?: () => number } = {}): Cache {
  const now = opts.now ?? Date.now;
  // Expiry is checked against our own clock (lru-cache's ttl reads a coarse timer of its own).
  const lru = new LRUCache<string, { value: unknown; expiresAt: number; writtenAt: number }>({ max: opts.maxEntries ?? 50_000 });
  const fresh = (key: string) => {
    const entry = lru.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now()) return entry;
    lru.delete(key);
    return undefined;
  };
  // Loads under way: concurrent misses of one key share the same promise (no stampede on expiry).
  const loading = new Map<string, Promise<unknown>>();
  const listeners = new Set<(prefix: string) => void>();

  const cache: Cache = {
    async getOrLoad<V>(key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
      const hit = fresh(key);
      if (hit) return hit.value as V;
      const running = loading.get(key);
      if (running) return running as Promise<V>;
      const promise = load().then(
        (value) => {
          lru.set(key, { value, expiresAt: now() + ttlMs, writtenAt: now() });
          loading.delete(key);
          return value;
        },
        (err) => {
          loading.delete(key);
          throw err;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    async get<V>(key: string) {
      return fresh(key)?.value as V | undefined;
    },
    async set(key, value, ttlMs) {
      lru.set(key, { value, expiresAt: now() + ttlMs, writtenAt: now() });
    },
    async delete(key) {
      lru.delete(key);
      loading.delete(key);
    },
    async invalidatePrefix(prefix) {
      for (const key of lru.keys()) if (key.startsWith(prefix)) lru.delete(key);
      for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
      for (const listener of listeners) listener(prefix);
    },
    async contents() {
      const byArea = new Map<string, CacheAreaContents>();
      const t = now();
      // entries() neither refreshes recency nor drops anything: a look does not change the cache.
      for (const [key, entry] of lru.entries()) if (entry.expiresAt > t) tallyEntry(byArea, key, entry.writtenAt);
      return [...byArea.values()];
    },
    lookups: () => ({}),
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      lru.clear();
    },
  };
  return cache;
}

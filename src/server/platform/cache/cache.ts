/**
 * The one cache of the marketplace (decision 0016). Use cases cache through it, never through a
 * hand-made Map: in one process it is an LRU (memory-cache.ts); with REDIS_URL every instance shares it
 * (redis-cache.ts), so prices, rate limits and ended sessions agree across instances.
 *
 * Keys are namespaced `<area>:<what>:<parts>` (e.g. `prices:page:1:bayern:30`), so one price change can
 * drop a whole area's entries with invalidatePrefix. Values must survive JSON (no Dates, Maps or class
 * instances): the shared cache stores them as JSON.
 */
export interface Cache {
  /**
   * The value under key, or what load() gives, stored for ttlMs. Concurrent misses of one key in one
   * process share one load; a failed load is not stored.
   */
  getOrLoad<V>(key: string, ttlMs: number, load: () => Promise<V>): Promise<V>;
  get<V>(key: string): Promise<V | undefined>;
  set<V>(key: string, value: V, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Drops every entry whose key starts with prefix, on every instance that shares the cache. */
  invalidatePrefix(prefix: string): Promise<void>;
  /**
   * Calls listener with every invalidated prefix, whichever instance invalidated it (the shared cache
   * relays them through Redis pub/sub): in-process copies such as the market snapshot drop themselves
   * with it. "" means anything may have changed (the relay was interrupted). Returns the unsubscribe.
   */
  onInvalidate(listener: (prefix: string) => void): () => void;
  /**
   * What the cache holds now, per key area (first key segment): live entries and when the oldest was
   * written (epoch ms). With Redis it is what every instance shares. For the back office's overview.
   */
  contents(): Promise<CacheAreaContents[]>;
  /** Hits and misses per key area since this instance started; only the instrumented cache counts. */
  lookups(): Record<string, CacheLookups>;
  /** Releases connections (the app calls it on close). */
  close(): Promise<void>;
}

/** Whether an invalidation of `invalidated` reaches entries under `area` (either one contains the other). */
export const prefixesOverlap = (invalidated: string, area: string) => invalidated.startsWith(area) || area.startsWith(invalidated);

export interface CacheAreaContents {
  area: string;
  entries: number;
  /** Epoch ms; null when the write time is unknown (values written before it was recorded). */
  oldestWrittenAt: number | null;
}

export interface CacheLookups {
  hits: number;
  misses: number;
}

/** The key's area: `prices:page:1:bayern:30` → `prices` (keys are namespaced, see above). */
export const cacheArea = (key: string) => {
  const end = key.indexOf(":");
  return end === -1 ? key : key.slice(0, end);
};

/** Adds one entry to the per-area tally of contents(). */
export function tallyEntry(byArea: Map<string, CacheAreaContents>, key: string, writtenAt: number | null): void {
  const area = cacheArea(key);
  const row = byArea.get(area) ?? { area, entries: 0, oldestWrittenAt: null };
  row.entries++;
  if (writtenAt !== null && (row.oldestWrittenAt === null || writtenAt < row.oldestWrittenAt)) row.oldestWrittenAt = writtenAt;
  byArea.set(area, row);
}

import type { Cache } from "./cache.ts";
import { createMemoryCache } from "./memory-cache.ts";
import { createRedisCache, type CacheLog } from "./redis-cache.ts";

/** The app's one cache: shared through Redis when REDIS_URL is set, else in this process (decision 0022). */
export function createCache(opts: { redisUrl?: string; keyPrefix?: string; log: CacheLog }): Cache {
  if (!opts.redisUrl) return createMemoryCache();
  return createRedisCache({ url: opts.redisUrl, keyPrefix: opts.keyPrefix, log: opts.log });
}

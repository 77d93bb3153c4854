import type { Cache } from "../../platform/cache/cache.ts";

/**
 * New prices are shown at once on every instance that shares the cache (decisions 0016, 0022): each
 * instance's in-memory market drops itself on the `market:` announcement, and every cached best price
 * and price page goes. Called after a price-list import, in the server and in `npm run import:prices`.
 */
export async function announcePriceChange(cache: Cache): Promise<void> {
  await cache.invalidatePrefix("market:");
  await Promise.all([cache.invalidatePrefix("prices:"), cache.invalidatePrefix("calculator:")]);
}

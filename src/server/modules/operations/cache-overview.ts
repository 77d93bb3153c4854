import { cacheAreaFigures, cacheAreaLabel } from "../../../domain/operations/cache-figures.ts";
import type { CacheOverview } from "../../../domain/operations/operations.schemas.ts";
import type { OperationsDeps } from "./operations.deps.ts";

/** /support/cache: per key area the entries held (shared with Redis), this instance's hits and misses, the oldest entry's age. */
export async function cacheOverview(deps: Pick<OperationsDeps, "cache" | "now" | "sharedCache">): Promise<CacheOverview> {
  const rows = cacheAreaFigures(await deps.cache.contents(), deps.cache.lookups(), deps.now().getTime());
  return {
    Shared: deps.sharedCache,
    Areas: rows.map((r) => ({
      Area: r.area,
      Label: cacheAreaLabel(r.area),
      Entries: r.entries,
      Hits: r.hits,
      Misses: r.misses,
      HitRate: r.hitRate,
      OldestAgeSeconds: r.oldestAgeSeconds,
    })),
  };
}

import type { PricePoint } from "../../../domain/price-statistics.ts";
import type { Db } from "../../../db/client.ts";
import { ttlCache } from "../calculator/ttl-cache.ts";
import { countrySeries, stateSeries } from "./prices.repo.ts";

// The history changes once a day: an hour in memory keeps the price pages off the database.
const caches = new WeakMap<Db, ReturnType<typeof ttlCache<PricePoint[]>>>();

/** Daily series of a country (average of its states) or of one state, oldest first. */
export function priceSeries(db: Db, q: { countryId: number; stateId?: number; productGroupId: number }): Promise<PricePoint[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = ttlCache<PricePoint[]>(3_600_000, 500)));
  return cache(`${q.countryId}|${q.stateId ?? ""}|${q.productGroupId}`, async () =>
    q.stateId
      ? stateSeries(db, q.stateId, q.productGroupId, "1900-01-01")
      : countrySeries(db, q.countryId, q.productGroupId, "1900-01-01"),
  );
}

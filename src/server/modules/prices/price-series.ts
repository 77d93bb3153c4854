import type { PricePoint } from "../../../domain/prices/price-statistics.ts";
import { SERIES_CACHE_MS, type PricesDeps } from "./prices.deps.ts";
import { countrySeries, stateSeries } from "./prices.repo.ts";

// The history changes once a day: an hour in memory keeps the price pages off the database.
/** Daily series of a country (average of its states) or of one state, oldest first. */
export function priceSeries(deps: PricesDeps, q: { countryId: number; stateId?: number; productGroupId: number }): Promise<PricePoint[]> {
  return deps.cache.getOrLoad(`prices:series:${q.countryId}|${q.stateId ?? ""}|${q.productGroupId}`, SERIES_CACHE_MS, () =>
    q.stateId
      ? stateSeries(deps.db, q.stateId, q.productGroupId, "1900-01-01")
      : countrySeries(deps.db, q.countryId, q.productGroupId, "1900-01-01"),
  );
}

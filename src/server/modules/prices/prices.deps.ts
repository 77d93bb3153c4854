import type { Db } from "../../../db/client.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Market } from "../calculator/calculator.module.ts";
import type { CountryState } from "../location/location.module.ts";
import type { PlaceIndex } from "../location/location.module.ts";
import { cacheTtlMs } from "../../../domain/shared/spec-constants.ts";

/** What the price use cases need: their own queries, the shared cache and clock, and two other areas' data. */
export interface PricesDeps {
  db: Db;
  cache: Cache;
  clock: Clock;
  /** The calculator area's in-memory market (today's prices of every branch). */
  market: Market;
  /** The location area's reference data. */
  places: () => Promise<PlaceIndex>;
  states: (countryId: number) => Promise<CountryState[]>;
}

/** Spec §9: prices are cached 120 s. */
export const PRICE_CACHE_MS = cacheTtlMs("prices");
/** Not in the spec: the history of daily prices changes once a day, an hour keeps pages off the database. */
export const SERIES_CACHE_MS = 3_600_000;

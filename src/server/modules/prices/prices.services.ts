import type { ChartRange } from "../../../domain/prices/price-statistics.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { LocationServices } from "../location/location.services.ts";
import { crossLinks } from "./cross-links.ts";
import { localPagePaths, localPricePageData, type LocalPageQuery } from "./local-price-page.ts";
import { localPageLink } from "./local-redirect.ts";
import { priceFactors } from "./price-factors.ts";
import { priceFaq, pricePageData, priceRangeLocal } from "./price-page.ts";
import { PRICE_CACHE_MS, type PricesDeps } from "./prices.deps.ts";
import { cacheTtlMs } from "../../../domain/shared/spec-constants.ts";
import { countrySeries } from "./prices.repo.ts";

/** Spec §9: cross links 3600 s; the local-page redirect ("cached per zip code", §7) as long. */
const LINK_CACHE_MS = cacheTtlMs("crossLinks");

/** Price pages (country, state, place, postcode), their APIs and the price factors (decisions 0009, 0015). */
export function createPricesServices(
  { db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">,
  {
    calculator,
    location,
  }: { calculator: Pick<CalculatorServices, "market">; location: Pick<LocationServices, "placeIndex" | "listCountryStates"> },
) {
  const deps: PricesDeps = { db, cache, clock, market: calculator.market, places: location.placeIndex, states: location.listCountryStates };
  return {
    /** The country's daily average price per basis since a day (the customer's dashboard compares her purchases with it). */
    countryDailyAverages: async (countryId: number, productGroupId: number, fromDay: string): Promise<Record<string, number>> =>
      Object.fromEntries((await countrySeries(db, countryId, productGroupId, fromDay)).map((r) => [String(r.day), r.price])),
    pricePageData: (q: { countryId: number; stateName?: string; range: ChartRange }) => pricePageData(deps, q),
    localPricePageData: (q: LocalPageQuery) => localPricePageData(deps, q),
    priceFaq: (countryId: number, stateName?: string) => priceFaq(deps, countryId, stateName),
    priceRangeLocal: (countryId: number, q: { stateName?: string; zipCode?: string; city?: string }) =>
      cache.getOrLoad(`prices:range-local:${countryId}|${q.stateName ?? ""}|${q.zipCode ?? ""}|${q.city ?? ""}`, PRICE_CACHE_MS, () =>
        priceRangeLocal(deps, countryId, q.stateName, q.zipCode, q.city),
      ),
    priceFactors: (countryId: number) => priceFactors(countryId, clock.today(countryId)),
    crossLinks: (countryId: number, path: string) =>
      cache.getOrLoad(`prices:cross-links:${countryId}|${path}`, LINK_CACHE_MS, () => crossLinks(deps, countryId, path)),
    localPageLink: (countryId: number, zipCode?: string, city?: string) =>
      cache.getOrLoad(`prices:local-link:${countryId}|${zipCode ?? ""}|${city ?? ""}`, LINK_CACHE_MS, () =>
        localPageLink(deps, countryId, zipCode, city),
      ),
    /** Every local price page of a country (sitemap). */
    localPagePaths: (countryId: number) => localPagePaths(deps, countryId),
  };
}

export type PricesServices = ReturnType<typeof createPricesServices>;

import type { Locale } from "../../../domain/shared/countries.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { LocationServices } from "../location/location.services.ts";
import type { PricesServices } from "../prices/prices.services.ts";
import { sitemapXml, type SitemapDeps } from "./sitemap.ts";

/** A sitemap changes at most once a day (its lastmod); about 19,000 URLs for Germany are built once, not per request. */
const SITEMAP_CACHE_MS = 24 * 3_600_000;

export function createSeoServices(
  { cache, clock }: Pick<PlatformDeps, "cache" | "clock">,
  others: { location: Pick<LocationServices, "listCountryStates">; prices: Pick<PricesServices, "localPagePaths"> },
) {
  const deps: SitemapDeps = { states: others.location.listCountryStates, localPagePaths: others.prices.localPagePaths };
  return {
    sitemapXml: (locale: Locale, origin: string) => {
      const lastmod = clock.today(locale.countryId);
      return cache.getOrLoad(`seo:sitemap:${locale.code}|${origin}|${lastmod}`, SITEMAP_CACHE_MS, () =>
        sitemapXml(deps, locale, origin, lastmod),
      );
    },
  };
}

export type SeoServices = ReturnType<typeof createSeoServices>;

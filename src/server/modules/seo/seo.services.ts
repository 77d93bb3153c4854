import type { Locale } from "../../../domain/shared/countries.ts";
import { prefixesOverlap } from "../../platform/cache/cache.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { CmsServices } from "../cms/cms.services.ts";
import type { LocationServices } from "../location/location.services.ts";
import type { PricesServices } from "../prices/prices.services.ts";
import { sitemapXml, type SitemapDeps } from "./sitemap.ts";

/** A sitemap changes at most once a day (its lastmod); about 19,000 URLs for Germany are built once, not per request. */
const SITEMAP_CACHE_MS = 24 * 3_600_000;

export function createSeoServices(
  { cache, clock }: Pick<PlatformDeps, "cache" | "clock">,
  others: {
    location: Pick<LocationServices, "listCountryStates">;
    prices: Pick<PricesServices, "localPagePaths">;
    cms: Pick<CmsServices, "publicPageList">;
  },
) {
  const deps: SitemapDeps = {
    states: others.location.listCountryStates,
    localPagePaths: others.prices.localPagePaths,
    cmsPaths: async (countryId) => (await others.cms.publicPageList(countryId)).map((p) => p.Path),
  };
  // A page an editor publishes or takes down enters or leaves the sitemap at once, on every instance (decision 0065).
  const stopListening = cache.onInvalidate((prefix) => {
    if (prefix !== "" && prefixesOverlap(prefix, "cms:")) void cache.invalidatePrefix("seo:sitemap:").catch(() => {});
  });
  return {
    close: stopListening,
    sitemapXml: (locale: Locale, origin: string) => {
      const lastmod = clock.today(locale.countryId);
      return cache.getOrLoad(`seo:sitemap:${locale.code}|${origin}|${lastmod}`, SITEMAP_CACHE_MS, () =>
        sitemapXml(deps, locale, origin, lastmod),
      );
    },
  };
}

export type SeoServices = ReturnType<typeof createSeoServices>;

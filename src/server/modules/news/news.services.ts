import type { PlatformDeps } from "../../platform/deps.ts";
import { contentPage, listGuides } from "./content-pages.ts";
import { featuredNews, listNews, newsDetail } from "./news.ts";

/** Spec §9: news are cached 3600 s. */
const NEWS_CACHE_MS = 3_600_000;

/** News, guides and content pages. */
export function createNewsServices({ db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">) {
  return {
    /** Spec §7/§9: newest first, page 1 and size 3 by default; cached 3600 s. */
    listNews: (countryId: number, page = 1, size = 3) =>
      cache.getOrLoad(`news:list:${countryId}|${page}|${size}`, NEWS_CACHE_MS, () => listNews(db, countryId, page, size, clock.now())),
    featuredNews: (countryId: number) => featuredNews(db, countryId, clock.now()),
    newsDetail: (countryId: number, slug: string) => newsDetail(db, countryId, slug, clock.now()),
    listGuides: () => listGuides(db),
    contentPage: (slug: string) => contentPage(db, slug),
  };
}

export type NewsServices = ReturnType<typeof createNewsServices>;

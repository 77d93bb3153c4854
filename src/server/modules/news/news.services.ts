import type { PlatformDeps } from "../../platform/deps.ts";
import { featuredNews, listNews, newsDetail } from "./news.ts";
import { cacheTtlMs, NEWS_PAGING } from "../../../domain/shared/spec-constants.ts";

/** News articles. */
export function createNewsServices({ db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">) {
  return {
    /** Spec §7/§9: newest first, page 1 and size 3 by default; cached 3600 s. */
    listNews: (countryId: number, page: number = NEWS_PAGING.page, size: number = NEWS_PAGING.size) =>
      cache.getOrLoad(`news:list:${countryId}|${page}|${size}`, cacheTtlMs("news"), () => listNews(db, countryId, page, size, clock.now())),
    featuredNews: (countryId: number) => featuredNews(db, countryId, clock.now()),
    newsDetail: (countryId: number, slug: string) => newsDetail(db, countryId, slug, clock.now()),
  };
}

export type NewsServices = ReturnType<typeof createNewsServices>;

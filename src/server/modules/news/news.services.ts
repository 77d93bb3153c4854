import type { PlatformDeps } from "../../platform/deps.ts";
import { featuredNews, listNews, newsDetail } from "./news.ts";
import { articlesWithPicture, listNewsForEditors, type NewsActor, newsArticleForEditors, saveNewsArticle } from "./edit-news.ts";
import type { NewsArticleInput } from "../../../domain/news/news-edit.schemas.ts";
import { cacheTtlMs, NEWS_PAGING } from "../../../domain/shared/spec-constants.ts";

/** News articles: the sites' lists and articles, and the editors' side. */
export function createNewsServices({ db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">) {
  return {
    /** Spec §7/§9: newest first, page 1 and size 3 by default; cached 3600 s. */
    listNews: (countryId: number, page: number = NEWS_PAGING.page, size: number = NEWS_PAGING.size) =>
      cache.getOrLoad(`news:list:${countryId}|${page}|${size}`, cacheTtlMs("news"), () => listNews(db, countryId, page, size, clock.now())),
    featuredNews: (countryId: number) => featuredNews(db, countryId, clock.now()),
    newsDetail: (countryId: number, slug: string) => newsDetail(db, countryId, slug, clock.now()),
    /** The editors' side (decision 0065): every article, one to edit, a save with optimistic locking. */
    listNewsForEditors: () => listNewsForEditors({ db }),
    articlesWithPicture: (urls: readonly string[]) => articlesWithPicture({ db }, urls),
    newsArticleForEditors: (id: number) => newsArticleForEditors({ db }, id),
    saveNewsArticle: (actor: NewsActor, id: number | null, input: NewsArticleInput, version: number | null) =>
      saveNewsArticle({ db, cache, now: () => clock.now() }, { actor, id, input, version }),
  };
}

export type NewsServices = ReturnType<typeof createNewsServices>;

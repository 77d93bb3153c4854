import type { NewsServices } from "../news/news.services.ts";

/** What the CMS asks other areas (decision 0052): the news area, which articles show a library picture. */
export interface CmsNeeds {
  news: Pick<NewsServices, "articlesWithPicture">;
}

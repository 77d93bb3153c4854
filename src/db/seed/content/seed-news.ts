import { sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { newsArticles } from "../../schema/index.ts";
import { NEWS_ARTICLES } from "./news-articles.ts";

/** The news articles of a fresh database; what it wrote (the start-up log), null when there were some. */
export async function seedNews(db: Db, now = new Date()): Promise<{ news: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(newsArticles);
  if (n > 0) return null;
  await db.insert(newsArticles).values(
    NEWS_ARTICLES.map((a) => ({
      slug: a.slug,
      countryId: a.countryId,
      title: a.title,
      teaser: a.teaser,
      content: a.content,
      featured: a.featured ?? false,
      publishedAt: new Date(now.getTime() - a.daysAgo * 86400000),
    })),
  );
  return { news: NEWS_ARTICLES.length };
}

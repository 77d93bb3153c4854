import { sql } from "drizzle-orm";
import type { Db } from "../../client.ts";
import { contentPages, newsArticles } from "../../schema/index.ts";
import { CONTENT_PAGES } from "./pages.ts";
import { NEWS_ARTICLES } from "./news-articles.ts";

export async function seedNews(db: Db, now = new Date()): Promise<number | null> {
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
  return NEWS_ARTICLES.length;
}

export async function seedContentPages(db: Db): Promise<number | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(contentPages);
  if (n > 0) return null;
  await db.insert(contentPages).values(CONTENT_PAGES.map((p) => ({ ...p })));
  return CONTENT_PAGES.length;
}

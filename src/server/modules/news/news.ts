import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { newsArticles } from "../../../db/schema/index.ts";
import { AppError } from "../../../domain/shared/errors.ts";

const visible = (countryId: number, now: Date) =>
  and(or(isNull(newsArticles.countryId), eq(newsArticles.countryId, countryId)), lte(newsArticles.publishedAt, now));

const teaserColumns = {
  Id: newsArticles.id,
  Slug: newsArticles.slug,
  Title: newsArticles.title,
  Teaser: newsArticles.teaser,
  FilePath: newsArticles.filePath,
  PublishedAt: newsArticles.publishedAt,
};

const toWire = <T extends { PublishedAt: Date }>(a: T) => ({ ...a, PublishedAt: a.PublishedAt.toISOString() });

/** Spec §7/§9: newest first, page 1 and size 3 by default. */
export async function listNews(db: Db, countryId: number, page: number, size: number, now: Date) {
  if (page < 1 || size < 1 || size > 50) throw new AppError("INVALID_PAGING");
  const [rows, [{ total }]] = [
    await db
      .select(teaserColumns)
      .from(newsArticles)
      .where(visible(countryId, now))
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(size)
      .offset((page - 1) * size),
    await db.select({ total: sql<number>`count(*)::int` }).from(newsArticles).where(visible(countryId, now)),
  ];
  return { Items: rows.map(toWire), Total: total, Page: page, Size: size };
}

export async function featuredNews(db: Db, countryId: number, now: Date) {
  const [row] = await db
    .select(teaserColumns)
    .from(newsArticles)
    .where(and(visible(countryId, now), eq(newsArticles.featured, true)))
    .orderBy(desc(newsArticles.publishedAt))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: "Es gibt keinen hervorgehobenen Artikel." });
  return toWire(row);
}

export async function newsDetail(db: Db, countryId: number, slug: string, now: Date) {
  const [row] = await db
    .select({ ...teaserColumns, Content: newsArticles.content })
    .from(newsArticles)
    .where(and(visible(countryId, now), eq(newsArticles.slug, slug)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { message: "Diesen Artikel gibt es nicht." });
  return toWire(row);
}

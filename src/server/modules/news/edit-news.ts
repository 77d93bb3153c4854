import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { newsArticles, users } from "../../../db/schema/index.ts";
import type { NewsArticleEdit, NewsArticleInput } from "../../../domain/news/news-edit.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import { recordAudit } from "../../platform/audit.ts";
import { isUniqueViolation } from "../../platform/unique-violation.ts";

/** What the editors' news use cases need (decision 0065). */
export interface NewsEditDeps {
  db: Db;
  cache: Cache;
  now: () => Date;
}
export interface NewsActor {
  id: number;
  requestId?: string | null;
}

const editorName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;
type Row = typeof newsArticles.$inferSelect & { updatedBy: string | null };

const view = (r: Row): NewsArticleEdit => ({
  Id: r.id,
  Slug: r.slug,
  CountryId: r.countryId,
  Title: r.title,
  Teaser: r.teaser,
  Content: r.content,
  FilePath: r.filePath,
  Featured: r.featured,
  PublishedAt: r.publishedAt.toISOString(),
  Version: r.version,
  UpdatedAt: r.updatedAt.toISOString(),
  UpdatedBy: r.updatedBy,
});

async function rows(db: Db, id?: number): Promise<Row[]> {
  const found = await db
    .select({ a: newsArticles, updatedBy: editorName })
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.updatedByUserId))
    .where(id === undefined ? undefined : eq(newsArticles.id, id))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id));
  return found.map((f) => ({ ...f.a, updatedBy: f.updatedBy }));
}

/** The articles whose picture is one of these addresses (the media library's "where used"). */
export async function articlesWithPicture(deps: Pick<NewsEditDeps, "db">, urls: readonly string[]) {
  if (urls.length === 0) return [];
  const found = await deps.db
    .select({ Id: newsArticles.id, Title: newsArticles.title, Slug: newsArticles.slug, FilePath: newsArticles.filePath })
    .from(newsArticles)
    .where(inArray(newsArticles.filePath, [...urls]));
  return found.map((f) => ({ ...f, FilePath: f.FilePath! }));
}

/** GET /api/support/cms/news: every article, the ones still to appear first among the newest. */
export async function listNewsForEditors(deps: Pick<NewsEditDeps, "db">) {
  return (await rows(deps.db)).map(view).map(({ Content: _c, ...teaser }) => teaser);
}

/** GET /api/support/cms/news/{id}. */
export async function newsArticleForEditors(deps: Pick<NewsEditDeps, "db">, id: number): Promise<NewsArticleEdit> {
  const [row] = await rows(deps.db, id);
  if (!row) throw new AppError("NEWS_ARTICLE_NOT_FOUND");
  return view(row);
}

const values = (input: NewsArticleInput) => ({
  slug: input.Slug,
  countryId: input.CountryId,
  title: input.Title,
  teaser: input.Teaser,
  content: input.Content,
  filePath: input.FilePath,
  featured: input.Featured,
  publishedAt: new Date(input.PublishedAt),
});

async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("NEWS_SLUG_TAKEN", { field: "Slug" });
    throw err;
  }
}

/**
 * POST /api/support/cms/news (version null) or PUT /api/support/cms/news/{id} on top of `version` (a save in
 * between: 409). The news pages and calls are cached under "news:" and dropped on every instance with it.
 * Audit "news.create" / "news.update".
 */
export async function saveNewsArticle(
  deps: NewsEditDeps,
  { actor, id, input, version }: { actor: NewsActor; id: number | null; input: NewsArticleInput; version: number | null },
): Promise<NewsArticleEdit> {
  const savedId = await slugSafe(() =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      if (id === null) {
        const [row] = await tx
          .insert(newsArticles)
          .values({ ...values(input), version: 1, updatedAt: now, updatedByUserId: actor.id })
          .returning();
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: "news.create",
          targetKind: "news_article",
          targetId: row.id,
          after: { Slug: row.slug, Title: row.title },
          requestId: actor.requestId,
        });
        return row.id;
      }
      const [current] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for("update");
      if (!current) throw new AppError("NEWS_ARTICLE_NOT_FOUND");
      if (current.version !== version) throw new AppError("CMS_VERSION_CONFLICT");
      await tx
        .update(newsArticles)
        .set({ ...values(input), version: current.version + 1, updatedAt: now, updatedByUserId: actor.id })
        .where(eq(newsArticles.id, id));
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "news.update",
        targetKind: "news_article",
        targetId: id,
        before: { Version: current.version, Slug: current.slug, Title: current.title, Featured: current.featured },
        after: { Version: current.version + 1, Slug: input.Slug, Title: input.Title, Featured: input.Featured },
        requestId: actor.requestId,
      });
      return id;
    }),
  );
  await deps.cache.invalidatePrefix("news:");
  return newsArticleForEditors(deps, savedId);
}

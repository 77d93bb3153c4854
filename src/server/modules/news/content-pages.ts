import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { contentPages } from "../../../db/schema/index.ts";
import { AppError } from "../../../domain/shared/errors.ts";

export async function listGuides(db: Db) {
  return db
    .select({ Slug: contentPages.slug, Title: contentPages.title, Description: contentPages.description, Content: contentPages.content })
    .from(contentPages)
    .where(eq(contentPages.kind, "guide"))
    .orderBy(asc(contentPages.sort));
}

export async function contentPage(db: Db, slug: string) {
  const [page] = await db
    .select({
      Slug: contentPages.slug,
      Title: contentPages.title,
      Description: contentPages.description,
      Content: contentPages.content,
      UpdatedAt: contentPages.updatedAt,
    })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  if (!page) throw new AppError("PAGE_NOT_FOUND");
  return { ...page, UpdatedAt: page.UpdatedAt.toISOString() };
}

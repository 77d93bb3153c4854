import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cmsMedia, cmsPages, users } from "../../../db/schema/index.ts";
import { bodyReferences, type BodyNode } from "../../../domain/cms/body-doc.ts";
import type { MediaPageRef } from "../../../domain/cms/media.schemas.ts";
import { mediaUrl } from "../../../domain/files/file-uses.ts";

export type CmsMediaRow = typeof cmsMedia.$inferSelect;

const uploaderName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** The library, newest first, with who uploaded each file. */
export async function mediaRows(db: Db): Promise<(CmsMediaRow & { uploadedBy: string | null })[]> {
  const rows = await db
    .select({ media: cmsMedia, uploadedBy: uploaderName })
    .from(cmsMedia)
    .leftJoin(users, eq(users.id, cmsMedia.uploadedByUserId))
    .orderBy(desc(cmsMedia.createdAt), desc(cmsMedia.id));
  return rows.map((r) => ({ ...r.media, uploadedBy: r.uploadedBy }));
}

export async function mediaRow(db: Db, id: number): Promise<CmsMediaRow | null> {
  const [row] = await db.select().from(cmsMedia).where(eq(cmsMedia.id, id));
  return row ?? null;
}

/** Every stored key of a library entry: an image's variants (a page may link any of them), a document's file. */
export const keysOf = (row: Pick<CmsMediaRow, "key" | "variants">): string[] => [...new Set([row.key, ...row.variants.map((v) => v.key)])];

/**
 * Which CMS pages use which media address: every image source and link target of every page's current body
 * (bodyReferences). Old versions do not count: they are history, not what the sites show.
 */
export async function pagesByMediaUrl(db: Db): Promise<Map<string, MediaPageRef[]>> {
  const pages = await db.select({ id: cmsPages.id, title: cmsPages.title, path: cmsPages.path, body: cmsPages.body }).from(cmsPages);
  const byUrl = new Map<string, MediaPageRef[]>();
  for (const page of pages) {
    const { images, links } = bodyReferences(page.body as BodyNode);
    for (const url of new Set([...images, ...links])) {
      if (!url.startsWith(mediaUrl(""))) continue;
      const list = byUrl.get(url) ?? [];
      list.push({ Id: page.id, Title: page.title, Path: page.path, EditPath: `/support/cms/${page.id}/edit` });
      byUrl.set(url, list);
    }
  }
  return byUrl;
}

/** A news article whose picture is a library file counts as a use of it (`FilePath` is the file's address). */
export function addNewsUse(byUrl: Map<string, MediaPageRef[]>, a: { Id: number; Title: string; Slug: string; FilePath: string }) {
  const list = byUrl.get(a.FilePath) ?? [];
  list.push({ Id: a.Id, Title: a.Title, Path: `/news/artikel/${a.Slug}`, EditPath: `/support/cms/news/${a.Id}` });
  byUrl.set(a.FilePath, list);
}

/** The pages using any of these keys, each once, by title. */
export function pagesUsing(byUrl: Map<string, MediaPageRef[]>, keys: readonly string[]): MediaPageRef[] {
  const found = new Map<string, MediaPageRef>();
  for (const key of keys) for (const page of byUrl.get(mediaUrl(key)) ?? []) found.set(page.EditPath, page);
  return [...found.values()].sort((a, b) => a.Title.localeCompare(b.Title, "de"));
}

/** Keys another library entry still holds (the same picture uploaded twice is one stored object). */
export async function keysHeldElsewhere(db: Db, exceptId: number, keys: readonly string[]): Promise<Set<string>> {
  const others = await db.select({ id: cmsMedia.id, key: cmsMedia.key, variants: cmsMedia.variants }).from(cmsMedia);
  const held = new Set(others.filter((o) => o.id !== exceptId).flatMap(keysOf));
  return new Set(keys.filter((k) => held.has(k)));
}

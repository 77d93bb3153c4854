import { and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cmsPages, cmsPageVersions, users } from "../../../db/schema/index.ts";
import type { BodyNode } from "../../../domain/cms/body-doc.ts";
import type { CmsPageInput, CmsPageListItem } from "../../../domain/cms/cms.schemas.ts";
import type { CmsStatus } from "../../../domain/cms/page-status.ts";

export type CmsPageRow = typeof cmsPages.$inferSelect;

const editorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export async function pageRow(db: Db, id: number): Promise<(CmsPageRow & { updatedBy: string | null }) | null> {
  const [row] = await db
    .select({ page: cmsPages, updatedBy: sql<string | null>`coalesce(${editorName}, ${users.email})` })
    .from(cmsPages)
    .leftJoin(users, eq(users.id, cmsPages.updatedByUserId))
    .where(eq(cmsPages.id, id));
  return row ? { ...row.page, updatedBy: row.updatedBy } : null;
}

export async function lockPage(tx: Db, id: number): Promise<CmsPageRow | null> {
  const [row] = await tx.select().from(cmsPages).where(eq(cmsPages.id, id)).for("update");
  return row ?? null;
}

export async function listPageRows(db: Db, filter: { search?: string; status?: CmsStatus }): Promise<CmsPageListItem[]> {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ page: cmsPages, updatedBy: sql<string | null>`coalesce(${editorName}, ${users.email})` })
    .from(cmsPages)
    .leftJoin(users, eq(users.id, cmsPages.updatedByUserId))
    .where(
      and(
        filter.status ? eq(cmsPages.status, filter.status) : undefined,
        like ? or(ilike(cmsPages.title, like), ilike(cmsPages.path, like)) : undefined,
      ),
    )
    .orderBy(asc(cmsPages.path), sql`coalesce(${cmsPages.countryId}, 0)`);
  return rows.map(({ page, updatedBy }) => ({
    Id: page.id,
    Path: page.path,
    CountryId: page.countryId,
    Title: page.title,
    Status: page.status as CmsStatus,
    PublishAt: page.publishAt?.toISOString() ?? null,
    UnpublishAt: page.unpublishAt?.toISOString() ?? null,
    Version: page.version,
    UpdatedAt: page.updatedAt.toISOString(),
    UpdatedBy: updatedBy,
  }));
}

/** Whether another page holds this path for the same sites. */
export async function pathTaken(db: Db, path: string, countryId: number | null, exceptId: number | null): Promise<boolean> {
  const rows = await db
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(and(eq(cmsPages.path, path), countryId === null ? isNull(cmsPages.countryId) : eq(cmsPages.countryId, countryId)));
  return rows.some((r) => r.id !== exceptId);
}

export const rowValues = (input: CmsPageInput, body: BodyNode) => ({
  path: input.Path,
  countryId: input.CountryId,
  title: input.Title,
  seoTitle: input.SeoTitle,
  seoDescription: input.SeoDescription,
  body,
  status: input.Status,
  publishAt: input.PublishAt ? new Date(input.PublishAt) : null,
  unpublishAt: input.UnpublishAt ? new Date(input.UnpublishAt) : null,
  redirectTo: input.RedirectTo,
});

/** A row's fields as the wire's input (a version's snapshot has exactly this shape). */
export const inputOfRow = (row: CmsPageRow): CmsPageInput => ({
  Path: row.path,
  CountryId: row.countryId as CmsPageInput["CountryId"],
  Title: row.title,
  SeoTitle: row.seoTitle,
  SeoDescription: row.seoDescription,
  Body: row.body as CmsPageInput["Body"],
  Status: row.status as CmsStatus,
  PublishAt: row.publishAt?.toISOString() ?? null,
  UnpublishAt: row.unpublishAt?.toISOString() ?? null,
  RedirectTo: row.redirectTo,
});

export async function insertVersion(tx: Db, pageId: number, version: number, snapshot: CmsPageInput, authorUserId: number | null) {
  await tx.insert(cmsPageVersions).values({ pageId, version, snapshot, authorUserId });
}

export async function versionRows(db: Db, pageId: number) {
  return db
    .select({
      version: cmsPageVersions.version,
      snapshot: cmsPageVersions.snapshot,
      createdAt: cmsPageVersions.createdAt,
      author: sql<string | null>`coalesce(${editorName}, ${users.email})`,
    })
    .from(cmsPageVersions)
    .leftJoin(users, eq(users.id, cmsPageVersions.authorUserId))
    .where(eq(cmsPageVersions.pageId, pageId))
    .orderBy(desc(cmsPageVersions.version));
}

export async function versionRow(db: Db, pageId: number, version: number) {
  const [row] = await db
    .select({ snapshot: cmsPageVersions.snapshot, createdAt: cmsPageVersions.createdAt })
    .from(cmsPageVersions)
    .where(and(eq(cmsPageVersions.pageId, pageId), eq(cmsPageVersions.version, version)));
  return row ? { snapshot: row.snapshot as CmsPageInput, createdAt: row.createdAt } : null;
}

/** The pages at a path for a site: its own first, then the one for all sites. */
export async function pagesAtPath(db: Db, path: string, countryId: number): Promise<CmsPageRow[]> {
  return db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.path, path), or(eq(cmsPages.countryId, countryId), isNull(cmsPages.countryId))))
    .orderBy(sql`${cmsPages.countryId} nulls last`);
}

/** Pages of a site that could be public (the sitemap and the info center filter them by time). */
export async function livePageRows(db: Db, countryId: number): Promise<CmsPageRow[]> {
  return db
    .select()
    .from(cmsPages)
    .where(
      and(
        or(eq(cmsPages.status, "published"), eq(cmsPages.status, "scheduled")),
        or(eq(cmsPages.countryId, countryId), isNull(cmsPages.countryId)),
      ),
    )
    .orderBy(asc(cmsPages.path));
}

/** Every path that holds a page, any site, any state (the public lookup's first filter). */
export async function allPagePaths(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ path: cmsPages.path }).from(cmsPages);
  return rows.map((r) => r.path);
}

import type { CmsPage } from "../../../domain/cms/cms.schemas.ts";
import type { CmsStatus } from "../../../domain/cms/page-status.ts";
import type { CmsPageRow } from "./cms.repo.ts";

/** A stored page as the API and the editor see it. */
export const pageView = (row: CmsPageRow & { updatedBy?: string | null }, notice: string | null = null): CmsPage => ({
  Id: row.id,
  Path: row.path,
  CountryId: row.countryId,
  Title: row.title,
  SeoTitle: row.seoTitle,
  SeoDescription: row.seoDescription,
  Body: row.body as CmsPage["Body"],
  Status: row.status as CmsStatus,
  PublishAt: row.publishAt?.toISOString() ?? null,
  UnpublishAt: row.unpublishAt?.toISOString() ?? null,
  RedirectTo: row.redirectTo,
  Version: row.version,
  UpdatedAt: row.updatedAt.toISOString(),
  UpdatedBy: row.updatedBy ?? null,
  Notice: notice,
});

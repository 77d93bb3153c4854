import type { CmsPage } from "../../../domain/cms/cms.schemas.ts";
import { type CmsPageRow, inputOfRow } from "./cms.repo.ts";

/** A stored page as the API and the editor see it: its fields (as a version holds them) and who saved when. */
export const pageView = (row: CmsPageRow & { updatedBy?: string | null }, notice: string | null = null): CmsPage => ({
  Id: row.id,
  ...inputOfRow(row),
  Body: row.body as CmsPage["Body"],
  Version: row.version,
  UpdatedAt: row.updatedAt.toISOString(),
  UpdatedBy: row.updatedBy ?? null,
  Notice: notice,
});

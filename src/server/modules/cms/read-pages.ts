import type { CmsPage, CmsPageInput, CmsPageListItem, CmsPageVersion } from "../../../domain/cms/cms.schemas.ts";
import type { CmsStatus } from "../../../domain/cms/page-status.ts";
import { versionDiff, type VersionDiff } from "../../../domain/cms/version-diff.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CmsDeps } from "./cms.deps.ts";
import { inputOfRow, listPageRows, pageRow, versionRow, versionRows } from "./cms.repo.ts";
import { pageView } from "./page-view.ts";
import { libraryImages } from "./body-pictures.ts";
import { type ShownPage, shownPage } from "./public-pages.ts";

/** GET /api/support/cms/pages: every page, by path, then all sites before one site's override. */
export const listPages = (deps: Pick<CmsDeps, "db">, filter: { search?: string; status?: CmsStatus }): Promise<CmsPageListItem[]> =>
  listPageRows(deps.db, filter);

/** GET /api/support/cms/pages/{id}. */
export async function getPage(deps: Pick<CmsDeps, "db">, id: number): Promise<CmsPage> {
  const row = await pageRow(deps.db, id);
  if (!row) throw new AppError("CMS_PAGE_NOT_FOUND");
  return pageView(row);
}

/** GET /api/support/cms/pages/{id}/versions: newest first, who and when. */
export async function pageVersions(deps: Pick<CmsDeps, "db">, id: number): Promise<CmsPageVersion[]> {
  await getPage(deps, id);
  const rows = await versionRows(deps.db, id);
  return rows.map((r) => {
    const s = r.snapshot as CmsPageInput;
    return { Version: r.version, Title: s.Title, Path: s.Path, Status: s.Status, CreatedAt: r.createdAt.toISOString(), Author: r.author };
  });
}

/** One version's fields (the compare view and "restore"). */
export async function pageVersion(deps: Pick<CmsDeps, "db">, id: number, version: number): Promise<CmsPageInput> {
  const row = await versionRow(deps.db, id, version);
  if (!row) throw new AppError("CMS_VERSION_NOT_FOUND");
  return row.snapshot;
}

/** What changed from one version to another. */
export async function compareVersions(deps: Pick<CmsDeps, "db">, id: number, from: number, to: number): Promise<VersionDiff> {
  return versionDiff(await pageVersion(deps, id, from), await pageVersion(deps, id, to));
}

/** The page as saved now, rendered as a visitor would see it once public (the editor's preview). */
export async function previewPage(deps: Pick<CmsDeps, "db">, id: number): Promise<ShownPage & { Version: number; Input: CmsPageInput }> {
  const row = await pageRow(deps.db, id);
  if (!row) throw new AppError("CMS_PAGE_NOT_FOUND");
  return { ...shownPage(row, await libraryImages(deps.db, [row.body])), Version: row.version, Input: inputOfRow(row) };
}

import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cmsPages } from "../../../db/schema/index.ts";
import { REQUIRED_CMS_PATHS } from "../../../domain/cms/page-path.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CmsPageRow } from "./cms.repo.ts";

/**
 * The pages the law requires (AGB, Impressum, Datenschutz; decision 0065 "Legal pages") keep their place:
 * a page there may go (deleted, moved, given to other sites) only when a page for all sites stays at the
 * path — a country's own AGB, say. Checked inside the transaction that changes it, on the locked row.
 */
export async function assertRequiredPageStays(
  tx: Db,
  row: Pick<CmsPageRow, "id" | "path" | "countryId">,
  next: { path: string; countryId: number | null } | null,
): Promise<void> {
  if (!REQUIRED_CMS_PATHS.includes(row.path)) return;
  if (next && next.path === row.path && next.countryId === row.countryId) return;
  if (row.countryId !== null) {
    const [forAll] = await tx
      .select({ id: cmsPages.id })
      .from(cmsPages)
      .where(and(eq(cmsPages.path, row.path), isNull(cmsPages.countryId), ne(cmsPages.id, row.id)));
    if (forAll) return;
  }
  throw new AppError("CMS_PAGE_REQUIRED");
}

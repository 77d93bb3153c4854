import { eq } from "drizzle-orm";
import { cmsPages } from "../../../db/schema/index.ts";
import type { CmsPage } from "../../../domain/cms/cms.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import { CMS_CACHE_PREFIX, type CmsActor, type CmsDeps } from "./cms.deps.ts";
import { inputOfRow, lockPage, pageRow, versionRow } from "./cms.repo.ts";
import { assertRequiredPageStays } from "./required-pages.ts";
import { updatePage } from "./save-page.ts";

async function current(deps: CmsDeps, id: number) {
  const row = await pageRow(deps.db, id);
  if (!row) throw new AppError("CMS_PAGE_NOT_FOUND");
  return row;
}

/**
 * POST /api/support/cms/pages/{id}/publish: public from now on (a start in the future is kept: the page
 * stays scheduled until then). A save like any other: a new version. Audit "cms.page.publish".
 */
export async function publishPage(
  deps: CmsDeps,
  { actor, id, version }: { actor: CmsActor; id: number; version: number },
): Promise<CmsPage> {
  const row = await current(deps, id);
  const now = deps.now();
  const future = row.publishAt !== null && row.publishAt > now;
  const input = {
    ...inputOfRow(row),
    Status: future ? ("scheduled" as const) : ("published" as const),
    PublishAt: future ? row.publishAt!.toISOString() : now.toISOString(),
    UnpublishAt: row.unpublishAt && row.unpublishAt > now ? row.unpublishAt.toISOString() : null,
  };
  return updatePage(deps, { actor, id, input, version, action: "cms.page.publish" });
}

/** Restores an earlier version's fields as a new version on top of `version`. Audit "cms.page.restore". */
export async function restoreVersion(
  deps: CmsDeps,
  { actor, id, restore, version }: { actor: CmsActor; id: number; restore: number; version: number },
): Promise<CmsPage> {
  await current(deps, id);
  const old = await versionRow(deps.db, id, restore);
  if (!old) throw new AppError("CMS_VERSION_NOT_FOUND");
  return updatePage(deps, { actor, id, input: old.snapshot, version, action: "cms.page.restore" });
}

/** DELETE /api/support/cms/pages/{id}: the page and its versions; the audit row keeps what it was. */
export async function deletePage(deps: CmsDeps, { actor, id }: { actor: CmsActor; id: number }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const locked = await lockPage(tx, id);
    if (!locked) throw new AppError("CMS_PAGE_NOT_FOUND");
    await assertRequiredPageStays(tx, locked, null);
    const [row] = await tx.delete(cmsPages).where(eq(cmsPages.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "cms.page.delete",
      targetKind: "cms_page",
      targetId: id,
      before: { Path: row.path, Title: row.title, Status: row.status, Version: row.version },
      requestId: actor.requestId,
    });
  });
  await deps.cache.invalidatePrefix(CMS_CACHE_PREFIX);
}

import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cmsPages } from "../../../db/schema/index.ts";
import { type BodyRemovals, cleanBody, removalNotice } from "../../../domain/cms/body-clean.ts";
import type { BodyNode } from "../../../domain/cms/body-doc.ts";
import { bodyWithinLimit, type CmsPage, type CmsPageInput } from "../../../domain/cms/cms.schemas.ts";
import { scheduleProblem } from "../../../domain/cms/page-status.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import { isUniqueViolation } from "../../platform/unique-violation.ts";
import { CMS_CACHE_PREFIX, type CmsActor, type CmsDeps } from "./cms.deps.ts";
import { insertVersion, inputOfRow, lockPage, pageRow, pathTaken, rowValues } from "./cms.repo.ts";
import { assertRequiredPageStays } from "./required-pages.ts";
import { pageView } from "./page-view.ts";
import { fitsSchema } from "./render-body.ts";
import { keepLibraryImages } from "./body-pictures.ts";

/** The body as it may be stored, and what was taken out of it; a body the schema cannot hold is refused. */
function storableBody(input: CmsPageInput): { body: BodyNode; removed: BodyRemovals } {
  const { doc, removed } = cleanBody(input.Body);
  if (!bodyWithinLimit(doc) || !fitsSchema(doc)) throw new AppError("CMS_BODY_INVALID", { field: "Body" });
  return { body: doc, removed };
}

/** Inside the save's transaction: the body without images the library no longer holds (body-pictures.ts). */
async function withLibraryImages(tx: Db, cleaned: { body: BodyNode; removed: BodyRemovals }) {
  const { doc, missing } = await keepLibraryImages(tx, cleaned.body);
  return { body: doc, notice: removalNotice({ ...cleaned.removed, missing }) };
}

function checkSchedule(input: CmsPageInput) {
  const problem = scheduleProblem({
    status: input.Status,
    publishAt: input.PublishAt ? new Date(input.PublishAt) : null,
    unpublishAt: input.UnpublishAt ? new Date(input.UnpublishAt) : null,
  });
  if (problem) throw new AppError("CMS_SCHEDULE_INVALID", { field: problem === "publishAt" ? "PublishAt" : "UnpublishAt" });
}

async function assertPathFree(tx: Db, input: CmsPageInput, exceptId: number | null) {
  if (await pathTaken(tx, input.Path, input.CountryId, exceptId)) throw new AppError("CMS_PATH_TAKEN", { field: "Path" });
}

/** A racing save of the same path ends on the unique index: the same German answer as the check above. */
async function pathSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CMS_PATH_TAKEN", { field: "Path" });
    throw err;
  }
}

/** POST /api/support/cms/pages: a new page, version 1. Audit "cms.page.create". */
export async function createPage(deps: CmsDeps, { actor, input }: { actor: CmsActor; input: CmsPageInput }): Promise<CmsPage> {
  checkSchedule(input);
  const cleaned = storableBody(input);
  let notice: string | null = null;
  const id = await pathSafe(() =>
    deps.db.transaction(async (tx) => {
      await assertPathFree(tx, input, null);
      const stored = await withLibraryImages(tx, cleaned);
      const body = stored.body;
      notice = stored.notice;
      const now = deps.now();
      const [row] = await tx
        .insert(cmsPages)
        .values({ ...rowValues(input, body), version: 1, createdAt: now, updatedAt: now, updatedByUserId: actor.id })
        .returning();
      await insertVersion(tx, row.id, 1, inputOfRow(row), actor.id);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "cms.page.create",
        targetKind: "cms_page",
        targetId: row.id,
        after: { Path: row.path, Title: row.title, Status: row.status },
        requestId: actor.requestId,
      });
      return row.id;
    }),
  );
  await deps.cache.invalidatePrefix(CMS_CACHE_PREFIX);
  return pageView((await pageRow(deps.db, id))!, notice);
}

/**
 * PUT /api/support/cms/pages/{id}: a new version of the page, only on top of the version the editor
 * started from — a colleague's save in between answers 409 and keeps both (decision 0065). Audit "cms.page.update".
 */
export async function updatePage(
  deps: CmsDeps,
  {
    actor,
    id,
    input,
    version,
    action = "cms.page.update",
  }: { actor: CmsActor; id: number; input: CmsPageInput; version: number; action?: string },
): Promise<CmsPage> {
  checkSchedule(input);
  const cleaned = storableBody(input);
  let notice: string | null = null;
  await pathSafe(() =>
    deps.db.transaction(async (tx) => {
      const stored = await withLibraryImages(tx, cleaned);
      const body = stored.body;
      notice = stored.notice;
      const current = await lockPage(tx, id);
      if (!current) throw new AppError("CMS_PAGE_NOT_FOUND");
      if (current.version !== version) throw new AppError("CMS_VERSION_CONFLICT");
      await assertRequiredPageStays(tx, current, { path: input.Path, countryId: input.CountryId });
      await assertPathFree(tx, input, id);
      const next = current.version + 1;
      const [row] = await tx
        .update(cmsPages)
        .set({ ...rowValues(input, body), version: next, updatedAt: deps.now(), updatedByUserId: actor.id })
        .where(eq(cmsPages.id, id))
        .returning();
      await insertVersion(tx, id, next, inputOfRow(row), actor.id);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action,
        targetKind: "cms_page",
        targetId: id,
        before: { Version: current.version, Path: current.path, Title: current.title, Status: current.status },
        after: { Version: next, Path: row.path, Title: row.title, Status: row.status },
        requestId: actor.requestId,
      });
    }),
  );
  await deps.cache.invalidatePrefix(CMS_CACHE_PREFIX);
  return pageView((await pageRow(deps.db, id))!, notice);
}

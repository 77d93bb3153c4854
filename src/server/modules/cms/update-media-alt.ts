import { eq } from "drizzle-orm";
import { cmsMedia } from "../../../db/schema/cms.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import { CMS_CACHE_PREFIX, type CmsActor, type CmsDeps } from "./cms.deps.ts";

/**
 * PUT /api/support/cms/media/{id}: a library image's alt text. Pages show the library's alt text
 * (body-pictures.ts), so every page with the picture reads the new one at once. Required for an image,
 * as at the upload. Audit "cms.media.alt".
 */
export async function updateMediaAlt(deps: CmsDeps, { actor, id, alt }: { actor: CmsActor; id: number; alt: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(cmsMedia).where(eq(cmsMedia.id, id)).for("update");
    if (!row) throw new AppError("CMS_MEDIA_NOT_FOUND");
    if (row.kind === "image" && alt === "") throw new AppError("CMS_MEDIA_ALT_MISSING", { field: "Alt" });
    if (row.alt === alt) return;
    await tx.update(cmsMedia).set({ alt }).where(eq(cmsMedia.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "cms.media.alt",
      targetKind: "cms_media",
      targetId: id,
      before: { Alt: row.alt },
      after: { Alt: alt },
      requestId: actor.requestId,
    });
  });
  await deps.cache.invalidatePrefix(CMS_CACHE_PREFIX);
}

import { eq } from "drizzle-orm";
import { cmsMedia } from "../../../db/schema/cms.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { CmsActor, CmsDeps } from "./cms.deps.ts";
import { mediaUrl } from "../../../domain/files/file-uses.ts";
import { addNewsUse, keysHeldElsewhere, keysOf, mediaRow, pagesByMediaUrl, pagesUsing } from "./media.repo.ts";

/**
 * DELETE /api/support/cms/media/{id}: refused (409) while a CMS page's current body or a news article uses one of its files;
 * else the row goes with its audit row, then its stored files — unless another library entry holds the same
 * bytes (an upload twice is one object). A page's older version that showed it then shows no picture there.
 * Audit "cms.media.delete".
 */
export async function deleteMedia(deps: CmsDeps, { actor, id }: { actor: CmsActor; id: number }): Promise<void> {
  const found = await mediaRow(deps.db, id);
  if (!found) throw new AppError("CMS_MEDIA_NOT_FOUND");
  // The news area answers on its own connection, before the transaction (the embedded database has one).
  const newsUses = await deps.newsUsing(keysOf(found).map(mediaUrl));
  const row = await deps.db.transaction(async (tx) => {
    // Locked first: a page's save holding one of its files (FOR SHARE, body-pictures.ts) commits before the
    // check below reads the bodies, and a save after it finds the file gone.
    const [locked] = await tx.select().from(cmsMedia).where(eq(cmsMedia.id, id)).for("update");
    if (!locked) throw new AppError("CMS_MEDIA_NOT_FOUND");
    const keys = keysOf(locked);
    const byUrl = await pagesByMediaUrl(tx);
    for (const a of newsUses) addNewsUse(byUrl, a);
    const usedBy = pagesUsing(byUrl, keys);
    if (usedBy.length > 0) {
      const names = usedBy.map((p) => `„${p.Title}“ (${p.Path})`).join(", ");
      throw new AppError("CMS_MEDIA_IN_USE", {
        message: `Diese Datei wird noch verwendet auf: ${names}. Entfernen Sie sie dort zuerst; dann können Sie sie löschen.`,
      });
    }
    await tx.delete(cmsMedia).where(eq(cmsMedia.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "cms.media.delete",
      targetKind: "cms_media",
      targetId: id,
      before: { Kind: locked.kind, FileName: locked.fileName, Alt: locked.alt, Key: locked.key, Size: locked.size },
      requestId: actor.requestId,
    });
    return locked;
  });
  const keys = keysOf(row);
  // After the commit: a failed storage delete leaves an unreachable object, never a row without its file.
  const shared = await keysHeldElsewhere(deps.db, id, keys);
  for (const key of keys) if (!shared.has(key)) await deps.files.delete(key);
}

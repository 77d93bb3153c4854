import { cmsMedia, type CmsMediaVariant } from "../../../db/schema/cms.ts";
import { displayFileName, type MediaItem, mediaUploadFields } from "../../../domain/cms/media.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { recordAudit } from "../../platform/audit.ts";
import { processUpload, sniffedUse } from "../../platform/files/process-upload.ts";
import type { CmsActor, CmsDeps } from "./cms.deps.ts";
import { mediaView } from "./list-media.ts";

/** The width a page shows by default: the content column (decision 0057's middle width). */
const DEFAULT_WIDTH = 640;

/** The variant a page links: the 640 px WebP, or the largest WebP below that for a smaller picture. */
export function defaultVariant(variants: readonly CmsMediaVariant[]): CmsMediaVariant {
  const webps = variants.filter((v) => v.format === "webp").sort((a, b) => b.width - a.width);
  return webps.find((v) => v.width <= DEFAULT_WIDTH) ?? webps[webps.length - 1];
}

/**
 * POST /api/support/cms/media and the library page's form: one image or PDF into the library. Every check comes
 * before anything is stored: the text fields, the type from the bytes (415), an image's alt text (400), the
 * size for its type (413, inside processUpload before any write). Then the stored files, then the row and its
 * audit row together. Audit "cms.media.upload".
 */
export async function uploadMedia(
  deps: CmsDeps,
  { actor, bytes, fileName, fields }: { actor: CmsActor; bytes: Buffer; fileName: string | undefined; fields: Record<string, unknown> },
): Promise<MediaItem> {
  const parsed = mediaUploadFields.safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Bitte prüfen Sie den Alternativtext.";
    throw new AppError("BAD_REQUEST", { message, field: "Alt" });
  }
  if (bytes.byteLength === 0) throw new AppError("FILE_MISSING", { field: "file" });
  const use = await sniffedUse(bytes, ["image", "document"]);
  if (!use) throw new AppError("CMS_MEDIA_TYPE_NOT_ALLOWED", { field: "file" });
  const alt = parsed.data.Alt;
  if (use === "image" && !alt) throw new AppError("CMS_MEDIA_ALT_MISSING", { field: "Alt" });
  const stored = await processUpload(deps.files, bytes, use);
  const values =
    stored.kind === "image"
      ? {
          kind: "image",
          alt,
          variants: stored.variants.map(({ width, height, format, key, bytes: size }) => ({ width, height, format, key, bytes: size })),
          width: stored.width,
          height: stored.height,
        }
      : { kind: "document", alt, variants: [], width: null, height: null };
  const key = stored.kind === "image" ? defaultVariant(values.variants).key : stored.key;
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(cmsMedia)
      .values({
        ...values,
        key,
        fileName: displayFileName(fileName),
        size: bytes.byteLength,
        uploadedByUserId: actor.id,
        createdAt: deps.now(),
      })
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "cms.media.upload",
      targetKind: "cms_media",
      targetId: inserted.id,
      after: { Kind: inserted.kind, FileName: inserted.fileName, Alt: inserted.alt, Key: inserted.key, Size: inserted.size },
      requestId: actor.requestId,
    });
    return inserted;
  });
  return mediaView(row, []);
}

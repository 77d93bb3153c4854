import type { EditorImage, MediaItem, MediaPageRef } from "../../../domain/cms/media.schemas.ts";
import { mediaUrl } from "../../../domain/files/file-uses.ts";
import type { CmsDeps } from "./cms.deps.ts";
import { addNewsUse, type CmsMediaRow, keysOf, mediaRows, pagesByMediaUrl, pagesUsing } from "./media.repo.ts";

/** A library row as the wire carries it. */
export function mediaView(row: CmsMediaRow & { uploadedBy?: string | null }, whereUsed: MediaPageRef[]): MediaItem {
  const webps = row.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  return {
    Id: row.id,
    Kind: row.kind as MediaItem["Kind"],
    FileName: row.fileName,
    Alt: row.alt,
    Url: mediaUrl(row.key),
    ThumbUrl: webps[0] ? mediaUrl(webps[0].key) : null,
    Variants: row.variants.map((v) => ({ Width: v.width, Height: v.height, Format: v.format, Url: mediaUrl(v.key) })),
    Size: row.size,
    Width: row.width,
    Height: row.height,
    UploadedBy: row.uploadedBy ?? null,
    CreatedAt: row.createdAt.toISOString(),
    WhereUsed: whereUsed,
  };
}

/** GET /api/support/cms/media: the library, newest first, each file with the pages that use it. */
export async function listMedia(deps: CmsDeps): Promise<MediaItem[]> {
  const [rows, byUrl] = await Promise.all([mediaRows(deps.db), pagesByMediaUrl(deps.db)]);
  const news = await deps.newsUsing(rows.flatMap((r) => keysOf(r).map(mediaUrl)));
  for (const a of news) addNewsUse(byUrl, a);
  return rows.map((row) => mediaView(row, pagesUsing(byUrl, keysOf(row))));
}

/** The images the editor's "Bild" chooser offers, newest first. */
export async function editorImages(deps: CmsDeps): Promise<EditorImage[]> {
  const rows = await mediaRows(deps.db);
  return rows
    .filter((r) => r.kind === "image")
    .map((r) => {
      const view = mediaView(r, []);
      return { Src: view.Url, Alt: view.Alt, ThumbUrl: view.ThumbUrl ?? view.Url, FileName: view.FileName };
    });
}

/**
 * The CMS media library (decision 0065, "Media library"): GET/POST /api/support/cms/media and
 * DELETE /api/support/cms/media/{id}. The upload is multipart (field "file" plus "Alt", Alt before the file:
 * the server reads the fields that precede the file part); the answers are JSON in PascalCase.
 */
import { z } from "zod";
import { idParam } from "../shared/number-schemas.ts";
import { isSafeText, UNSAFE_TEXT_MESSAGE } from "../shared/safe-text.ts";

export const MEDIA_LIMITS = { altMax: 250, fileNameMax: 200 } as const;

export const MEDIA_KINDS = ["image", "document"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const altText = z
  .string()
  .trim()
  .max(MEDIA_LIMITS.altMax, `Der Alternativtext darf höchstens ${MEDIA_LIMITS.altMax} Zeichen lang sein.`)
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .refine((s) => !/[\r\n]/.test(s), "Der Alternativtext darf keinen Zeilenumbruch enthalten.");

/** The upload's text field; whether an image needs it is the use case's rule (it knows the file's type). */
export const mediaUploadFields = z.object({ Alt: altText.default("") });
/** PUT /api/support/cms/media/{id}: an image's alt text, as every page showing it then reads it. */
export const mediaAltUpdate = z.object({ Alt: altText });
export type MediaUploadFields = z.infer<typeof mediaUploadFields>;

export const mediaParams = z.object({ id: idParam() });

const variant = z.object({ Width: z.number(), Height: z.number(), Format: z.enum(["avif", "webp"]), Url: z.string() });

/** A page or news article that uses a file: its title, its public address and where an editor changes it. */
export const mediaPageRef = z.object({ Id: z.number(), Title: z.string(), Path: z.string(), EditPath: z.string() });
export type MediaPageRef = z.infer<typeof mediaPageRef>;

export const mediaItem = z.object({
  Id: z.number(),
  Kind: z.enum(MEDIA_KINDS),
  /** The name it was uploaded under: shown only. */
  FileName: z.string(),
  Alt: z.string(),
  /** What a page links: an image's 640 px WebP (or its largest below), a document's PDF. */
  Url: z.string(),
  /** A small picture for the grid (the smallest WebP); null for a document. */
  ThumbUrl: z.string().nullable(),
  Variants: z.array(variant),
  Size: z.number(),
  Width: z.number().nullable(),
  Height: z.number().nullable(),
  UploadedBy: z.string().nullable(),
  CreatedAt: z.string(),
  /** The CMS pages whose body uses one of its files. */
  WhereUsed: z.array(mediaPageRef),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaList = z.object({ Media: z.array(mediaItem) });

/** What the editor's "Bild" chooser offers: the library's images with their default address and alt text. */
export interface EditorImage {
  Src: string;
  Alt: string;
  ThumbUrl: string;
  FileName: string;
}

/** "1,2 MB", "340 KB": a file's size for the editors, in German. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString("de-DE")} Byte`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString("de-DE")} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("de-DE", { maximumFractionDigits: 1 })} MB`;
}

/** An uploaded file's name as it may be shown: no folders, no control characters, not endless. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (isSafeText(clean) ? clean : "").slice(0, MEDIA_LIMITS.fileNameMax) || "Datei";
}

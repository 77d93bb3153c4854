import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  FILE_USES,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  mediaUrl,
  megabytes,
  type FileUse,
  type ImageFormat,
} from "../../../domain/files/file-uses.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { FileStorage } from "./file-storage.ts";

// One thread per image operation and no pixel cache kept between requests: the server answers pages
// while it encodes, and a long-running process must not grow with every upload (decision 0057).
sharp.concurrency(1);
sharp.cache(false);

/** Images encoded at once per process; the others wait their turn. */
const IMAGES_AT_ONCE = 2;
/** Larger pictures than this (pixels) are refused before decoding: a small file can unpack to gigabytes. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ImageVariant {
  width: number;
  height: number;
  format: ImageFormat;
  key: string;
  url: string;
  bytes: number;
}

export type StoredUpload =
  | { kind: "image"; width: number; height: number; variants: ImageVariant[] }
  | { kind: "document"; key: string; url: string; bytes: number };

/**
 * Checks an upload against its use and stores it (decision 0057): the type from the bytes (file-type), never
 * from the name or the browser's header; images re-encoded with sharp as AVIF and WebP at the IMAGE_WIDTHS up
 * to the original's width, turned upright by their EXIF orientation and stripped of all metadata (location,
 * camera, author); documents (PDF) stored as they came. Keys are SHA-256 of what is stored.
 */
export async function processUpload(storage: FileStorage, bytes: Buffer, use: FileUse): Promise<StoredUpload> {
  const rule = FILE_USES[use];
  if (bytes.byteLength > rule.maxBytes) throw tooLarge(use);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !rule.types.includes(type.mime)) throw wrongType(use);
  if (use === "document") {
    const key = contentKey(bytes, "pdf");
    await storage.put({ key, contentType: "application/pdf", body: bytes });
    return { kind: "document", key, url: mediaUrl(key), bytes: bytes.byteLength };
  }
  return imageTurns.run(() => storeImageVariants(storage, bytes));
}

/**
 * Which of the uses the bytes fit, by their sniffed type (never the name), or null: for an upload that may be
 * an image or a document (the CMS media library), before processUpload applies that use's limit.
 */
export async function sniffedUse(bytes: Buffer, uses: readonly FileUse[]): Promise<FileUse | null> {
  const type = await fileTypeFromBuffer(bytes);
  return (type && uses.find((use) => FILE_USES[use].types.includes(type.mime))) ?? null;
}

async function storeImageVariants(storage: FileStorage, bytes: Buffer): Promise<StoredUpload> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).metadata();
    // Orientations 5–8 are turned by a quarter: the upright picture is as wide as the stored one is high.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
    if (!width || !height) throw new Error("no size");
  } catch {
    throw new AppError("FILE_UNREADABLE");
  }
  const widths = [...IMAGE_WIDTHS.filter((w) => w < width), Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1])];
  const variants: ImageVariant[] = [];
  for (const w of [...new Set(widths)]) {
    for (const format of IMAGE_FORMATS) {
      let out: { data: Buffer; info: sharp.OutputInfo };
      try {
        const resized = input().resize({ width: w, withoutEnlargement: true });
        // No withMetadata(): sharp writes no EXIF, XMP or ICC profile beyond sRGB.
        out = await (format === "avif" ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 })).toBuffer({
          resolveWithObject: true,
        });
      } catch {
        throw new AppError("FILE_UNREADABLE");
      }
      const key = contentKey(out.data, format);
      await storage.put({ key, contentType: `image/${format}`, body: out.data });
      variants.push({ width: out.info.width, height: out.info.height, format, key, url: mediaUrl(key), bytes: out.data.byteLength });
    }
  }
  return { kind: "image", width, height, variants };
}

const contentKey = (bytes: Buffer, ext: string) => `${createHash("sha256").update(bytes).digest("hex")}.${ext}`;

export const tooLarge = (use: FileUse) =>
  new AppError("FILE_TOO_LARGE", {
    message: `Die Datei ist zu groß. Erlaubt sind höchstens ${megabytes(FILE_USES[use].maxBytes)}.`,
    field: "file",
  });

export const wrongType = (use: FileUse) =>
  new AppError("FILE_TYPE_NOT_ALLOWED", {
    message: `Diese Datei hat kein erlaubtes Format. Erlaubt ist: ${FILE_USES[use].label}.`,
    field: "file",
  });

/** At most IMAGES_AT_ONCE encodings run; a turn is handed on when one ends, failed or not. */
const imageTurns = (() => {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= IMAGES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
})();

/**
 * What may be uploaded for which use (decision 0057): the type is read from the file's first bytes
 * (file-type), never from its name or the browser's Content-Type, and must be on the use's list.
 * Images are re-encoded (WebP and AVIF at IMAGE_WIDTHS, metadata stripped); PDFs are stored as sent.
 */
export type FileUse = "image" | "document";

export interface FileUseRule {
  /** The sniffed MIME types allowed. */
  types: readonly string[];
  /** Largest upload in bytes. */
  maxBytes: number;
  /** The allowed formats as the error message names them. */
  label: string;
}

export const FILE_USES: Record<FileUse, FileUseRule> = {
  image: {
    types: ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"],
    maxBytes: 10 * 1024 * 1024,
    label: "JPEG, PNG, WebP, AVIF oder GIF",
  },
  document: { types: ["application/pdf"], maxBytes: 20 * 1024 * 1024, label: "PDF" },
};

/** Widths of the image variants (px): a phone column, a content column, a wide hero. Never wider than the original. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** The formats each image is stored in; a page offers AVIF first and WebP as the fallback (<picture>). */
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Where stored files are served: /media/{key}; the key is the content hash and extension. */
export const MEDIA_PATH = "/media";
export const mediaUrl = (key: string) => `${MEDIA_PATH}/${key}`;
/** A stored file's key: 64 hex digits of SHA-256 and the extension of its type. */
export const FILE_KEY_PATTERN = /^[0-9a-f]{64}\.(?:avif|webp|pdf)$/;

/** "10 MB" for the error message. */
export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

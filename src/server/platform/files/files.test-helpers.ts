/** Shared pieces of the file tests (not a test file itself): a storage in memory, pictures and refused bytes. */
import sharp from "sharp";
import { isAppError } from "../../../domain/shared/errors.ts";
import type { FileStorage } from "./file-storage.ts";

/** A storage in a Map: the processing tests need no database. */
export function memoryStorage(): FileStorage & { objects: Map<string, { contentType: string; body: Buffer }> } {
  const objects = new Map<string, { contentType: string; body: Buffer }>();
  return {
    kind: "database",
    objects,
    put: async ({ key, contentType, body }) => void objects.set(key, { contentType, body }),
    get: async (key) => objects.get(key) ?? null,
    delete: async (key) => void objects.delete(key),
  };
}

export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c03" } })
    .png()
    .toBuffer();
/** A JPEG as a phone writes it: stored sideways with orientation 6, camera and author in EXIF. */
export const phoneJpeg = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: "#39c" } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Fotohandy", Artist: "Erika Mustermann", Copyright: "privat" } } })
    .toBuffer();
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
export const HTML = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");

export async function refusal(work: Promise<unknown>) {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(err)) throw new Error(`expected an AppError, got ${String(err)}`);
  return { code: err.code, status: err.statusCode, message: err.message };
}

/** A multipart/form-data body with one file part (and fields), as a browser sends it. */
export function multipart(
  file: { name?: string; filename: string; type: string; bytes: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const boundary = "----testgrenze7d9";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? "file"}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

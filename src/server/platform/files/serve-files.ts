import type { FastifyInstance } from "fastify";
import { AppError } from "../../../domain/shared/errors.ts";
import { FILE_KEY_PATTERN, MEDIA_PATH } from "../../../domain/files/file-uses.ts";
import type { FileStorage } from "./file-storage.ts";

/** Types a browser may show in place; anything else is a download (decision 0057). SVG is never among them. */
const INLINE_TYPES = new Set(["image/avif", "image/webp", "image/jpeg", "image/png", "image/gif", "application/pdf"]);

/**
 * GET /media/{key} (decision 0057): the stored file with immutable caching (the key is the content's hash,
 * so its bytes never change), its own Content-Type, no sniffing, and a sandboxing CSP so even a file that
 * is somehow HTML or SVG runs nothing (PDFs: no sandbox, which Chrome's viewer refuses). Registered once, at
 * the root, by the area that first served uploads (the CMS media library, cms.module.ts).
 */
export async function fileServingRoutes(app: FastifyInstance, opts: { storage: Pick<FileStorage, "get"> }) {
  app.get<{ Params: { key: string } }>(`${MEDIA_PATH}/:key`, async (req, reply) => {
    const { key } = req.params;
    if (!FILE_KEY_PATTERN.test(key)) throw new AppError("NOT_FOUND");
    const file = await opts.storage.get(key);
    if (!file) throw new AppError("NOT_FOUND");
    const inline = INLINE_TYPES.has(file.contentType);
    reply
      .header("Cache-Control", "public, max-age=31536000, immutable")
      .header("Content-Type", inline ? file.contentType : "application/octet-stream")
      .header("X-Content-Type-Options", "nosniff")
      // Chrome shows no PDF in a sandbox; a PDF runs no script of ours either way.
      .header("Content-Security-Policy", file.contentType === "application/pdf" ? "default-src 'none'" : "default-src 'none'; sandbox")
      .header("Content-Disposition", inline ? "inline" : `attachment; filename="${key}"`);
    return reply.send(file.body);
  });
}

import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../domain/shared/errors.ts";
import { FILE_USES, type FileUse } from "../../../domain/files/file-uses.ts";
import { tooLarge } from "./process-upload.ts";

/**
 * Uploads for an area's routes (decision 0057): an area registers this in its own route scope, then reads the
 * one file of a request with readUpload. multipart/form-data is accepted only there; everywhere else the API
 * keeps its 64 KB JSON bodies. One file per request, a few small fields, no file larger than the largest use.
 */
export async function registerUploads(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    limits: {
      files: 1,
      fields: 10,
      fieldSize: 1_000,
      parts: 12,
      headerPairs: 100,
      fileSize: Math.max(...Object.values(FILE_USES).map((u) => u.maxBytes)),
    },
  });
}

/**
 * The request's file (form field "file"), read into memory up to the use's limit: larger → 413 in German, naming
 * the limit. The bytes are not yet checked; processUpload decides the type from them. `fields` are the text
 * fields sent before the file part (a browser sends a form's fields in their order on the page).
 */
export async function readUpload(
  req: FastifyRequest,
  use: FileUse,
): Promise<{ bytes: Buffer; fields: Record<string, string>; fileName: string }> {
  if (!req.isMultipart()) throw new AppError("FILE_MISSING");
  const maxBytes = FILE_USES[use].maxBytes;
  let file: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    file = await req.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    throw limitError(err, use);
  }
  if (file?.fieldname !== "file") throw new AppError("FILE_MISSING", { field: "file" });
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (err) {
    throw limitError(err, use);
  }
  if (bytes.byteLength === 0) throw new AppError("FILE_MISSING", { field: "file" });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(file.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === "field" && typeof value.value === "string") fields[name] = value.value;
  }
  // The name as the browser sent it: for display only, never a path (the stored key is the content's hash).
  return { bytes, fields, fileName: file.filename };
}

/**
 * What went wrong while reading the request's body, as the caller's error: over the use's limit → 413; too
 * many parts, or a body the multipart parser cannot read ("Unexpected end of multipart data", a broken part
 * header: a cut-off or forged upload) → 400. Nothing but the client's bytes is read here.
 */
function limitError(err: unknown, use: FileUse): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge(use);
  return new AppError("BAD_REQUEST");
}

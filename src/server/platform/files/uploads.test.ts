import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_KEY_PATTERN, FILE_USES, type FileUse } from "../../../domain/files/file-uses.ts";
import { ERRORS } from "../../../domain/shared/errors.ts";
import { errorsPlugin } from "../../plugins/errors.ts";
import { processUpload } from "./process-upload.ts";
import { fileServingRoutes } from "./serve-files.ts";
import { readUpload, registerUploads } from "./uploads.ts";
import { HTML, memoryStorage, multipart, PDF, phoneJpeg, png, refusal, SVG } from "./files.test-helpers.ts";

describe("uploads: type from the bytes, image variants without metadata (decision 0057)", () => {
  it("stores a wide PNG as AVIF and WebP at 320, 640 and 1280 px, keys = SHA-256 of the stored bytes", async () => {
    const storage = memoryStorage();
    const stored = await processUpload(storage, await png(1600, 900), "image");
    if (stored.kind !== "image") throw new Error("expected an image");
    expect([stored.width, stored.height]).toEqual([1600, 900]);
    expect(stored.variants.map((v) => `${v.width}x${v.height}.${v.format}`)).toEqual([
      "320x180.avif",
      "320x180.webp",
      "640x360.avif",
      "640x360.webp",
      "1280x720.avif",
      "1280x720.webp",
    ]);
    for (const v of stored.variants) {
      const object = storage.objects.get(v.key)!;
      expect(v.key).toMatch(FILE_KEY_PATTERN);
      expect(v.url).toBe(`/media/${v.key}`);
      expect(object.contentType).toBe(`image/${v.format}`);
      expect(v.key).toBe(`${createHash("sha256").update(object.body).digest("hex")}.${v.format}`);
      const meta = await sharp(object.body).metadata();
      expect(meta.format).toBe(v.format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(v.width);
    }
    expect(storage.objects.size).toBe(6);
  });

  it("never enlarges: a small picture gets its own width only, a middle one the smaller widths and its own", async () => {
    const small = await processUpload(memoryStorage(), await png(200, 100), "image");
    const middle = await processUpload(memoryStorage(), await png(800, 400), "image");
    expect(small.kind === "image" && small.variants.map((v) => v.width)).toEqual([200, 200]);
    expect(middle.kind === "image" && [...new Set(middle.variants.map((v) => v.width))]).toEqual([320, 640, 800]);
  });

  it("turns a phone's sideways JPEG upright and drops its EXIF (camera, author, orientation)", async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const storage = memoryStorage();
    const stored = await processUpload(storage, original, "image");
    if (stored.kind !== "image") throw new Error("expected an image");
    expect([stored.width, stored.height]).toEqual([600, 800]);
    for (const v of stored.variants) {
      const meta = await sharp(storage.objects.get(v.key)!.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height! > meta.width!).toBe(true);
      expect(storage.objects.get(v.key)!.body.includes(Buffer.from("Mustermann"))).toBe(false);
    }
  });

  it("stores a PDF as it came, under the hash of its bytes", async () => {
    const storage = memoryStorage();
    const stored = await processUpload(storage, PDF, "document");
    expect(stored).toEqual({
      kind: "document",
      key: `${createHash("sha256").update(PDF).digest("hex")}.pdf`,
      url: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.pdf$/),
      bytes: PDF.byteLength,
    });
    expect(storage.objects.get((stored as { key: string }).key)).toEqual({ contentType: "application/pdf", body: PDF });
  });

  it.each<{ case: string; bytes: () => Promise<Buffer> | Buffer; use: FileUse; code: string; message: string }>([
    {
      case: "SVG as an image",
      bytes: () => SVG,
      use: "image",
      code: "FILE_TYPE_NOT_ALLOWED",
      message: "Diese Datei hat kein erlaubtes Format. Erlaubt ist: JPEG, PNG, WebP, AVIF oder GIF.",
    },
    {
      case: "HTML as an image",
      bytes: () => HTML,
      use: "image",
      code: "FILE_TYPE_NOT_ALLOWED",
      message: "Diese Datei hat kein erlaubtes Format. Erlaubt ist: JPEG, PNG, WebP, AVIF oder GIF.",
    },
    {
      case: "a PDF as an image",
      bytes: () => PDF,
      use: "image",
      code: "FILE_TYPE_NOT_ALLOWED",
      message: "Diese Datei hat kein erlaubtes Format. Erlaubt ist: JPEG, PNG, WebP, AVIF oder GIF.",
    },
    {
      case: "a PNG as a document",
      bytes: () => png(10, 10),
      use: "document",
      code: "FILE_TYPE_NOT_ALLOWED",
      message: "Diese Datei hat kein erlaubtes Format. Erlaubt ist: PDF.",
    },
    {
      case: "empty bytes",
      bytes: () => Buffer.alloc(0),
      use: "image",
      code: "FILE_TYPE_NOT_ALLOWED",
      message: "Diese Datei hat kein erlaubtes Format. Erlaubt ist: JPEG, PNG, WebP, AVIF oder GIF.",
    },
    {
      case: "a PNG header over garbage",
      bytes: async () => Buffer.concat([(await png(50, 50)).subarray(0, 40), Buffer.alloc(200, 7)]),
      use: "image",
      code: "FILE_UNREADABLE",
      message: "Die Datei ist beschädigt oder kann nicht gelesen werden.",
    },
    {
      case: "an image over its limit",
      bytes: () => Buffer.alloc(FILE_USES.image.maxBytes + 1),
      use: "image",
      code: "FILE_TOO_LARGE",
      message: "Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.",
    },
  ])("refuses $case: $code", async ({ bytes, use, code, message }) => {
    const storage = memoryStorage();
    expect(await refusal(processUpload(storage, await bytes(), use))).toMatchObject({ code, message });
    expect(storage.objects.size).toBe(0);
  });
});

describe("upload and serving routes in a test app (decision 0057)", () => {
  let app: FastifyInstance;
  const storage = memoryStorage();
  beforeAll(async () => {
    app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
    await app.register(errorsPlugin);
    // What an area does: uploads in its own scope, the serving route once.
    await app.register(async (area) => {
      await registerUploads(area);
      area.post<{ Params: { use: FileUse } }>("/upload/:use", async (req) => {
        const { bytes, fields } = await readUpload(req, req.params.use);
        return { stored: await processUpload(storage, bytes, req.params.use), fields };
      });
    });
    await app.register(fileServingRoutes, { storage });
    await app.ready();
  });
  afterAll(() => app.close());

  it("trusts the bytes: a PNG named .pdf and sent as application/pdf is stored as an image; served immutable, typed, nosniff", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/upload/image",
      ...multipart({ filename: "rechnung.pdf", type: "application/pdf", bytes: await png(500, 250) }, { alt: "Tank" }),
    });
    expect(res.statusCode).toBe(200);
    const { stored, fields } = res.json();
    expect(fields).toEqual({ alt: "Tank" });
    expect(stored.kind).toBe("image");
    const webp = stored.variants.find((v: { format: string }) => v.format === "webp");
    const got = await app.inject({ method: "GET", url: webp.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/webp");
    expect(got.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["content-disposition"]).toBe("inline");
    expect(got.rawPayload.equals(storage.objects.get(webp.key)!.body)).toBe(true);
  });

  it("refuses HTML sent as image/png with the German 415", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/upload/image",
      ...multipart({ filename: "bild.png", type: "image/png", bytes: HTML }),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: "FILE_TYPE_NOT_ALLOWED",
      message: "Diese Datei hat kein erlaubtes Format. Erlaubt ist: JPEG, PNG, WebP, AVIF oder GIF.",
    });
  });

  it("stops reading at the use's limit with the German 413 (beyond the API's 64 KB body limit below it)", async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(FILE_USES.image.maxBytes)]);
    const res = await app.inject({
      method: "POST",
      url: "/upload/image",
      ...multipart({ filename: "gross.png", type: "image/png", bytes: big }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "FILE_TOO_LARGE", message: "Die Datei ist zu groß. Erlaubt sind höchstens 10 MB." });
    const fine = await app.inject({
      method: "POST",
      url: "/upload/document",
      ...multipart({ filename: "x.pdf", type: "application/pdf", bytes: Buffer.concat([PDF, Buffer.alloc(200 * 1024, 32)]) }),
    });
    expect(fine.statusCode).toBe(200);
  });

  it.each([
    { case: "no file part", body: () => multipart(null, { alt: "x" }) },
    {
      case: "the file under another field name",
      body: () => multipart({ name: "bild", filename: "a.pdf", type: "application/pdf", bytes: PDF }),
    },
    { case: "an empty file", body: () => multipart({ filename: "a.pdf", type: "application/pdf", bytes: Buffer.alloc(0) }) },
  ])("asks for a file when $case (400)", async ({ body }) => {
    const res = await app.inject({ method: "POST", url: "/upload/document", ...body() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "FILE_MISSING", message: "Bitte wählen Sie eine Datei aus." });
  });

  it.each([
    { case: "cut off in the middle of the file", cut: (b: Buffer) => b.subarray(0, b.length - 60) },
    {
      case: "with a broken part header",
      cut: (b: Buffer) => Buffer.from(b.toString("latin1").replace("Content-Disposition", "Content-Dispo\r\nsition"), "latin1"),
    },
  ])("answers a body $case with a German 400, not a 500", async ({ cut }) => {
    const body = multipart({ filename: "a.pdf", type: "application/pdf", bytes: Buffer.concat([PDF, Buffer.alloc(4096, 32)]) });
    const res = await app.inject({ method: "POST", url: "/upload/document", headers: body.headers, payload: cut(body.payload as Buffer) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/ungültig|Datei/);
  });

  it("serves a stored SVG (or anything not on the inline list) only as a download, sandboxed", async () => {
    const key = `${"d".repeat(64)}.webp`;
    await storage.put({ key, contentType: "image/svg+xml", body: SVG });
    const got = await app.inject({ method: "GET", url: `/media/${key}` });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("application/octet-stream");
    expect(got.headers["content-disposition"]).toBe(`attachment; filename="${key}"`);
    expect(got.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each(["/media/unbekannt.webp", `/media/${"e".repeat(64)}.webp`, `/media/${"f".repeat(64)}.svg`, "/media/..%2f..%2fetc%2fpasswd"])(
    "answers 404 in German for %s",
    async (url) => {
      const got = await app.inject({ method: "GET", url });
      expect(got.statusCode).toBe(404);
      expect(got.json()).toMatchObject({ code: "NOT_FOUND", message: ERRORS.NOT_FOUND.message });
    },
  );
});

import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { databaseFileStorage, storedBytes } from "./file-storage.ts";
import { processUpload } from "./process-upload.ts";
import { s3FileStorage } from "./s3-file-storage.ts";
import { createFileStorage } from "./create-file-storage.ts";
import { loadConfig } from "../../config.ts";
import { PDF, png } from "./files.test-helpers.ts";

describe.each(testDatabases())("file storage in the database on $name (decision 0057)", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("keeps the bytes exactly, ignores a second put of the same key, deletes", async () => {
    const storage = databaseFileStorage(database.db);
    const body = Buffer.from([0, 1, 2, 0xfe, 0xff, 0x5c, 0x27, 0]);
    const key = `${"a".repeat(64)}.webp`;
    await storage.put({ key, contentType: "image/webp", body });
    await storage.put({ key, contentType: "image/webp", body });
    const got = await storage.get(key);
    expect(got?.contentType).toBe("image/webp");
    expect(Buffer.isBuffer(got?.body)).toBe(true);
    expect(got?.body.equals(body)).toBe(true);
    expect(await storedBytes(database.db)).toBe(body.byteLength);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it("holds what processUpload wrote, readable by another storage object on the same database (another instance)", async () => {
    const stored = await processUpload(databaseFileStorage(database.db), await png(700, 350), "image");
    if (stored.kind !== "image") throw new Error("expected an image");
    const other = databaseFileStorage(database.db);
    for (const v of stored.variants) expect((await sharp((await other.get(v.key))!.body).metadata()).width).toBe(v.width);
  });
});

/**
 * An in-process stand-in for S3's object calls (path style: /{bucket}/{key}), as a fetch function. No
 * S3 server runs on this machine (none installable from npm that is kept up); it checks what a real one
 * checks first: the Signature V4 header names our key, region and service, and the body's hash matches.
 */
function fakeS3(bucket: string) {
  const objects = new Map<string, { contentType: string; body: Buffer }>();
  const seen: string[] = [];
  const fetchImpl = (async (input: Request) => {
    const req = input;
    const url = new URL(req.url);
    seen.push(`${req.method} ${url.pathname}`);
    const auth = req.headers.get("authorization") ?? "";
    if (
      !/^AWS4-HMAC-SHA256 Credential=test-access\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
        auth,
      )
    )
      return new Response("<Error><Code>AccessDenied</Code></Error>", { status: 403 });
    const [, b, ...rest] = url.pathname.split("/");
    if (b !== bucket) return new Response("<Error><Code>NoSuchBucket</Code></Error>", { status: 404 });
    const key = rest.map(decodeURIComponent).join("/");
    if (req.method === "PUT") {
      const body = Buffer.from(await req.arrayBuffer());
      if (req.headers.get("x-amz-content-sha256") !== createHash("sha256").update(body).digest("hex"))
        return new Response("<Error><Code>XAmzContentSHA256Mismatch</Code></Error>", { status: 400 });
      objects.set(key, { contentType: req.headers.get("content-type") ?? "binary/octet-stream", body });
      return new Response(null, { status: 200 });
    }
    if (req.method === "GET") {
      const o = objects.get(key);
      return o
        ? new Response(new Uint8Array(o.body), { status: 200, headers: { "content-type": o.contentType } })
        : new Response("<Error><Code>NoSuchKey</Code></Error>", { status: 404 });
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return new Response(null, { status: 204 });
    }
    return new Response(null, { status: 405 });
  }) as unknown as typeof fetch;
  return { objects, seen, fetchImpl };
}

describe("which storage (decision 0057)", () => {
  const S3_ENV = {
    FILES_S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
    FILES_S3_BUCKET: "medien",
    FILES_S3_ACCESS_KEY_ID: "k",
    FILES_S3_SECRET_ACCESS_KEY: "s",
  };
  it("is the database without FILES_S3_ENDPOINT, object storage with it", () => {
    const db = {} as Database["db"];
    expect(createFileStorage(db, loadConfig({ NODE_ENV: "test" })).kind).toBe("database");
    expect(createFileStorage(db, loadConfig({ NODE_ENV: "test", ...S3_ENV })).kind).toBe("s3");
  });
  it("stops start-up when the endpoint comes without bucket or keys, or is no URL", () => {
    expect(() => loadConfig({ NODE_ENV: "test", ...S3_ENV, FILES_S3_BUCKET: "" })).toThrow(/FILES_S3_BUCKET/);
    expect(() => loadConfig({ NODE_ENV: "test", ...S3_ENV, FILES_S3_SECRET_ACCESS_KEY: undefined })).toThrow(/FILES_S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ NODE_ENV: "test", ...S3_ENV, FILES_S3_ENDPOINT: "s3.example" })).toThrow(/FILES_S3_ENDPOINT/);
  });
});

describe("file storage in S3-compatible object storage (decision 0057)", () => {
  const settings = {
    endpoint: "http://s3.test:9000/",
    bucket: "medien",
    region: "eu-central-1",
    accessKeyId: "test-access",
    secretAccessKey: "test-secret",
  };

  it("puts, gets and deletes one object per key, path style, signed", async () => {
    const s3 = fakeS3("medien");
    const storage = s3FileStorage(settings, s3.fetchImpl);
    const key = `${"b".repeat(64)}.pdf`;
    await storage.put({ key, contentType: "application/pdf", body: PDF });
    expect((await storage.get(key))?.body.equals(PDF)).toBe(true);
    expect((await storage.get(key))?.contentType).toBe("application/pdf");
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(s3.seen[0]).toBe(`PUT /medien/${key}`);
  });

  it("fails loudly when the service refuses (wrong key), instead of losing the upload", async () => {
    const s3 = fakeS3("medien");
    const storage = s3FileStorage({ ...settings, accessKeyId: "other" }, s3.fetchImpl);
    await expect(storage.put({ key: `${"c".repeat(64)}.pdf`, contentType: "application/pdf", body: PDF })).rejects.toThrow(/PUT .* 403/);
    await expect(storage.get(`${"c".repeat(64)}.pdf`)).rejects.toThrow(/403/);
  });

  it("carries processUpload's variants like the database does", async () => {
    const s3 = fakeS3("medien");
    const stored = await processUpload(s3FileStorage(settings, s3.fetchImpl), await png(400, 200), "image");
    expect(stored.kind === "image" && stored.variants.map((v) => s3.objects.get(v.key)?.contentType)).toEqual([
      "image/avif",
      "image/webp",
      "image/avif",
      "image/webp",
    ]);
  });
});

import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { FileStorage } from "./file-storage.ts";

export interface S3Settings {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in S3-compatible object storage (decision 0057): path-style requests (`{endpoint}/{bucket}/{key}`, what
 * MinIO, Ceph, Garage and AWS all answer) signed with AWS Signature V4 by aws4fetch. Only PUT, GET and DELETE
 * of one object are needed. `fetchImpl` lets a test hand in an in-process server's fetch.
 */
export function s3FileStorage(settings: S3Settings, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
  });
  const base = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}/`;
  const objectUrl = (key: string) => base + key.split("/").map(encodeURIComponent).join("/");
  const send = async (url: string, init: RequestInit) => fetchImpl(await client.sign(url, init));

  return {
    kind: "s3",
    async put({ key, contentType, body }) {
      const res = await send(objectUrl(key), {
        method: "PUT",
        body: new Uint8Array(body),
        // The payload's hash is signed too, so the service refuses a body changed on the way.
        headers: {
          "content-type": contentType,
          "content-length": String(body.byteLength),
          "x-amz-content-sha256": createHash("sha256").update(body).digest("hex"),
        },
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`object storage: PUT ${key} answered ${res.status}`);
    },
    async get(key) {
      const res = await send(objectUrl(key), { method: "GET" });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) throw new Error(`object storage: GET ${key} answered ${res.status}`);
      return { contentType: res.headers.get("content-type") ?? "application/octet-stream", body: Buffer.from(await res.arrayBuffer()) };
    },
    async delete(key) {
      const res = await send(objectUrl(key), { method: "DELETE" });
      await res.arrayBuffer();
      if (!res.ok && res.status !== 404) throw new Error(`object storage: DELETE ${key} answered ${res.status}`);
    },
  };
}

import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { Redis } from "ioredis";
import type { Cache } from "../../src/server/platform/cache/cache.ts";
import { deleteKeysByPrefix } from "../../src/server/platform/cache/delete-by-prefix.ts";

/**
 * The Redis of the shared-cache tests: TEST_REDIS_URL, else the local one. Null (tests skipped with a
 * warning) when it does not answer, except in CI, where a missing Redis is a failure, not a skip.
 */
export async function testRedisUrl(): Promise<string | null> {
  const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  if (await answersPing(url)) return url;
  if (process.env.CI === "true") throw new Error(`Redis at ${url} does not answer (CI needs it for the shared-cache tests)`);
  console.warn(`Redis at ${url} does not answer: shared-cache tests skipped`);
  return null;
}

/** A key prefix of its own per test run, so runs side by side on one Redis never see each other's keys. */
export function testKeyPrefix(what: string): string {
  const prefix = `test:${what}:${randomBytes(5).toString("hex")}:`;
  usedPrefixes.add(prefix);
  return prefix;
}
const usedPrefixes = new Set<string>();

/** Removes the keys of this file's test runs (generations would otherwise stay for 30 days). */
export async function dropTestKeys(url: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const prefix of usedPrefixes) await deleteKeysByPrefix(redis, prefix);
    usedPrefixes.clear();
  } finally {
    redis.disconnect();
  }
}

function answersPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    // A server that requires a password answers -NOAUTH: it is there, the client logs in with the URL.
    socket.on("data", (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}

/** The client connects in the background and a cache only misses until then: wait for it. */
export async function connected(cache: Cache): Promise<Cache> {
  for (let i = 0; i < 100; i++) {
    await cache.set("probe:x", 1, 5_000);
    if ((await cache.get("probe:x")) === 1) return cache;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("Redis cache did not connect");
}

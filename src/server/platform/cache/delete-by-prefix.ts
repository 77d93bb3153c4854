import type { Redis } from "ioredis";

/** Removes every Redis key starting with `prefix` (SCAN + UNLINK in batches: never blocks Redis like KEYS). */
export async function deleteKeysByPrefix(redis: Redis, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[*?[\]\\]/g, "\\$&")}*`;
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== "0");
}

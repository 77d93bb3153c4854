import type { Redis } from "ioredis";
import { tallyEntry, type CacheAreaContents } from "./cache.ts";

/**
 * A stored value starts with its write time: "\u0001<epoch ms>\u0001<JSON>". JSON text never starts
 * with a control character, so values written before the stamp existed still read as plain JSON.
 */
const STAMP = "\u0001";

export const stampValue = (json: string, writtenAt: number) => `${STAMP}${writtenAt}${STAMP}${json}`;

export function unstampValue(stored: string): { json: string; writtenAt: number | null } {
  if (!stored.startsWith(STAMP)) return { json: stored, writtenAt: null };
  const end = stored.indexOf(STAMP, 1);
  return { json: stored.slice(end + 1), writtenAt: Number(stored.slice(1, end)) || null };
}

/** Every prefix of the key up to and including a ':' (the ones that carry a generation, redis-cache.ts). */
function generationPrefixes(key: string): string[] {
  const out: string[] = [];
  for (let i = key.indexOf(":"); i !== -1; i = key.indexOf(":", i + 1)) out.push(key.slice(0, i + 1));
  return out;
}

const CHUNK = 500;

/**
 * The values still reachable under the namespace, per key area. An invalidation leaves the older values
 * in Redis until they expire (they are only unreachable): a value counts when its generations are the
 * current ones. Stops after `maxKeys` stored keys, so a huge cache cannot stall the page.
 */
export async function liveContents(redis: Redis, ns: string, maxKeys = 200_000): Promise<CacheAreaContents[]> {
  const valuePrefix = `${ns}v:`;
  const pattern = `${valuePrefix.replace(/[*?[\]\\]/g, "\\$&")}*`;
  const stored: string[] = [];
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
    stored.push(...keys);
    cursor = next;
  } while (cursor !== "0" && stored.length < maxKeys);

  const parsed = stored.flatMap((s) => {
    const rest = s.slice(valuePrefix.length);
    const hash = rest.lastIndexOf("#");
    return hash === -1 ? [] : [{ stored: s, key: rest.slice(0, hash), generations: rest.slice(hash + 1) }];
  });
  const prefixes = [...new Set(parsed.flatMap((p) => generationPrefixes(p.key)))];
  const current = new Map<string, string>();
  for (let i = 0; i < prefixes.length; i += CHUNK) {
    const chunk = prefixes.slice(i, i + CHUNK);
    const values = await redis.mget(...chunk.map((p) => `${ns}gen:${p}`));
    chunk.forEach((p, j) => current.set(p, values[j] ?? "0"));
  }
  const live = parsed.filter(
    (p) =>
      generationPrefixes(p.key)
        .map((g) => current.get(g))
        .join(".") === p.generations,
  );

  const byArea = new Map<string, CacheAreaContents>();
  for (let i = 0; i < live.length; i += CHUNK) {
    const chunk = live.slice(i, i + CHUNK);
    const pipe = redis.pipeline();
    for (const p of chunk) pipe.getrange(p.stored, 0, 24);
    const heads = (await pipe.exec()) ?? [];
    chunk.forEach((p, j) => {
      const [err, head] = heads[j] ?? [];
      // Expired since the scan: not there any more.
      if (err || typeof head !== "string" || head === "") return;
      tallyEntry(byArea, p.key, unstampValue(head).writtenAt);
    });
  }
  return [...byArea.values()];
}

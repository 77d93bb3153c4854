import { randomBytes } from "node:crypto";
import { deleteKeysByPrefix } from "./delete-by-prefix.ts";
import { liveContents, stampValue, unstampValue } from "./redis-contents.ts";
import { Redis, type RedisOptions } from "ioredis";
import type { Cache } from "./cache.ts";

export type CacheLog = (level: "info" | "warn" | "error", msg: string, data?: object) => void;

/** Fast failure instead of queued commands: a request must not wait for a Redis that is not there. */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 1_000,
  commandTimeout: 500,
  retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
};

/**
 * A generation outlives every value written under it; a generation is a fresh random token, never a
 * counter, so a generation key that expired and is set again cannot make old values reachable.
 */
const GENERATION_TTL_MS = 30 * 86_400_000;

// Every prefix of the key up to and including a ':' has a generation; the stored key carries all of
// them, so invalidatePrefix("prices:") (a new generation for "prices:") makes every older prices entry
// unreachable on every instance at once, and a load that started before the invalidation writes its
// value under the old generation, where nobody reads it.
const GENERATIONS_LUA = `
local function storedKey(ns, key)
  local gens = {}
  local i = 0
  while true do
    i = string.find(key, ':', i + 1, true)
    if not i then break end
    gens[#gens + 1] = ns .. 'gen:' .. string.sub(key, 1, i)
  end
  local parts = {}
  if #gens > 0 then
    local values = redis.call('MGET', unpack(gens))
    for j = 1, #gens do parts[j] = values[j] or '0' end
  end
  local g = table.concat(parts, '.')
  return ns .. 'v:' .. key .. '#' .. g, g
end
`;

/** ARGV: namespace, key → { value or nil, generations seen } */
const GET_LUA = `${GENERATIONS_LUA}
local k, g = storedKey(ARGV[1], ARGV[2])
return { redis.call('GET', k), g }`;

/** ARGV: namespace, key, JSON, ttl ms, generations seen by the read before the load ('' flag = none) */
const SET_LUA = `${GENERATIONS_LUA}
local k, g = storedKey(ARGV[1], ARGV[2])
if ARGV[5] == '1' and ARGV[6] ~= g then return 0 end
redis.call('SET', k, ARGV[3], 'PX', ARGV[4])
return 1`;

/** ARGV: namespace, key */
const DEL_LUA = `${GENERATIONS_LUA}
local k = storedKey(ARGV[1], ARGV[2])
return redis.call('UNLINK', k)`;

interface ScriptedRedis extends Redis {
  cacheGet(ns: string, key: string): Promise<[string | null, string]>;
  cacheSet(ns: string, key: string, json: string, ttlMs: number, checked: "0" | "1", generations: string): Promise<number>;
  cacheDel(ns: string, key: string): Promise<number>;
}

export interface RedisCacheOptions {
  url: string;
  /** Prepended to every key: one Redis can hold several deployments (or test runs) apart. */
  keyPrefix?: string;
  log: CacheLog;
}

/**
 * The shared cache (decision 0022): JSON values with PX expiry, generation numbers per key prefix for
 * invalidation across instances, single flight per process. When Redis does not answer, reads miss,
 * writes are dropped and every request loads from the database: slower, never failing. The outage is
 * logged once, and its end once.
 */
/** The shared cache, plus a way for short-lived tools to wait for the connection before they write. */
export interface RedisCache extends Cache {
  /** Resolves once connected (commands are never queued: before that, they are dropped like in an outage). */
  ready(timeoutMs?: number): Promise<void>;
}

export function createRedisCache(opts: RedisCacheOptions): RedisCache {
  const ns = opts.keyPrefix ?? "hm:";
  const redis = new Redis(opts.url, { ...REDIS_CLIENT_OPTIONS, lazyConnect: false }) as ScriptedRedis;
  redis.defineCommand("cacheGet", { numberOfKeys: 0, lua: GET_LUA });
  redis.defineCommand("cacheSet", { numberOfKeys: 0, lua: SET_LUA });
  redis.defineCommand("cacheDel", { numberOfKeys: 0, lua: DEL_LUA });

  let down = false;
  const failed = (err: unknown) => {
    if (down) return;
    down = true;
    opts.log("error", "shared cache (Redis) unavailable: loading from the database until it is back", { err: (err as Error).message });
  };
  // ioredis reports connection errors as events: without a listener it prints them itself.
  redis.on("error", failed);
  const recovered = () => {
    if (!down) return;
    down = false;
    opts.log("info", "shared cache (Redis) available again");
  };
  redis.on("ready", recovered);

  /** The command's answer, or undefined when Redis failed (already logged). */
  const attempt = async <T>(command: () => Promise<T>): Promise<T | undefined> => {
    if (redis.status !== "ready") {
      if (redis.status !== "connecting" && redis.status !== "connect") failed(new Error(`connection ${redis.status}`));
      return undefined;
    }
    try {
      const answer = await command();
      // A timeout leaves the connection up: the next answer ends the outage.
      recovered();
      return answer;
    } catch (err) {
      failed(err);
      return undefined;
    }
  };

  const read = async <V>(key: string): Promise<{ hit: boolean; value?: V; generations?: string }> => {
    const answer = await attempt(() => redis.cacheGet(ns, key));
    if (!answer) return { hit: false };
    const [json, generations] = answer;
    if (json === null) return { hit: false, generations };
    return { hit: true, value: JSON.parse(unstampValue(json).json) as V, generations };
  };

  const write = async (key: string, value: unknown, ttlMs: number, generations?: string) => {
    // undefined has no JSON form; such a value is loaded again next time rather than stored wrongly.
    if (value === undefined) return;
    const ttl = Math.max(1, Math.min(Math.ceil(ttlMs), GENERATION_TTL_MS));
    await attempt(() =>
      redis.cacheSet(ns, key, stampValue(JSON.stringify(value), Date.now()), ttl, generations === undefined ? "0" : "1", generations ?? ""),
    );
  };

  const loading = new Map<string, Promise<unknown>>();

  // Invalidations are also announced on a channel, for in-process copies (onInvalidate); a message
  // names its sender, whose own listeners were already called.
  const instanceId = randomBytes(6).toString("hex");
  const channel = `${ns}invalidate`;
  const listeners = new Set<(prefix: string) => void>();
  let subscriber: Redis | undefined;
  const notify = (prefix: string) => {
    for (const listener of listeners) {
      try {
        listener(prefix);
      } catch (err) {
        opts.log("error", "cache invalidation listener failed", { prefix, err: (err as Error).message });
      }
    }
  };
  const subscribe = () => {
    if (subscriber) return;
    // Offline queue on: the subscription is sent once connected, and again after every reconnect.
    const sub = (subscriber = new Redis(opts.url, { ...REDIS_CLIENT_OPTIONS, enableOfflineQueue: true, commandTimeout: undefined }));
    let interrupted = false;
    sub.on("error", failed);
    sub.on("close", () => (interrupted = true));
    // Messages sent while the connection was down are lost: tell listeners that anything may have changed.
    sub.on("ready", () => {
      if (!interrupted) return;
      interrupted = false;
      notify("");
    });
    sub.on("message", (_channel: string, message: string) => {
      try {
        const { from, prefix } = JSON.parse(message) as { from: string; prefix: string };
        if (from !== instanceId && typeof prefix === "string") notify(prefix);
      } catch {
        // Not ours: ignore.
      }
    });
    sub.subscribe(channel).catch(failed);
  };

  return {
    ready: (timeoutMs = 5_000) =>
      redis.status === "ready"
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
            redis.once("ready", () => {
              clearTimeout(timer);
              resolve();
            });
          }),
    async getOrLoad<V>(key: string, ttlMs: number, load: () => Promise<V>): Promise<V> {
      const running = loading.get(key);
      if (running) return running as Promise<V>;
      const promise = (async () => {
        const cached = await read<V>(key);
        if (cached.hit) return cached.value as V;
        const value = await load();
        // Only when the read answered: after an outage read the generations are unknown.
        if (cached.generations !== undefined) await write(key, value, ttlMs, cached.generations);
        return value;
      })().finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
      loading.set(key, promise);
      return promise;
    },
    async get<V>(key: string) {
      const cached = await read<V>(key);
      return cached.hit ? cached.value : undefined;
    },
    async set(key, value, ttlMs) {
      await write(key, value, ttlMs);
    },
    async delete(key) {
      loading.delete(key);
      await attempt(() => redis.cacheDel(ns, key));
    },
    async invalidatePrefix(prefix) {
      for (const key of loading.keys()) if (key.startsWith(prefix)) loading.delete(key);
      // Listeners first: an instance that rebuilds its in-process copy before the values go computes
      // new values, and what it stores under the old generation is dropped right after.
      notify(prefix);
      await attempt(() => redis.publish(channel, JSON.stringify({ from: instanceId, prefix })));
      if (prefix.endsWith(":")) {
        const generation = randomBytes(6).toString("base64url");
        await attempt(() => redis.set(`${ns}gen:${prefix}`, generation, "PX", GENERATION_TTL_MS));
        return;
      }
      // A prefix inside a key segment has no generation: remove the matching entries one by one.
      await attempt(() => deleteKeysByPrefix(redis, `${ns}v:${prefix}`));
    },
    async contents() {
      return (await attempt(() => liveContents(redis, ns))) ?? [];
    },
    lookups: () => ({}),
    onInvalidate(listener) {
      listeners.add(listener);
      subscribe();
      return () => listeners.delete(listener);
    },
    async close() {
      loading.clear();
      listeners.clear();
      for (const client of subscriber ? [redis, subscriber] : [redis]) {
        client.removeAllListeners("error");
        client.removeAllListeners("ready");
        client.on("error", () => {});
      }
      await Promise.all([redis, subscriber].map((client) => client?.quit().catch(() => client.disconnect())));
    },
  };
}

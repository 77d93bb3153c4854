import type { Db } from "../../../db/client.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import { createMemoryCache } from "../../platform/cache/memory-cache.ts";
import { revokeAllRefreshTokens, revokeSession, sessionAlive } from "./account.repo.ts";

/**
 * How long an instance keeps a liveness answer. With a cache of its own, another instance may still
 * accept a token of a session ended elsewhere for this long (decision 0010); with the shared cache on
 * Redis every instance refuses it at once (decision 0022).
 */
export const SESSION_CHECK_CACHE_MS = 5_000;
/** A token of an ended session can live at most this long (ACCESS_TOKEN_SECONDS ≤ 1 day). */
const ENDED_KEPT_MS = 86_400_000;
const MAX_CACHED = 10_000;

export interface SessionLiveness {
  /** Whether the login `sid` of the user still holds; runs on every authenticated request. */
  isAlive(sid: string, userId: number): Promise<boolean>;
  /** Logout: the session ends for every instance, on this one at once. */
  end(sid: string, userId: number): Promise<void>;
  /** Reuse of a refresh token, password change or reset: every session of the user ends. */
  endAllOf(userId: number): Promise<void>;
}

// One prefix per user and per session: ending all sessions of a user is one invalidation. The answers are
// stored under the session's UUID, never under a database id: a new database hands its ids out again, and
// an ended session of an earlier database sharing the Redis prefix must not refuse a fresh login (decision
// 0038). A user id reused that way only makes an invalidation reload an answer from the database.
const userPrefix = (userId: number) => `account:session:${userId}:`;
const sessionPrefix = (sid: string, userId: number) => `${userPrefix(userId)}${sid}:`;
const aliveKey = (sid: string, userId: number) => `${sessionPrefix(sid, userId)}alive`;

/**
 * Revocation lives in the database (refresh_tokens), the source of truth; the answer is cached a few
 * seconds, so an authenticated request costs an index lookup at most every 5 s per session. Ending a
 * session writes the database first and then invalidates the cached answer: with the shared cache a
 * lookup that read the database before the write cannot store its stale "alive" afterwards (it was
 * loaded under the old generation), and every instance sharing the cache sees the end at once.
 */
export function createSessionLiveness(db: Db, opts: { cache?: Cache; cacheMs?: number; now?: () => Date } = {}): SessionLiveness {
  const cacheMs = opts.cacheMs ?? SESSION_CHECK_CACHE_MS;
  const now = opts.now ?? (() => new Date());
  const cache = opts.cache ?? createMemoryCache({ maxEntries: MAX_CACHED, now: () => now().getTime() });

  return {
    isAlive(sid, userId) {
      return cache.getOrLoad(aliveKey(sid, userId), cacheMs, () => sessionAlive(db, sid, userId, now()));
    },
    async end(sid, userId) {
      await revokeSession(db, sid, now());
      await cache.invalidatePrefix(sessionPrefix(sid, userId));
      // An ended session never comes back: no need to ask the database again while its token can live.
      await cache.set(aliveKey(sid, userId), false, ENDED_KEPT_MS);
    },
    async endAllOf(userId) {
      await revokeAllRefreshTokens(db, userId, now());
      await cache.invalidatePrefix(userPrefix(userId));
    },
  };
}

import type { Db } from "../../../db/client.ts";
import { revokeAllRefreshTokens, revokeSession, sessionAlive } from "./account.repo.ts";

/** How long another instance may still accept a token of a session ended elsewhere (decision 0010). */
export const SESSION_CHECK_CACHE_MS = 5_000;
const MAX_CACHED = 10_000;

export interface SessionLiveness {
  /** Whether the login `sid` of the user still holds; runs on every authenticated request. */
  isAlive(sid: number, userId: number): Promise<boolean>;
  /** Logout: the session ends for every instance, on this one at once. */
  end(sid: number, userId: number): Promise<void>;
  /** Reuse of a refresh token, password change or reset: every session of the user ends. */
  endAllOf(userId: number): Promise<void>;
}

interface Entry {
  userId: number;
  alive: boolean;
  checkedAt: number;
}

/**
 * Revocation lives in the database (refresh_tokens), so every instance sees it; each instance keeps
 * the answer a few seconds, so an authenticated request costs an index lookup at most every 5 s per
 * session. An ended session never comes back, so a "dead" answer is kept until the entry is evicted.
 */
export function createSessionLiveness(db: Db, opts: { cacheMs?: number; now?: () => Date } = {}): SessionLiveness {
  const cacheMs = opts.cacheMs ?? SESSION_CHECK_CACHE_MS;
  const now = opts.now ?? (() => new Date());
  const cache = new Map<number, Entry>();

  const remember = (sid: number, entry: Entry) => {
    cache.delete(sid);
    cache.set(sid, entry);
    // Oldest first in a Map: drop it when full.
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  };

  return {
    async isAlive(sid, userId) {
      const at = now();
      const hit = cache.get(sid);
      if (hit && hit.userId === userId && (!hit.alive || at.getTime() - hit.checkedAt < cacheMs)) return hit.alive;
      const alive = await sessionAlive(db, sid, userId, at);
      remember(sid, { userId, alive, checkedAt: at.getTime() });
      return alive;
    },
    async end(sid, userId) {
      remember(sid, { userId, alive: false, checkedAt: now().getTime() });
      await revokeSession(db, sid, now());
    },
    async endAllOf(userId) {
      const forget = () => {
        for (const entry of cache.values()) if (entry.userId === userId) entry.alive = false;
      };
      forget();
      await revokeAllRefreshTokens(db, userId, now());
      // Again: a lookup that ran during the write may have cached "alive".
      forget();
    },
  };
}

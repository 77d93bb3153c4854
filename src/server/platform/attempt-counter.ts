import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginThrottle } from "../../db/schema/accounts.ts";

/**
 * The one attempt counter shared by all instances (decision 0010): a row per scope, e-mail and client
 * address in `login_throttle`. Logins count here (account/login-throttle.ts), and so do requests for an
 * order's mail link (decision 0040) under scopes of their own.
 */
export interface AttemptKey {
  scope: string;
  /** Lower-cased e-mail address, or "" for a scope that counts per client address only. */
  email: string;
  /** Client address, or "" for a scope that counts per e-mail only. */
  address: string;
}

/**
 * Counts one attempt and answers the count including it. One statement (insert … on conflict do
 * update … returning) holds the row lock, so parallel attempts — on any instance — each get their own
 * number; a window older than `windowMinutes` starts again at 1.
 */
export async function countAttempt(db: Db, key: AttemptKey, windowMinutes: number, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
  const expired = sql`${loginThrottle.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ ...key, windowStart: now, attempts: 1 })
    .onConflictDoUpdate({
      target: [loginThrottle.scope, loginThrottle.email, loginThrottle.address],
      set: {
        attempts: sql`case when ${expired} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStart: sql`case when ${expired} then excluded.window_start else ${loginThrottle.windowStart} end`,
      },
    })
    .returning({ attempts: loginThrottle.attempts });
  return row.attempts;
}

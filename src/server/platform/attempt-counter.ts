import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginThrottle } from "../../db/schema/accounts.ts";

/**
 * Attempts counted per scope and key in a fixed window (decision 0010), in the table login_throttle, which
 * began with the login throttle and now also counts contact requests (decision 0042): one counter, not
 * a second kind. A scope names what is counted ("pair", "address", "account" for logins;
 * "contact-address", "contact-email" for the contact form); `email` and `address` are its key (empty
 * when the scope does not use one).
 *
 * One statement (insert … on conflict do update … returning) holds the row lock, so parallel attempts —
 * on any instance — each get their own number; a window older than `windowMinutes` starts again at 1.
 * Answers the count including this attempt.
 */
export async function countAttempt(
  db: Db,
  key: { scope: string; email?: string; address?: string },
  windowMinutes: number,
  now: Date,
): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMinutes * 60_000);
  const expired = sql`${loginThrottle.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ scope: key.scope, email: key.email ?? "", address: key.address ?? "", windowStart: now, attempts: 1 })
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

/** Windows that ended long ago are of no use any more (index on window_start); every scope's windows are shorter than a day. */
export async function forgetOldAttempts(db: Db, before: Date) {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, before));
}

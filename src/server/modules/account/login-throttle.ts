import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { loginThrottle } from "../../../db/schema/accounts.ts";
import { LOGIN_LIMITS, LOGIN_WINDOW_MINUTES } from "./session-policy.ts";

type Scope = keyof typeof LOGIN_LIMITS;

/**
 * Counts one attempt in a scope and answers the count including it. One statement (insert … on
 * conflict do update … returning) holds the row lock, so parallel attempts — on any instance — each
 * get their own number; a window older than LOGIN_WINDOW_MINUTES starts again at 1.
 */
async function countAttempt(db: Db, scope: Scope, email: string, address: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const expired = sql`${loginThrottle.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ scope, email, address, windowStart: now, attempts: 1 })
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

/**
 * Reserves a login attempt BEFORE the password is checked (decision 0010): first for this account from
 * this client address, then for the address, then for the account from everywhere. A scope over its
 * limit stops the attempt there, so the wider counters only count attempts that were allowed through:
 * one address cannot use up the account's ceiling and lock its owner out.
 */
export async function reserveLoginAttempt(db: Db, email: string, address: string, now: Date): Promise<boolean> {
  if ((await countAttempt(db, "pair", email, address, now)) > LOGIN_LIMITS.pair) return false;
  if ((await countAttempt(db, "address", "", address, now)) > LOGIN_LIMITS.address) return false;
  return (await countAttempt(db, "account", email, "", now)) <= LOGIN_LIMITS.account;
}

/** A successful login: the pair starts again; the account and the address get their attempt back. */
export async function settleSuccessfulLogin(db: Db, email: string, address: string) {
  await db.delete(loginThrottle).where(and(eq(loginThrottle.scope, "pair"), eq(loginThrottle.email, email), eq(loginThrottle.address, address)));
  await db
    .update(loginThrottle)
    .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
    .where(
      sql`(${loginThrottle.scope} = 'account' and ${loginThrottle.email} = ${email}) or (${loginThrottle.scope} = 'address' and ${loginThrottle.address} = ${address})`,
    );
}

/** Password reset: the mailbox is proven, so the account's counters start again. */
export async function clearLoginThrottle(db: Db, email: string) {
  await db.delete(loginThrottle).where(and(inArray(loginThrottle.scope, ["pair", "account"]), eq(loginThrottle.email, email)));
}

/** Windows that ended long ago are of no use any more (index on window_start). */
export async function forgetOldLoginAttempts(db: Db, before: Date) {
  await db.delete(loginThrottle).where(lt(loginThrottle.windowStart, before));
}

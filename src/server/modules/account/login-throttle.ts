import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { countAttempt } from "../../platform/attempt-counter.ts";
import type { Db } from "../../../db/client.ts";
import { loginThrottle } from "../../../db/schema/accounts.ts";
import { LOGIN_LIMITS, LOGIN_WINDOW_MINUTES } from "./session-policy.ts";

type Scope = keyof typeof LOGIN_LIMITS;

/** A login attempt in one of the login's scopes (the counter is the platform's, decision 0010). */
const countLoginAttempt = (db: Db, scope: Scope, email: string, address: string, now: Date) => countAttempt(db, { scope, email, address }, LOGIN_WINDOW_MINUTES, now);

/**
 * Reserves a login attempt BEFORE the password is checked (decision 0010): first for this account from
 * this client address, then for the address, then for the account from everywhere. A scope over its
 * limit stops the attempt there, so the wider counters only count attempts that were allowed through:
 * one address cannot use up the account's ceiling and lock its owner out.
 */
export async function reserveLoginAttempt(db: Db, email: string, address: string, now: Date): Promise<boolean> {
  if ((await countLoginAttempt(db, "pair", email, address, now)) > LOGIN_LIMITS.pair) return false;
  if ((await countLoginAttempt(db, "address", "", address, now)) > LOGIN_LIMITS.address) return false;
  return (await countLoginAttempt(db, "account", email, "", now)) <= LOGIN_LIMITS.account;
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

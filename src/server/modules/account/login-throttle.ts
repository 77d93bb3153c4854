import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { loginThrottle } from "../../../db/schema/accounts.ts";
import { countAttempt as countWindow, forgetOldAttempts } from "../../platform/attempt-counter.ts";
import { LOGIN_LIMITS, LOGIN_WINDOW_MINUTES } from "./session-policy.ts";

type Scope = keyof typeof LOGIN_LIMITS;

/** One login attempt in a scope (the platform's counter, decision 0010), counted with the count including it. */
const countAttempt = (db: Db, scope: Scope, email: string, address: string, now: Date) =>
  countWindow(db, { scope, email, address }, LOGIN_WINDOW_MINUTES, now);

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
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.scope, "pair"), eq(loginThrottle.email, email), eq(loginThrottle.address, address)));
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

/** Windows that ended long ago are of no use any more (every scope's, the contact form's too). */
export const forgetOldLoginAttempts = forgetOldAttempts;

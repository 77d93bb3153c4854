import { AppError, ERRORS } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { consumeUserToken, findUserToken, insertUserToken, type UserTokenPurpose, type UserTokenRow } from "./account.repo.ts";
import { hashToken, newSecretToken } from "./secret-token.ts";
import { hoursFrom, MAIL_TOKEN_HOURS } from "./session-policy.ts";

export const LINK_INVALID_MESSAGE = ERRORS.LINK_INVALID.message;

/** A single-use, expiring link secret; only its hash is stored (user_tokens). */
export async function createMailToken(deps: AccountDeps, userId: number, purpose: UserTokenPurpose, payload?: string): Promise<string> {
  const token = newSecretToken();
  const now = deps.now();
  await insertUserToken(
    deps.db,
    { userId, purpose, tokenHash: hashToken(token), payload: payload ?? null, expiresAt: hoursFrom(now, MAIL_TOKEN_HOURS[purpose]) },
    now,
  );
  return token;
}

/** The token row if it is of one of the purposes, unused and unexpired; null otherwise. */
export async function findValidMailToken(
  deps: AccountDeps,
  token: string,
  purposes: readonly UserTokenPurpose[],
): Promise<UserTokenRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await findUserToken(deps.db, hashToken(token));
  if (!row || row.usedAt || !purposes.includes(row.purpose as UserTokenPurpose)) return null;
  if (row.expiresAt.getTime() <= deps.now().getTime()) return null;
  return row;
}

/** Finds and uses up a token in one step; a second use (even a concurrent one) fails. */
export async function consumeMailToken(deps: AccountDeps, token: string, purposes: readonly UserTokenPurpose[]): Promise<UserTokenRow> {
  const row = await findValidMailToken(deps, token, purposes);
  if (!row || !(await consumeUserToken(deps.db, row.id, deps.now()))) throw new AppError("LINK_INVALID");
  return row;
}

/** Links of the mails point at the country site the person used. */
export function siteOrigin(deps: AccountDeps, countryId: number): string {
  const code = countryId === 2 ? "at" : countryId === 3 ? "ch" : "de";
  return deps.config.countryOrigins[code];
}

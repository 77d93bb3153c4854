import { claimsForUser } from "../../../domain/auth.ts";
import { signAccessToken } from "./access-token.ts";
import type { AccountDeps } from "./account-deps.ts";
import { insertRefreshToken, userHasAnyOrder, type UserRow } from "./account.repo.ts";
import { hashToken, newSecretToken } from "./secret-token.ts";
import { hoursFrom, REFRESH_TOKEN_DAYS } from "./session-policy.ts";

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

export interface Session {
  access: AccessToken;
  refreshToken: string;
  refreshExpiresAt: Date;
  userId: number;
}

/** A signed access token with fresh claims of the user (hasAnyOrder from the orders table). */
export async function accessTokenFor(deps: AccountDeps, user: UserRow, sid: number): Promise<AccessToken> {
  const claims = claimsForUser({ ...user, hasAnyOrder: await userHasAnyOrder(deps.db, user.id) });
  return signAccessToken(deps.keys, { ...claims, sid: String(sid) }, deps.now());
}

/** A new login: a refresh token (only its hash is stored) and an access token bound to its session. */
export async function startSession(deps: AccountDeps, user: UserRow): Promise<Session> {
  const now = deps.now();
  const refreshToken = newSecretToken();
  const refreshExpiresAt = hoursFrom(now, REFRESH_TOKEN_DAYS * 24);
  const row = await insertRefreshToken(deps.db, { userId: user.id, tokenHash: hashToken(refreshToken), expiresAt: refreshExpiresAt });
  return { access: await accessTokenFor(deps, user, row.sessionId), refreshToken, refreshExpiresAt, userId: user.id };
}

import { claimsForUser } from "../../../domain/account/auth.ts";
import { signAccessToken } from "./access-token.ts";
import type { AccountDeps } from "./account-deps.ts";
import { insertRefreshToken, sessionImpersonator, userHasAnyOrder, type UserRow } from "./account.repo.ts";
import { hashToken, newSecretToken } from "./secret-token.ts";
import { hoursFrom, IMPERSONATION_HOURS, REFRESH_TOKEN_DAYS } from "./session-policy.ts";

export interface AccessToken {
  token: string;
  expiresAt: Date;
  /** The session it belongs to: the CSRF token is bound to it (decision 0036). */
  sessionId: string;
}

export interface Session {
  access: AccessToken;
  refreshToken: string;
  refreshExpiresAt: Date;
  userId: number;
}

/**
 * A signed access token with fresh claims of the user (hasAnyOrder from the orders table); isImpersonatedS
 * when the session is support acting as the user (decision 0031), however often it is renewed.
 */
export async function accessTokenFor(deps: AccountDeps, user: UserRow, sid: string): Promise<AccessToken> {
  const isImpersonated = (await sessionImpersonator(deps.db, sid)) !== null;
  const claims = claimsForUser({ ...user, isImpersonated, hasAnyOrder: await userHasAnyOrder(deps.db, user.id) });
  return { ...(await signAccessToken(deps.keys, { ...claims, sid }, deps.now())), sessionId: sid };
}

/** A new login: a refresh token (only its hash is stored) and an access token bound to its session. */
export async function startSession(deps: AccountDeps, user: UserRow, opts: { impersonatorUserId?: number } = {}): Promise<Session> {
  const now = deps.now();
  const refreshToken = newSecretToken();
  // Acting as a customer is a short visit: the session ends after IMPERSONATION_HOURS, renewals included.
  const refreshExpiresAt = hoursFrom(now, opts.impersonatorUserId ? IMPERSONATION_HOURS : REFRESH_TOKEN_DAYS * 24);
  const row = await insertRefreshToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
    impersonatorUserId: opts.impersonatorUserId ?? null,
  });
  return { access: await accessTokenFor(deps, user, row.sessionId), refreshToken, refreshExpiresAt, userId: user.id };
}

import { AppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findRefreshToken, findUserById, insertRefreshToken, revokeRefreshToken } from "./account.repo.ts";
import { accessTokenFor, type Session } from "./issue-session.ts";
import { hashToken, newSecretToken } from "./secret-token.ts";
import { hoursFrom, REFRESH_TOKEN_DAYS } from "./session-policy.ts";

const ended = () => new AppError("SESSION_ENDED");

/**
 * POST /api/account/get/token (and the v4 cookie login): a refresh token is exchanged for a new
 * access token and a new refresh token; the old one is revoked (rotation). Presenting a revoked
 * token again means it was copied: every session of that user ends (reuse detection, decision 0008).
 */
export async function refreshSession(deps: AccountDeps, refreshToken: string | undefined): Promise<Session> {
  if (!refreshToken || refreshToken.length > 200) throw ended();
  const now = deps.now();
  const row = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (!row) throw ended();
  if (row.revokedAt) {
    await deps.sessions.endAllOf(row.userId);
    deps.log("revoked refresh token presented again: all sessions of the user ended", { userId: row.userId });
    throw ended();
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw ended();
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.lockedAt) throw ended();

  const next = newSecretToken();
  // An impersonation keeps its first end: renewing never stretches support's visit.
  const refreshExpiresAt = row.impersonatorUserId ? row.expiresAt : hoursFrom(now, REFRESH_TOKEN_DAYS * 24);
  const nextRow = await insertRefreshToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(next),
    expiresAt: refreshExpiresAt,
    sessionId: row.sessionId,
    impersonatorUserId: row.impersonatorUserId,
  });
  if (!(await revokeRefreshToken(deps.db, row.id, now, nextRow.id))) {
    // Used twice at the same moment: one of the two is a copy.
    await deps.sessions.endAllOf(user.id);
    throw ended();
  }
  return { access: await accessTokenFor(deps, user, nextRow.sessionId), refreshToken: next, refreshExpiresAt, userId: user.id };
}

import { AppError, ERRORS } from "../../../domain/shared/errors.ts";
import { verifyAccessToken } from "./access-token.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findUserById, sessionAlive } from "./account.repo.ts";
import { accessTokenFor, type AccessToken } from "./issue-session.ts";

export const SESSION_ENDED_MESSAGE = ERRORS.SESSION_ENDED.message;

/**
 * POST /api/account/v2/get/token: a still-valid token of a live session gets a fresh token with fresh
 * claims from the database (e.g. hasAnyOrder after an order). reload = true when the auth cookie
 * belongs to another user than CurrentToken (another tab logged in as someone else, spec §4): then
 * nothing is issued, so the other tab's login stays intact.
 */
export async function renewToken(
  deps: AccountDeps,
  input: { currentToken: string; cookieToken?: string },
): Promise<{ reload: true; access: null } | { reload: false; access: AccessToken }> {
  const current = await verifyAccessToken(deps.keys, input.currentToken, deps.now());
  if (!current?.sid) throw new AppError("SESSION_ENDED");
  if (input.cookieToken && input.cookieToken !== input.currentToken) {
    const cookieUser = await verifyAccessToken(deps.keys, input.cookieToken, deps.now());
    if (cookieUser && cookieUser.id !== current.id) return { reload: true, access: null };
  }
  if (!(await sessionAlive(deps.db, current.sid, current.id, deps.now()))) throw new AppError("SESSION_ENDED");
  const user = await findUserById(deps.db, current.id);
  if (!user || user.lockedAt) throw new AppError("SESSION_ENDED");
  return { reload: false, access: await accessTokenFor(deps, user, current.sid) };
}

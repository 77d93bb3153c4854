import type { AccountDeps } from "./account-deps.ts";
import { findRefreshToken, latestInChain, revokeRefreshToken } from "./account.repo.ts";
import { hashToken } from "./secret-token.ts";

/**
 * POST /api/account/jwt/abmelden: ends the login. Revokes the refresh token of the cookie and the
 * newest token of the access token's session (sid), so neither can renew anything afterwards.
 * UserSwitched is true only when an impersonation ends (spec §4: the page then reloads).
 */
export async function logOut(
  deps: AccountDeps,
  input: { refreshToken?: string; user: { id: number; sid: number | null; isImpersonatedS: boolean } | null },
): Promise<{ Success: boolean; UserSwitched: boolean }> {
  const now = deps.now();
  if (input.refreshToken) {
    const row = await findRefreshToken(deps.db, hashToken(input.refreshToken));
    if (row && !row.revokedAt) await revokeRefreshToken(deps.db, row.id, now);
  }
  if (input.user?.sid) {
    const latest = await latestInChain(deps.db, input.user.sid);
    if (latest) await revokeRefreshToken(deps.db, latest, now);
  }
  return { Success: true, UserSwitched: input.user?.isImpersonatedS ?? false };
}

import type { AccountDeps } from "./account-deps.ts";
import { findRefreshToken } from "./account.repo.ts";
import { hashToken } from "./secret-token.ts";

/**
 * POST /api/account/jwt/abmelden: ends the login. The session of the refresh-token cookie and the
 * session of the access token (sid) end: nothing can be renewed with them, and the access token is
 * refused from now on (decision 0010). UserSwitched is true only when an impersonation ends (spec §4).
 */
export async function logOut(
  deps: AccountDeps,
  input: { refreshToken?: string; user: { id: number; sid: number | null; isImpersonatedS: boolean } | null },
): Promise<{ Success: boolean; UserSwitched: boolean }> {
  if (input.refreshToken) {
    const row = await findRefreshToken(deps.db, hashToken(input.refreshToken));
    if (row) await deps.sessions.end(row.sessionId, row.userId);
  }
  if (input.user?.sid) await deps.sessions.end(input.user.sid, input.user.id);
  return { Success: true, UserSwitched: input.user?.isImpersonatedS ?? false };
}

import type { AccountDeps } from "./account-deps.ts";
import { findRefreshToken } from "./account.repo.ts";
import { endImpersonation } from "./impersonate-user.ts";
import type { Session } from "./issue-session.ts";
import { hashToken } from "./secret-token.ts";

/**
 * POST /api/account/jwt/abmelden: ends the login. The session of the refresh-token cookie and the
 * session of the access token (sid) end: nothing can be renewed with them, and the access token is
 * refused from now on (decision 0010). UserSwitched is true only when an impersonation ends (spec §4):
 * then `session` is the support user's new login, which the route sets instead of clearing the cookies.
 */
export async function logOut(
  deps: AccountDeps,
  input: { refreshToken?: string; user: { id: number; sid: string | null; isImpersonatedS: boolean } | null },
): Promise<{ Success: boolean; UserSwitched: boolean; session: Session | null }> {
  if (input.refreshToken) {
    const row = await findRefreshToken(deps.db, hashToken(input.refreshToken));
    if (row) await deps.sessions.end(row.sessionId, row.userId);
  }
  if (input.user?.sid) await deps.sessions.end(input.user.sid, input.user.id);
  const switched =
    input.user?.isImpersonatedS && input.user.sid ? await endImpersonation(deps, { sid: input.user.sid, userId: input.user.id }) : null;
  return { Success: true, UserSwitched: input.user?.isImpersonatedS ?? false, session: switched };
}

import { AppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import type { AccessToken, Session } from "./issue-session.ts";
import { refreshSession } from "./refresh-session.ts";
import { renewToken } from "./renew-token.ts";

/**
 * POST /api/account/get/token: a page that has no usable stored token gets one for the session its
 * cookies carry. While the auth cookie's session is alive (a page rendered for a login it has no token
 * of: after a user switch, a login without JavaScript, another tab's logout of the stored user) the
 * access token is renewed for that session and nothing else changes. Only when the auth cookie is gone
 * or dead (a pause longer than the access token) is the refresh token rotated. A rotation that a
 * navigation cancels after the server revoked the old token leaves the browser with that revoked
 * token, and its next use ends every session of the user (reuse detection, decision 0008); renewing
 * keeps such races harmless where they are common (decision 0035).
 */
export async function resumeSession(
  deps: AccountDeps,
  input: { refreshToken: string | undefined; cookieAccessToken: string | undefined },
): Promise<{ access: AccessToken; rotated: Session | null }> {
  if (input.cookieAccessToken) {
    try {
      const renewed = await renewToken(deps, { currentToken: input.cookieAccessToken });
      if (!renewed.reload) return { access: renewed.access, rotated: null };
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== "SESSION_ENDED") throw err;
    }
  }
  const rotated = await refreshSession(deps, input.refreshToken);
  return { access: rotated.access, rotated };
}

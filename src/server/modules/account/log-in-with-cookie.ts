import { isAppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import type { Session } from "./issue-session.ts";
import { refreshSession } from "./refresh-session.ts";

/**
 * POST /api/account/anmelden-cookie {Type, AuthCookieValue}: 'v4' is a remember-me value, i.e. a
 * refresh token (rotated like any refresh); 'legacy' cookies of the old platform are not supported.
 * Failure is an answer with success false (spec §8: cookie login failure is silently ignored).
 */
export async function logInWithCookie(
  deps: AccountDeps,
  input: { Type: "v4" | "legacy"; AuthCookieValue: string },
): Promise<Session | null> {
  if (input.Type !== "v4") return null;
  try {
    return await refreshSession(deps, input.AuthCookieValue);
  } catch (err) {
    if (isAppError(err)) return null;
    throw err;
  }
}

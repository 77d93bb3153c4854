import { PASSWORD_TEXTS } from "../../../domain/account/account.schemas.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findUserById, updateUser } from "./account.repo.ts";
import { clearLoginThrottle } from "./login-throttle.ts";
import { consumeMailToken } from "./mail-token.ts";
import { hashPassword } from "./passwords.ts";

/** The links that lead to /neues-kennwort-setzen/{token}. */
export const PASSWORD_LINK_PURPOSES = ["reset-password", "invite-staff"] as const;

/**
 * POST /api/account/kennwort-setzen: a new password through the mailed link (single use, 2 h), or the
 * first password through a dealer's staff invitation (7 days, decision 0027). Every existing session
 * ends; the failed-login counter of the account is cleared; the mailbox is proven.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { Token: string; Password: string },
): Promise<{ success: true; message: string }> {
  const row = await consumeMailToken(deps, input.Token, PASSWORD_LINK_PURPOSES);
  const user = await findUserById(deps.db, row.userId);
  const now = deps.now();
  if (user) {
    await updateUser(deps.db, user.id, {
      passwordHash: await hashPassword(input.Password),
      emailConfirmedAt: user.emailConfirmedAt ?? now,
    });
    await deps.sessions.endAllOf(user.id);
    await clearLoginThrottle(deps.db, user.email);
  }
  return { success: true, message: PASSWORD_TEXTS.resetDone };
}

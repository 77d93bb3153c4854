import { backOfficeStartPage } from "../../../domain/back-office/back-office-home.ts";
import { dealerLoginTarget } from "../../../domain/shared/return-path.ts";
import { ROLES } from "../../../domain/access/roles.ts";
import { AppError, ERRORS } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail, updateUser } from "./account.repo.ts";
import { startSession, type Session } from "./issue-session.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { forgetOldLoginAttempts, reserveLoginAttempt, settleSuccessfulLogin } from "./login-throttle.ts";

export const LOGIN_FAILED_MESSAGE = ERRORS.LOGIN_FAILED.message;
export const LOGIN_RATE_LIMITED_MESSAGE = ERRORS.LOGIN_RATE_LIMITED.message;
export const DEALER_REDIRECT_INVALID_MESSAGE = ERRORS.DEALER_REDIRECT_INVALID.message;

/**
 * A session (with the path the login page leads to next, e.g. a dealer's portal), or — for an account whose
 * stored redirect is an external address — that address instead of a session (spec §4 Session).
 */
export type LoginResult = { kind: "session"; session: Session; redirectUrl: string | null } | { kind: "redirect"; redirectUrl: string };

/**
 * POST /api/account/jwt/anmelden. The same answer whether the account exists or not (decision 0008);
 * every attempt is counted before the password is checked (decision 0010); a dealer's staff member
 * is sent to the dealer's redirect URL instead of getting a token (spec §4 Session).
 */
export async function logIn(deps: AccountDeps, input: { UserName: string; Password: string; clientAddress: string }): Promise<LoginResult> {
  const now = deps.now();
  const email = input.UserName.trim().toLowerCase();
  if (!(await reserveLoginAttempt(deps.db, email, input.clientAddress, now))) throw new AppError("LOGIN_RATE_LIMITED");

  const user = await findCustomerByEmail(deps.db, email);
  const ok = await verifyPassword(input.Password, user?.passwordHash);
  if (!user || !ok) {
    await forgetOldLoginAttempts(deps.db, new Date(now.getTime() - 24 * 3_600_000));
    throw new AppError("LOGIN_FAILED");
  }
  await settleSuccessfulLogin(deps.db, email, input.clientAddress);
  // Only after the right password: a locked account says so, an unknown one stays unknown.
  if (user.lockedAt) throw new AppError("ACCOUNT_LOCKED");
  if (user.passwordHash && needsRehash(user.passwordHash))
    await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.Password) });
  const target = dealerLoginTarget(user.redirectUrl, user.dealerId !== null && user.roles.includes(ROLES.DEALER));
  if (target?.kind === "invalid") throw new AppError("DEALER_REDIRECT_INVALID");
  // The only external target a login may lead to, and only over http(s) (decision 0011).
  if (target?.kind === "external") return { kind: "redirect", redirectUrl: target.url };
  // Back-office staff land on their desk, not the shop's home (decision 0036).
  return { kind: "session", session: await startSession(deps, user), redirectUrl: target?.path ?? backOfficeStartPage(user.roles) };
}

import { dealerRedirectUrl } from "../../../domain/return-path.ts";
import { AppError } from "../../app-error.ts";
import type { AccountDeps } from "./account-deps.ts";
import { clearLoginFailures, countLoginFailures, findCustomerByEmail, recordLoginFailure, updateUser } from "./account.repo.ts";
import { startSession, type Session } from "./issue-session.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { LOGIN_WINDOW_MINUTES, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from "./session-policy.ts";

export const LOGIN_FAILED_MESSAGE = "E-Mail-Adresse oder Kennwort ist nicht korrekt.";
export const LOGIN_RATE_LIMITED_MESSAGE =
  "Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie 15 Minuten oder setzen Sie Ihr Kennwort zurück.";
export const DEALER_REDIRECT_INVALID_MESSAGE =
  "Für dieses Händlerkonto ist keine gültige Weiterleitung hinterlegt. Bitte wenden Sie sich an den Kundenservice.";

export type LoginResult = { kind: "session"; session: Session } | { kind: "redirect"; redirectUrl: string };

/**
 * POST /api/account/jwt/anmelden. The same answer whether the account exists or not (decision 0008);
 * failures count per account and per client address; a dealer's staff member is sent to the dealer's
 * redirect URL instead of getting a token (spec §4 Session).
 */
export async function logIn(deps: AccountDeps, input: { UserName: string; Password: string; clientAddress: string }): Promise<LoginResult> {
  const now = deps.now();
  const email = input.UserName.trim().toLowerCase();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);
  const failures = await countLoginFailures(deps.db, email, input.clientAddress, since);
  if (failures.byEmail >= MAX_FAILURES_PER_ACCOUNT || failures.byAddress >= MAX_FAILURES_PER_ADDRESS)
    throw new AppError("LOGIN_RATE_LIMITED", LOGIN_RATE_LIMITED_MESSAGE, 429);

  const user = await findCustomerByEmail(deps.db, email);
  const ok = await verifyPassword(input.Password, user?.passwordHash);
  if (!user || !ok) {
    await recordLoginFailure(deps.db, email, input.clientAddress, now, new Date(now.getTime() - 24 * 3_600_000));
    throw new AppError("LOGIN_FAILED", LOGIN_FAILED_MESSAGE, 401);
  }
  await clearLoginFailures(deps.db, email);
  if (user.passwordHash && needsRehash(user.passwordHash)) await updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.Password) });
  if (user.redirectUrl) {
    // The only external target a login may lead to, and only over http(s) (decision 0011).
    const redirectUrl = dealerRedirectUrl(user.redirectUrl);
    if (!redirectUrl) throw new AppError("DEALER_REDIRECT_INVALID", DEALER_REDIRECT_INVALID_MESSAGE, 409);
    return { kind: "redirect", redirectUrl };
  }
  return { kind: "session", session: await startSession(deps, user) };
}

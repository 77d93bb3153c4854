import { passwordResetMail } from "./account-mails.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail } from "./account.repo.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";

export const PASSWORD_RESET_ANSWER =
  "Falls ein Kundenkonto mit dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Zurücksetzen des Kennworts geschickt.";

/**
 * POST /api/account/kennwort-vergessen: always the same answer, at once; the lookup and the mail
 * (/neues-kennwort-setzen/{token}, 2 h, single use) happen afterwards, so neither the answer nor its
 * timing tells whether the address has an account. Returns the background work for tests and logs.
 */
export function requestPasswordReset(deps: AccountDeps, email: string, siteCountryId: number): { message: string; done: Promise<void> } {
  const done = (async () => {
    const user = await findCustomerByEmail(deps.db, email);
    if (!user) return;
    const token = await createMailToken(deps, user.id, "reset-password");
    await sendMailSafely(deps, {
      to: user.email,
      template: "reset-password",
      countryId: siteCountryId,
      ...passwordResetMail(user, `${siteOrigin(deps, siteCountryId)}/neues-kennwort-setzen/${token}`),
    });
  })().catch((err) => deps.log("password reset failed", { err: (err as Error).message }));
  return { message: PASSWORD_RESET_ANSWER, done };
}

import { AppError, ERRORS } from "../../../domain/shared/errors.ts";
import { emailChangeMail, emailChangeNoticeMail } from "./account-mails.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail, updateUser } from "./account.repo.ts";
import { credentialOwner, type SessionCaller } from "./guards.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";
import { verifyPassword } from "./passwords.ts";

export const WRONG_PASSWORD_MESSAGE = ERRORS.WRONG_PASSWORD.message;

/**
 * POST /api/jwt/konto/email: the logged-in customer asks to change the address (with the password).
 * The new address gets a confirmation link (/email-anpassung-bestaetigen/{token}, 24 h); the old one
 * a notice. Nothing changes until the link is used.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  caller: SessionCaller,
  input: { NewEmail: string; Password: string },
  siteCountryId: number,
): Promise<{ success: true; PendingEmail: string }> {
  const user = await credentialOwner(deps, caller);
  if (!(await verifyPassword(input.Password, user.passwordHash))) throw new AppError("WRONG_PASSWORD", { field: "Password" });
  if (input.NewEmail === user.email) throw new AppError("EMAIL_UNCHANGED", { field: "NewEmail" });
  if (await findCustomerByEmail(deps.db, input.NewEmail))
    throw new AppError("EMAIL_TAKEN", {
      message: "Diese E-Mail-Adresse wird bereits für ein anderes Kundenkonto verwendet.",
      field: "NewEmail",
    });
  await updateUser(deps.db, user.id, { pendingEmail: input.NewEmail });
  const token = await createMailToken(deps, user.id, "change-email", input.NewEmail);
  const url = `${siteOrigin(deps, siteCountryId)}/email-anpassung-bestaetigen/${token}`;
  await sendMailSafely(deps, {
    to: input.NewEmail,
    template: "change-email",
    countryId: siteCountryId,
    ...emailChangeMail(user, input.NewEmail, url),
  });
  await sendMailSafely(deps, {
    to: user.email,
    template: "change-email-notice",
    countryId: siteCountryId,
    ...emailChangeNoticeMail(user, input.NewEmail),
  });
  return { success: true, PendingEmail: input.NewEmail };
}

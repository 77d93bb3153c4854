import { AppError } from "../../app-error.ts";
import { emailChangeMail, emailChangeNoticeMail } from "./account-mails.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail, updateUser } from "./account.repo.ts";
import { currentCustomer } from "./guards.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";
import { verifyPassword } from "./passwords.ts";

export const WRONG_PASSWORD_MESSAGE = "Das Kennwort ist nicht korrekt.";

/**
 * POST /api/jwt/konto/email: the logged-in customer asks to change the address (with the password).
 * The new address gets a confirmation link (/email-anpassung-bestaetigen/{token}, 24 h); the old one
 * a notice. Nothing changes until the link is used.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  userId: number,
  input: { NewEmail: string; Password: string },
  siteCountryId: number,
): Promise<{ success: true; PendingEmail: string }> {
  const user = await currentCustomer(deps, userId);
  if (!(await verifyPassword(input.Password, user.passwordHash)))
    throw new AppError("WRONG_PASSWORD", WRONG_PASSWORD_MESSAGE, 400, { Password: [WRONG_PASSWORD_MESSAGE] });
  if (input.NewEmail === user.email)
    throw new AppError("EMAIL_UNCHANGED", "Das ist bereits Ihre E-Mail-Adresse.", 400, { NewEmail: ["Das ist bereits Ihre E-Mail-Adresse."] });
  if (await findCustomerByEmail(deps.db, input.NewEmail))
    throw new AppError("EMAIL_TAKEN", "Diese E-Mail-Adresse wird bereits für ein anderes Kundenkonto verwendet.", 409, {
      NewEmail: ["Diese E-Mail-Adresse wird bereits für ein anderes Kundenkonto verwendet."],
    });
  await updateUser(deps.db, user.id, { pendingEmail: input.NewEmail });
  const token = await createMailToken(deps, user.id, "change-email", input.NewEmail);
  const url = `${siteOrigin(deps, siteCountryId)}/email-anpassung-bestaetigen/${token}`;
  await sendMailSafely(deps, { to: input.NewEmail, template: "change-email", countryId: siteCountryId, ...emailChangeMail(user, input.NewEmail, url) });
  await sendMailSafely(deps, { to: user.email, template: "change-email-notice", countryId: siteCountryId, ...emailChangeNoticeMail(user, input.NewEmail) });
  return { success: true, PendingEmail: input.NewEmail };
}

import { sql } from "drizzle-orm";
import type { RegisterInput } from "../../../domain/account/account.schemas.ts";
import { AppError, ERRORS } from "../../../domain/shared/errors.ts";
import { confirmEmailMail, notificationsOptInMail } from "./account-mails.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail, insertUser, type UserRow } from "./account.repo.ts";
import { startSession, type Session } from "./issue-session.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";
import { hashPassword } from "./passwords.ts";

export const EMAIL_TAKEN_MESSAGE = ERRORS.EMAIL_TAKEN.message;

/**
 * Customer registration (POST /api/account/registrieren): creates the account, logs it in and sends
 * the confirmation mail with a single-use link (/email-anpassung-bestaetigen/{token}); with
 * Notifications also the double-opt-in mail (/benachrichtigungen/{token}/bestaetigen).
 */
export async function registerCustomer(
  deps: AccountDeps,
  input: RegisterInput,
  siteCountryId: number,
): Promise<{ user: UserRow; session: Session }> {
  const passwordHash = await hashPassword(input.Password);
  // One registration per address even when two arrive at once: the advisory lock serialises them.
  const user = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`register:${input.Email}`}))`);
    if (await findCustomerByEmail(tx, input.Email)) throw new AppError("EMAIL_TAKEN", { field: "Email" });
    return insertUser(tx, {
      countryId: input.CountryId ?? siteCountryId,
      email: input.Email,
      passwordHash,
      title1: input.Title1,
      title2: input.Title2,
      firstName: input.FirstName,
      lastName: input.LastName,
      phone: input.Phone,
    });
  });
  const origin = siteOrigin(deps, siteCountryId);
  const confirmToken = await createMailToken(deps, user.id, "confirm-email", user.email);
  await sendMailSafely(deps, {
    to: user.email,
    template: "confirm-email",
    countryId: siteCountryId,
    ...confirmEmailMail(user, `${origin}/email-anpassung-bestaetigen/${confirmToken}`),
  });
  if (input.Notifications) {
    const optIn = await createMailToken(deps, user.id, "notifications");
    await sendMailSafely(deps, {
      to: user.email,
      template: "notifications-opt-in",
      countryId: siteCountryId,
      ...notificationsOptInMail(user, `${origin}/benachrichtigungen/${optIn}/bestaetigen`),
    });
  }
  return { user, session: await startSession(deps, user) };
}

import { notificationsOptInMail } from "./account-mails.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { updateUser } from "./account.repo.ts";
import { currentCustomer } from "./guards.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";

/**
 * PUT /api/jwt/konto/benachrichtigungen {Enabled}: switching on sends the double-opt-in mail
 * (/benachrichtigungen/{token}/bestaetigen); switching off applies at once.
 */
export async function changeNotifications(
  deps: AccountDeps,
  userId: number,
  enabled: boolean,
  siteCountryId: number,
): Promise<{ success: true; NotificationsConfirmed: boolean; ConfirmationSent: boolean }> {
  const user = await currentCustomer(deps, userId);
  if (!enabled) {
    await updateUser(deps.db, user.id, { newsletterConfirmedAt: null });
    return { success: true, NotificationsConfirmed: false, ConfirmationSent: false };
  }
  if (user.newsletterConfirmedAt) return { success: true, NotificationsConfirmed: true, ConfirmationSent: false };
  const token = await createMailToken(deps, user.id, "notifications");
  const url = `${siteOrigin(deps, siteCountryId)}/benachrichtigungen/${token}/bestaetigen`;
  await sendMailSafely(deps, {
    to: user.email,
    template: "notifications-opt-in",
    countryId: siteCountryId,
    ...notificationsOptInMail(user, url),
  });
  return { success: true, NotificationsConfirmed: false, ConfirmationSent: true };
}

import type { AccountDeps } from "./account-deps.ts";
import { updateUser } from "./account.repo.ts";
import { consumeMailToken } from "./mail-token.ts";

/** POST /api/account/benachrichtigungen/bestaetigen, the page /benachrichtigungen/{token}/bestaetigen. */
export async function confirmNotifications(deps: AccountDeps, token: string): Promise<{ success: true; message: string }> {
  const row = await consumeMailToken(deps, token, ["notifications"]);
  await updateUser(deps.db, row.userId, { newsletterConfirmedAt: deps.now() });
  return { success: true, message: "Vielen Dank! Ihre E-Mail-Benachrichtigungen sind jetzt aktiviert." };
}

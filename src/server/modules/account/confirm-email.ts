import { AppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findCustomerByEmail, findUserById, updateUser } from "./account.repo.ts";
import { consumeMailToken } from "./mail-token.ts";

export interface ConfirmEmailResult {
  success: true;
  /** "registration": the address of a new account; "change": a new address replaced the old one. */
  Kind: "registration" | "change";
  Email: string;
  message: string;
}

/**
 * POST /api/account/email/bestaetigen, the page /email-anpassung-bestaetigen/{token}: confirms the
 * address of a new account, or applies a requested change of address (single use).
 */
export async function confirmEmail(deps: AccountDeps, token: string): Promise<ConfirmEmailResult> {
  const row = await consumeMailToken(deps, token, ["confirm-email", "change-email"]);
  const user = await findUserById(deps.db, row.userId);
  if (!user) throw new AppError("LINK_INVALID");
  const now = deps.now();
  if (row.purpose === "confirm-email") {
    if (row.payload === user.email && !user.emailConfirmedAt) await updateUser(deps.db, user.id, { emailConfirmedAt: now });
    return { success: true, Kind: "registration", Email: user.email, message: "Vielen Dank! Ihre E-Mail-Adresse ist bestätigt." };
  }
  const newEmail = row.payload ?? "";
  const holder = await findCustomerByEmail(deps.db, newEmail);
  if (!newEmail || (holder && holder.id !== user.id))
    throw new AppError("EMAIL_TAKEN", { message: "Diese E-Mail-Adresse wird inzwischen für ein anderes Kundenkonto verwendet." });
  await updateUser(deps.db, user.id, { email: newEmail, emailConfirmedAt: now, pendingEmail: null });
  return {
    success: true,
    Kind: "change",
    Email: newEmail,
    message: `Ihre E-Mail-Adresse wurde auf ${newEmail} geändert. Bitte melden Sie sich künftig mit dieser Adresse an.`,
  };
}

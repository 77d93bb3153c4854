import { AppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findUserById, type UserRow } from "./account.repo.ts";

/** The caller's own row; a token of a deleted user is a 401. */
export async function currentUser(deps: AccountDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

/** Password and e-mail changes need a customer account; a guest has neither. */
export async function currentCustomer(deps: AccountDeps, userId: number): Promise<UserRow> {
  const user = await currentUser(deps, userId);
  if (user.isGuest || !user.passwordHash) throw new AppError("GUEST_NOT_ALLOWED");
  return user;
}

/** Who is asking, as far as credentials go: the user and whether support is acting as her (impersonation). */
export interface SessionCaller {
  id: number;
  isImpersonated: boolean;
}

/**
 * The caller's own customer row for a change of her credentials (password, e-mail, deleting the account).
 * Refused while support acts as her (decision 0036): such a change would hand support a session of her
 * own without the impersonation flag, or lock her out of her account.
 */
export async function credentialOwner(deps: AccountDeps, caller: SessionCaller): Promise<UserRow> {
  if (caller.isImpersonated) throw new AppError("IMPERSONATION_CREDENTIALS_FORBIDDEN");
  return currentCustomer(deps, caller.id);
}

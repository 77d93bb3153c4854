import { AppError } from "../../app-error.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findUserById, type UserRow } from "./account.repo.ts";

/** The caller's own row; a token of a deleted user is a 401. */
export async function currentUser(deps: AccountDeps, userId: number): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError("UNAUTHORIZED", "Bitte melden Sie sich an.", 401);
  return user;
}

/** Password and e-mail changes need a customer account; a guest has neither. */
export async function currentCustomer(deps: AccountDeps, userId: number): Promise<UserRow> {
  const user = await currentUser(deps, userId);
  if (user.isGuest || !user.passwordHash)
    throw new AppError("GUEST_NOT_ALLOWED", "Als Gast ist das nicht möglich. Bitte registrieren Sie sich für ein Kundenkonto.", 403);
  return user;
}

import { AppError } from "../../../domain/errors.ts";
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
  if (user.isGuest || !user.passwordHash)
    throw new AppError("GUEST_NOT_ALLOWED");
  return user;
}

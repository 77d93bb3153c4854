import type { AccountDeps } from "./account-deps.ts";
import { deleteAddress } from "./account.repo.ts";
import { addressNotFound } from "./address-wire.ts";

/** DELETE /api/jwt/adressen/{id}: soft delete of the owner's address; any other id is a 404. */
export async function removeAddress(deps: AccountDeps, userId: number, id: number): Promise<{ success: true }> {
  if (!(await deleteAddress(deps.db, userId, id, deps.now()))) throw addressNotFound();
  return { success: true };
}

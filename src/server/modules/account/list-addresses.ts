import type { Address } from "../../../domain/account/account.schemas.ts";
import type { AccountDeps } from "./account-deps.ts";
import { findAddress, listAddresses } from "./account.repo.ts";
import { addressNotFound, addressOf } from "./address-wire.ts";

/** GET /api/jwt/adressen: the caller's own addresses only. */
export async function listOwnAddresses(deps: AccountDeps, userId: number): Promise<Address[]> {
  return (await listAddresses(deps.db, userId)).map(addressOf);
}

/** GET /api/jwt/adressen/{id}: another customer's address is a 404, never a 403 (nothing to learn). */
export async function getOwnAddress(deps: AccountDeps, userId: number, id: number): Promise<Address> {
  const row = await findAddress(deps.db, userId, id);
  if (!row) throw addressNotFound();
  return addressOf(row);
}

import type { Address, AddressInput } from "../../../domain/account/account.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { countAddresses, insertAddress, updateAddress } from "./account.repo.ts";
import { addressColumns, addressNotFound, addressOf } from "./address-wire.ts";
import { MAX_ADDRESSES_PER_USER } from "./session-policy.ts";

/** POST /api/jwt/adressen: a new address in the caller's address book. */
export async function addAddress(deps: AccountDeps, userId: number, input: AddressInput): Promise<Address> {
  if ((await countAddresses(deps.db, userId)) >= MAX_ADDRESSES_PER_USER)
    throw new AppError("TOO_MANY_ADDRESSES", {
      message: `Sie können höchstens ${MAX_ADDRESSES_PER_USER} Adressen speichern. Bitte löschen Sie zuerst eine.`,
    });
  return addressOf(await insertAddress(deps.db, { userId, ...addressColumns(input) }));
}

/** PUT /api/jwt/adressen/{id}: only the owner's address changes; any other id is a 404. */
export async function changeAddress(deps: AccountDeps, userId: number, id: number, input: AddressInput): Promise<Address> {
  const row = await updateAddress(deps.db, userId, id, addressColumns(input));
  if (!row) throw addressNotFound();
  return addressOf(row);
}

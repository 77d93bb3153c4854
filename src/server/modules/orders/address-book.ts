import {
  checkAddress,
  normaliseAddress,
  sameAddress,
  type AddressRules,
  type OrderAddressInput,
} from "../../../domain/orders/order-address.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { addressesByIds, addressToInput, insertAddress, userAddresses, type AddressRow } from "./checkout.repo.ts";

export type FieldErrors = Record<string, string[]>;

/**
 * An address of a step: an entry of the caller's address book (by id) or a new one (checked, then added
 * to the book unless the same address is already there). Problems go to `errors` under `prefix.Field`.
 */
export async function resolveAddress(
  db: Db,
  q: {
    userId: number;
    countryId: number;
    addressType: number;
    id?: number | null;
    input?: OrderAddressInput | null;
    rules: AddressRules;
    prefix: string;
  },
  errors: FieldErrors,
): Promise<{ id: number; address: OrderAddressInput } | null> {
  let address: OrderAddressInput;
  let existing: AddressRow | undefined;
  if (q.id) {
    [existing] = await addressesByIds(db, q.userId, [q.id]);
    if (!existing || existing.deletedAt || existing.countryId !== q.countryId) {
      (errors[`${q.prefix}Id`] ??= []).push("Diese Adresse gibt es in Ihrem Adressbuch nicht.");
      return null;
    }
    address = addressToInput(existing);
  } else if (q.input) {
    address = normaliseAddress(q.input);
  } else {
    (errors[q.prefix] ??= []).push("Bitte geben Sie eine Adresse an.");
    return null;
  }
  const problems = checkAddress(address, q.rules);
  if (Object.keys(problems).length > 0) {
    // A saved address is not shown as form fields: name the problem at the choice, with the way out.
    if (existing)
      (errors[`${q.prefix}Id`] ??= []).push(
        `Die gewählte Adresse kann so nicht verwendet werden: ${Object.values(problems).join(" ")} Bitte wählen Sie „Die Adresse unten verwenden“ und ergänzen Sie die Angaben.`,
      );
    else for (const [field, message] of Object.entries(problems)) (errors[`${q.prefix}.${field}`] ??= []).push(message);
    return null;
  }
  if (existing) return { id: existing.id, address };
  // Checked again by the caller after all addresses of the step passed; only then written.
  return { id: 0, address };
}

/** Adds new addresses to the book (or finds the same one there); returns the ids. */
export async function rememberAddress(
  db: Db,
  userId: number,
  countryId: number,
  addressType: number,
  a: { id: number; address: OrderAddressInput },
): Promise<number> {
  if (a.id) return a.id;
  const book = await userAddresses(db, userId, countryId);
  const same = book.find((b) => b.addressType === addressType && sameAddress(addressToInput(b), a.address));
  if (same) return same.id;
  return (await insertAddress(db, userId, countryId, addressType, a.address)).id;
}

export function throwIfErrors(errors: FieldErrors) {
  const first = Object.values(errors)[0];
  if (first) throw new AppError("VALIDATION_ERROR", { message: first[0], fieldErrors: errors });
}

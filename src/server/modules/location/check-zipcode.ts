import { isValidZipFormat } from "../../../domain/postcode.ts";
import type { Db } from "../../../db/client.ts";
import { existingZips, zipExists } from "./location.repo.ts";

/** A postcode is valid when it has the country's format and exists in the reference data. */
export async function checkZipcode(db: Db, input: { ZipCode: string; CountryId: number }): Promise<boolean> {
  const zip = input.ZipCode.trim();
  if (!isValidZipFormat(zip, input.CountryId)) return false;
  return zipExists(db, input.CountryId, zip);
}

/** Answers the subset of the asked pairs that exist, each with its CountryId (for the other-country hint). */
export async function checkZipcodes(db: Db, input: { ZipCode: string; CountryId: number }[]) {
  const wellFormed = input
    .map((i) => ({ zip: i.ZipCode.trim(), countryId: i.CountryId }))
    .filter((i) => isValidZipFormat(i.zip, i.countryId));
  const found = await existingZips(db, wellFormed);
  return found.map((f) => ({ ZipCode: f.zip, CountryId: f.countryId }));
}

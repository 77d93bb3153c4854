import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import type { PostcodeIndex } from "./postcode-index.ts";

/** A postcode is valid when it has the country's format and exists in the reference data. */
export function checkZipcode(index: PostcodeIndex, input: { ZipCode: string; CountryId: number }): boolean {
  const zip = input.ZipCode.trim();
  if (!isValidZipFormat(zip, input.CountryId)) return false;
  return index.get(input.CountryId)?.has(zip) ?? false;
}

/** Answers the subset of the asked pairs that exist, each with its CountryId (for the other-country hint). */
export function checkZipcodes(index: PostcodeIndex, input: { ZipCode: string; CountryId: number }[]) {
  const seen = new Set<string>();
  const found: { ZipCode: string; CountryId: number }[] = [];
  for (const item of input) {
    const zip = item.ZipCode.trim();
    const key = `${item.CountryId}|${zip}`;
    if (seen.has(key) || !isValidZipFormat(zip, item.CountryId)) continue;
    seen.add(key);
    if (index.get(item.CountryId)?.has(zip)) found.push({ ZipCode: zip, CountryId: item.CountryId });
  }
  return found;
}

import { LOCALES, localeById, type Locale } from "../shared/countries.ts";

/** Spec §5: Germany exactly 5 digits; Austria and Switzerland exactly 4 digits. */
export function isValidZipFormat(zip: string, countryId: number): boolean {
  const locale = localeById(countryId);
  if (!locale) return false;
  return new RegExp(locale.zipPattern).test(zip);
}

/** The other countries whose postcode pattern the zip fits (spec §2 other-country hint). */
export function otherCountriesMatchingZip(zip: string, countryId: number): Locale[] {
  return Object.values(LOCALES).filter((l) => l.countryId !== countryId && new RegExp(l.zipPattern).test(zip));
}

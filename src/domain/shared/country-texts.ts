/**
 * Wording that differs between the three country sites, in one place (decision 0015). Pages, forms and
 * mails take their per-country words from here instead of writing them inline.
 */
import type { CountryCode, Locale } from "./countries.ts";

export interface CountryTexts {
  /** Label of the street field: Swiss German has no "ß". */
  street: string;
  /** Form of a national IBAN, as the input's placeholder. */
  ibanPlaceholder: string;
  /** A valid example IBAN of the country (the banks' published examples). */
  ibanExample: string;
}

export const COUNTRY_TEXTS: Record<CountryCode, CountryTexts> = {
  de: { street: "Straße", ibanPlaceholder: "DE00 0000 0000 0000 0000 00", ibanExample: "DE89 3704 0044 0532 0130 00" },
  at: { street: "Straße", ibanPlaceholder: "AT00 0000 0000 0000 0000", ibanExample: "AT61 1904 3002 3457 3201" },
  ch: { street: "Strasse", ibanPlaceholder: "CH00 0000 0000 0000 0000 0", ibanExample: "CH93 0076 2011 6238 5295 7" },
};

export function countryTexts(locale: Pick<Locale, "code">): CountryTexts {
  return COUNTRY_TEXTS[locale.code];
}

/**
 * A German text as the country writes it. Texts are written once in German and Austrian spelling ("ß");
 * the Swiss site shows "ss" ("Straße" → "Strasse", "Regelmäßige" → "Regelmässige").
 */
export function countrySpelling(text: string, locale: Pick<Locale, "code">): string {
  return locale.code === "ch" ? text.replace(/ß/g, "ss").replace(/ẞ/g, "SS") : text;
}

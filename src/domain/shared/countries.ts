export type CountryCode = "de" | "at" | "ch";
export type CountryId = 1 | 2 | 3;

/** Spec §3 "Country/locale" and §9. */
export interface Locale {
  code: CountryCode;
  iso: "DE" | "AT" | "CH";
  countryId: CountryId;
  defaultProductId: number;
  countryName: string;
  /** "in Deutschland", "in Österreich", "in der Schweiz" (country 3 is worded 'in der'). */
  countryNameWithArticle: string;
  domain: string;
  trustedShopsId: string;
  currencySymbol: string;
  subCurrency: "Cent" | "Rappen";
  currencyCode: "EUR" | "CHF";
  zipPattern: string;
  zipLength: 4 | 5;
  customerPhoneNumber: string;
  pressPhoneNumber: string;
  intlLocale: "de-DE" | "de-AT" | "de-CH";
  /** The country's own time zone: "today" (price days, opening hours, dates in texts) is counted in it. */
  timeZone: "Europe/Berlin" | "Europe/Vienna" | "Europe/Zurich";
}

export const LOCALES: Record<CountryCode, Locale> = {
  de: {
    code: "de",
    iso: "DE",
    countryId: 1,
    defaultProductId: 1,
    countryName: "Deutschland",
    countryNameWithArticle: "in Deutschland",
    domain: "heizoel-marktplatz.de",
    trustedShopsId: "X6A4AE5D3F5E2B1C0D9E8F7A6B5C4D3E2",
    currencySymbol: "€",
    subCurrency: "Cent",
    currencyCode: "EUR",
    zipPattern: "^\\d{5}$",
    zipLength: 5,
    customerPhoneNumber: "+49 821 7480 100",
    pressPhoneNumber: "+49 821 7480 190",
    intlLocale: "de-DE",
    timeZone: "Europe/Berlin",
  },
  at: {
    code: "at",
    iso: "AT",
    countryId: 2,
    defaultProductId: 6,
    countryName: "Österreich",
    countryNameWithArticle: "in Österreich",
    domain: "heizoel-marktplatz.at",
    trustedShopsId: "X1B2C3D4E5F6A7B8C9D0E1F2A3B4C5D6E",
    currencySymbol: "€",
    subCurrency: "Cent",
    currencyCode: "EUR",
    zipPattern: "^\\d{4}$",
    zipLength: 4,
    customerPhoneNumber: "+43 1 2530 100",
    pressPhoneNumber: "+43 1 2530 190",
    intlLocale: "de-AT",
    timeZone: "Europe/Vienna",
  },
  ch: {
    code: "ch",
    iso: "CH",
    countryId: 3,
    defaultProductId: 12,
    countryName: "Schweiz",
    countryNameWithArticle: "in der Schweiz",
    domain: "heizoel-marktplatz.ch",
    trustedShopsId: "X9F8E7D6C5B4A3F2E1D0C9B8A7F6E5D4C",
    currencySymbol: "CHF",
    subCurrency: "Rappen",
    currencyCode: "CHF",
    zipPattern: "^\\d{4}$",
    zipLength: 4,
    customerPhoneNumber: "+41 44 5860 100",
    pressPhoneNumber: "+41 44 5860 190",
    intlLocale: "de-CH",
    timeZone: "Europe/Zurich",
  },
};

export const COUNTRY_IDS: readonly CountryId[] = [1, 2, 3];
export const DEFAULT_COUNTRY_ID: CountryId = 1;

export function isCountryId(n: unknown): n is CountryId {
  return n === 1 || n === 2 || n === 3;
}

/** How texts name a country's site: "Seite für Deutschland", "Seite für Österreich", "Seite für die Schweiz". */
export function siteName(l: Locale): string {
  return `Seite für ${l.countryId === 3 ? "die " : ""}${l.countryName}`;
}

export function localeById(id: number): Locale | undefined {
  return Object.values(LOCALES).find((l) => l.countryId === id);
}

export function localeByCode(code: string): Locale | undefined {
  return (LOCALES as Record<string, Locale>)[code.toLowerCase()];
}

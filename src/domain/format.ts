import type { Locale } from "./countries.ts";

/** Spec §9 number formats: price 2 decimals, quantity 0, oneDigit 1, exchange rate 2 to 4. */
export type NumberKind = "price" | "quantity" | "oneDigit" | "exchangeRate";

const DIGITS: Record<NumberKind, [number, number]> = {
  price: [2, 2],
  quantity: [0, 0],
  oneDigit: [1, 1],
  exchangeRate: [2, 4],
};

// Intl formatters are costly to create; pages format hundreds of numbers.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.NumberFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

export function formatNumber(value: number, kind: NumberKind, locale: Locale): string {
  const [min, max] = DIGITS[kind];
  return numberFormat(locale.intlLocale, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

/** Money in minor units (Cent/Rappen) with the country's currency: "1.234,50 €", "€ 1.234,50", "CHF 1'234.50". */
export function formatPrice(minorUnits: number, locale: Locale): string {
  return numberFormat(locale.intlLocale, {
    style: "currency",
    currency: locale.currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);
}

export function formatQuantity(value: number, locale: Locale): string {
  return formatNumber(value, "quantity", locale);
}

/** The calculator's amount input groups thousands with "." in every country ("32000" → "32.000"). */
export function formatAmountInput(digits: string): string {
  const clean = digits.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return clean.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * Spec §9 date formats (example: Sunday 22 Nov 2026, 14:05 in Berlin):
 * | kind     | output              |
 * | dayMonth | 22.11.              |
 * | xShortD  | 22.11.26            |
 * | xShortDT | 22.11.26, 14:05     |
 * | shortD   | 22.11.2026          |
 * | shortDT  | 22.11.2026, 14:05   |
 * | xShortT  | 14:05               |
 * | weekday  | Sonntag             |
 */
export type DateKind = "dayMonth" | "xShortD" | "xShortDT" | "shortD" | "shortDT" | "xShortT" | "weekday";

const DATE_OPTIONS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: "2-digit", month: "2-digit" },
  xShortD: { day: "2-digit", month: "2-digit", year: "2-digit" },
  xShortDT: { day: "2-digit", month: "2-digit", year: "2-digit", hour: "2-digit", minute: "2-digit" },
  shortD: { day: "2-digit", month: "2-digit", year: "numeric" },
  shortDT: { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" },
  xShortT: { hour: "2-digit", minute: "2-digit" },
  weekday: { weekday: "long" },
};

export function formatDate(date: Date | string, kind: DateKind, locale: Locale, timeZone = "Europe/Berlin"): string {
  const d = typeof date === "string" ? new Date(date) : date;
  const text = dateFormat(locale.intlLocale, { ...DATE_OPTIONS[kind], timeZone }).format(d);
  // Intl writes "22.11" for day and month alone; German usage ends the date with a dot.
  return kind === "dayMonth" && !text.endsWith(".") ? `${text}.` : text;
}

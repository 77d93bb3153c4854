import type { CountryCode, Locale } from "./countries.ts";

/** Spec §9 number formats: price 2 decimals, quantity 0, oneDigit 1, exchange rate 2 to 4. */
export type NumberKind = "price" | "quantity" | "oneDigit" | "exchangeRate";

const DIGITS: Record<NumberKind, [number, number]> = {
  price: [2, 2],
  quantity: [0, 0],
  oneDigit: [1, 1],
  exchangeRate: [2, 4],
};

// Intl formatters are costly to create; pages format hundreds of numbers.
const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/**
 * One thousands separator per country, in text and in inputs alike (decision 0015): "." in Germany and
 * Austria (the German grouping of spec §5, and what Austrian prices in euros use: "€ 2.500,00"), "’" in
 * Switzerland ("CHF 2’500.00"). Intl alone disagrees with itself (de-AT numbers "2 500", de-AT money
 * "€ 2.500") and between ICU versions (Node "'" vs Chromium "’"), which also broke hydration.
 */
export const GROUP_SEPARATOR: Record<CountryCode, string> = { de: ".", at: ".", ch: "\u2019" };

/** Decimal marks a typed amount may contain: "," everywhere, "." too in Switzerland (where "." is the decimal point). */
const DECIMAL_MARKS: Record<CountryCode, RegExp> = { de: /,/, at: /,/, ch: /[.,]/ };
/** Grouping characters a typed amount may contain (ignored). */
const GROUP_MARKS: Record<CountryCode, RegExp> = {
  de: /[.\s\u00a0\u202f'\u2019]/g,
  at: /[.\s\u00a0\u202f'\u2019]/g,
  ch: /[\s\u00a0\u202f'\u2019]/g,
};

/**
 * A number formatter with the country's separator. Where this runtime's Intl already groups with it (most
 * cases), plain format() is used: formatToParts is several times slower, and prices render by the hundred.
 */
const grouped = new Map<string, (value: number) => string>();
function groupedFormatter(key: string, locale: Locale, options: Intl.NumberFormatOptions): (value: number) => string {
  let format = grouped.get(key);
  if (!format) {
    const f = new Intl.NumberFormat(locale.intlLocale, options);
    const separator = GROUP_SEPARATOR[locale.code];
    const native = f.formatToParts(1234567).find((p) => p.type === "group")?.value;
    format =
      native === separator
        ? (value) => f.format(value)
        : (value) =>
            f
              .formatToParts(value)
              .map((p) => (p.type === "group" ? separator : p.value))
              .join("");
    grouped.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, kind: NumberKind, locale: Locale): string {
  const [min, max] = DIGITS[kind];
  return groupedFormatter(`${locale.code}|${kind}`, locale, { minimumFractionDigits: min, maximumFractionDigits: max })(value);
}

/** Money in minor units (Cent/Rappen) with the country's currency: "1.234,50 €", "€ 1.234,50", "CHF 1'234.50". */
export function formatPrice(minorUnits: number, locale: Locale): string {
  return groupedFormatter(`${locale.code}|money`, locale, {
    style: "currency",
    currency: locale.currencyCode,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })(minorUnits / 100);
}

export function formatQuantity(value: number, locale: Locale): string {
  return formatNumber(value, "quantity", locale);
}

/** An amount with its unit, kept on one line: "7’000 l", "6.000 kg". */
export function formatAmount(value: number, unit: string, locale: Locale): string {
  return `${formatQuantity(value, locale)}\u00a0${unit}`;
}

/**
 * What an amount input keeps of the typed text: the digits, and a decimal mark with the digits after it,
 * so that "2500,5" can be refused (amounts are whole numbers, spec §5) instead of becoming 25005.
 */
export function amountInputValue(typed: string, locale: Locale): string {
  const text = typed.replace(GROUP_MARKS[locale.code], "");
  const mark = text.search(DECIMAL_MARKS[locale.code]);
  if (mark < 0) return text.replace(/\D/g, "").slice(0, 5);
  return `${text.slice(0, mark).replace(/\D/g, "").slice(0, 5)},${text
    .slice(mark + 1)
    .replace(/\D/g, "")
    .slice(0, 3)}`;
}

/** An amount input's value as shown: grouped like every number of the country ("32000" → "32.000", "32’000"). */
export function formatAmountInput(value: string, locale: Locale): string {
  if (value.includes(",")) return value;
  const clean = value.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return clean.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR[locale.code]);
}

export type ParsedAmount = { kind: "empty" } | { kind: "fraction" } | { kind: "invalid" } | { kind: "ok"; value: number };

/** A typed or shown amount: "3.000" / "3’000" / "3000" → 3000; "2500,5" → fraction (not a whole number). */
export function parseAmountInput(text: string, locale: Locale): ParsedAmount {
  const clean = text.trim().replace(GROUP_MARKS[locale.code], "");
  if (clean === "") return { kind: "empty" };
  if (DECIMAL_MARKS[locale.code].test(clean)) return /^\d*[.,]\d*$/.test(clean) ? { kind: "fraction" } : { kind: "invalid" };
  return /^\d+$/.test(clean) ? { kind: "ok", value: Number(clean) } : { kind: "invalid" };
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

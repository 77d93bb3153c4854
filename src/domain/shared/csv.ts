/**
 * The one way a CSV cell is written (decision 0038). Every CSV the product writes — the order and data
 * exports of the back office, the customer's own data export, the tank history — is opened in a
 * spreadsheet, so every file is for German Excel: ";" between cells, CRLF between records, a byte order
 * mark, numbers with a decimal comma.
 *
 * A spreadsheet runs a cell that begins with "=", "+", "-", "@", a tab or a carriage return as a formula
 * (OWASP "CSV injection"): a delivery city "=HYPERLINK(…)" or "@SUM(1+1)*cmd|…" would be a live formula
 * on finance's screen. Text cells that begin so get a leading apostrophe, which spreadsheets show as
 * text. Numbers are written from numbers (`csvNumber`, `csvMinorUnits`), never from text, so "-12,5" of a
 * temperature stays a number while a text "-12,5" typed by someone is neutralised like any other text.
 */

export const CSV_DELIMITER = ";";
export const CSV_RECORD_DELIMITER = "\r\n";
export const CSV_BOM = "\uFEFF";

const NUMERIC: unique symbol = Symbol("csv number");

/** A number already written for the file ("1495,75"); only `csvNumber` and `csvMinorUnits` make one. */
export interface CsvNumber {
  readonly [NUMERIC]: string;
}

export type CsvValue = string | number | CsvNumber | null | undefined;

/** A number with a decimal comma: `digits` decimals when given (rounded), else as many as it has. Not finite: empty. */
export function csvNumber(value: number, digits?: number): CsvNumber {
  const text = !Number.isFinite(value) ? "" : (digits === undefined ? String(value) : value.toFixed(digits)).replace(".", ",");
  return { [NUMERIC]: text };
}

/** An integer in minor units (cents) in major units, by integer arithmetic: 149575 → "1495,75", -1050 → "-10,50". */
export function csvMinorUnits(minor: number, scale = 2): CsvNumber {
  if (!Number.isFinite(minor)) return { [NUMERIC]: "" };
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(Math.round(minor));
  const unit = 10 ** scale;
  const fraction = scale > 0 ? `,${String(abs % unit).padStart(scale, "0")}` : "";
  return { [NUMERIC]: `${sign}${Math.floor(abs / unit)}${fraction}` };
}

/** Starts like a formula to a spreadsheet (OWASP: = + - @ tab CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]/;

/**
 * The one cell writer: nothing → empty; a number → its digits with a decimal comma; text → neutralised
 * (a leading apostrophe when it starts like a formula), then quoted when it holds ";", '"' or a line break.
 */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return csvNumber(value)[NUMERIC];
  if (typeof value === "object") return value[NUMERIC];
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record: its cells through `csvField`, separated by ";" (without the record delimiter). */
export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(CSV_DELIMITER);
}

/** A whole file: BOM (spreadsheets then read the umlauts as UTF-8), the records, each ended by CRLF. */
export function csvDocument(records: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${records.map((r) => csvRecord(r) + CSV_RECORD_DELIMITER).join("")}`;
}

/**
 * What a value of the exports becomes in the CSV (decision 0031 "Exports"): the file is for German Excel,
 * which splits on ";" and reads "1234,56" as a number and "31.12.2026 14:05" as a date. Money is written
 * in major units with a decimal comma and no thousands separator (a "." would be read as a date or text).
 * Line breaks inside a value become spaces so that one line is one order (the download's progress
 * counts lines). The cell itself is written by the one CSV writer, `csvField` of src/domain/shared/csv.ts, which
 * also neutralises text that a spreadsheet would run as a formula (decision 0038).
 */
import { csvMinorUnits, type CsvValue } from "../shared/csv.ts";
import type { CellKind } from "./export-columns.ts";

export type CellValue = string | number | Date | null;

const DATE_TIME = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function csvDateTime(d: Date): string {
  return DATE_TIME.format(d).replace(",", "");
}

/** "2026-03-04" → "04.03.2026". */
export function csvDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}.${m}.${y}`;
}

/** A number column holds numbers; anything else in it is text (and neutralised as text). */
const asNumber = (v: string | number | Date): number | string => (typeof v === "number" ? v : String(v));

export function csvCell(kind: CellKind, value: CellValue): CsvValue {
  if (value === null || value === undefined || value === "") return null;
  switch (kind) {
    case "money":
      return csvMinorUnits(Number(value));
    case "number":
      return asNumber(value);
    case "datetime":
      return csvDateTime(value instanceof Date ? value : new Date(value));
    case "date":
      return csvDate(value instanceof Date ? value.toISOString() : String(value));
    default:
      return String(value).replace(/[\r\n]+/g, " ");
  }
}

/**
 * How a value is written into the CSV (decision 0031 "Exports"): the file is for German Excel, which
 * splits on ";" and reads "1234,56" as a number and "31.12.2026 14:05" as a date. Money is written in
 * major units with a decimal comma and no thousands separator (a "." would be read as a date or text).
 * Line breaks inside a value become spaces so that one line is one order (the download's progress
 * counts lines).
 */
import type { CellKind } from "./export-columns.ts";

export const CSV_DELIMITER = ";";
export const CSV_RECORD_DELIMITER = "\r\n";
export const CSV_BOM = "\uFEFF";

export type CellValue = string | number | Date | null;

const DATE_TIME = new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** Minor units → "1234,56" (two decimals, sign in front). */
export function csvMoney(minor: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

export function csvDateTime(d: Date): string {
  return DATE_TIME.format(d).replace(",", "");
}

/** "2026-03-04" → "04.03.2026". */
export function csvDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-");
  return `${d}.${m}.${y}`;
}

export function csvCell(kind: CellKind, value: CellValue): string {
  if (value === null || value === undefined || value === "") return "";
  switch (kind) {
    case "money":
      return csvMoney(Number(value));
    case "number":
      return String(value);
    case "datetime":
      return csvDateTime(value instanceof Date ? value : new Date(value));
    case "date":
      return csvDate(value instanceof Date ? value.toISOString() : String(value));
    default:
      return String(value).replace(/[\r\n]+/g, " ");
  }
}

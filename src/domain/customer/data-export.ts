/**
 * "Meine Daten herunterladen" (issue 12 item 7, decision 0028): every table that holds her data, as
 * JSON (one key per table) or as one CSV in long form — table, row, field, value — so tables of any
 * shape fit one file that a spreadsheet opens, written by the one CSV writer (src/domain/csv.ts: a text
 * that starts like a formula is neutralised, decision 0038).
 */
import { csvDocument, type CsvValue } from "../csv.ts";

export type ExportTables = Record<string, Record<string, unknown>[]>;

function cell(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function tablesToCsv(tables: ExportTables): string {
  const records: CsvValue[][] = [["Tabelle", "Zeile", "Feld", "Wert"]];
  for (const [table, rows] of Object.entries(tables)) {
    rows.forEach((row, i) => {
      for (const [field, value] of Object.entries(row)) records.push([table, i + 1, field, cell(value)]);
    });
  }
  return csvDocument(records);
}

/** JSON with dates as ISO strings. */
export function tablesToJson(tables: ExportTables, exportedAt: Date): string {
  return JSON.stringify({ Exportiert: exportedAt.toISOString(), Tabellen: tables }, null, 2);
}

/**
 * "Meine Daten herunterladen" (issue 12 item 7, decision 0028): every table that holds her data, as
 * JSON (one key per table) or as one CSV in long form — table, row, field, value — so tables of any
 * shape fit one file that a spreadsheet opens (semicolons, as German spreadsheets expect).
 */
export type ExportTables = Record<string, Record<string, unknown>[]>;

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function quote(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function tablesToCsv(tables: ExportTables): string {
  const lines = ["Tabelle;Zeile;Feld;Wert"];
  for (const [table, rows] of Object.entries(tables)) {
    rows.forEach((row, i) => {
      for (const [field, value] of Object.entries(row)) lines.push([table, String(i + 1), field, cell(value)].map(quote).join(";"));
    });
  }
  // A byte order mark, so spreadsheets read the umlauts as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** JSON with dates as ISO strings. */
export function tablesToJson(tables: ExportTables, exportedAt: Date): string {
  return JSON.stringify({ Exportiert: exportedAt.toISOString(), Tabellen: tables }, null, 2);
}

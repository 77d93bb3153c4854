/**
 * CSV and XLSX out of a row source, as streams (decision 0031 "Exports"). Neither holds the file: the CSV
 * is read record by record from the source (each written by the one CSV writer, src/domain/shared/csv.ts, which
 * neutralises formulas: decision 0038); exceljs' WorkbookWriter zips each committed row away, and the
 * writer waits for the reader before it asks the source for more. XLSX cells are typed: a text that
 * starts with "=" is a string cell, never a formula.
 */
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { CSV_BOM, CSV_RECORD_DELIMITER, csvRecord } from "../../../domain/shared/csv.ts";
import { csvCell, type CellValue } from "../../../domain/order-export/csv-cells.ts";
import type { CellKind, ExportColumn } from "../../../domain/order-export/export-columns.ts";
import type { ExportRecord } from "./export-rows.ts";

export function csvStream(columns: readonly ExportColumn[], rows: AsyncIterable<ExportRecord>): Readable {
  async function* lines() {
    yield CSV_BOM + csvRecord(columns.map((c) => c.header)) + CSV_RECORD_DELIMITER;
    for await (const r of rows) yield csvRecord(columns.map((c) => csvCell(c.kind, r[c.key] ?? null))) + CSV_RECORD_DELIMITER;
  }
  // An error of the source (a failing query) destroys the stream: the download ends instead of hanging.
  return Readable.from(lines(), { objectMode: false });
}

const NUM_FMT: Partial<Record<CellKind, string>> = { money: "#,##0.00", number: "0", datetime: "dd.mm.yyyy hh:mm", date: "dd.mm.yyyy" };
const BERLIN = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Excel dates have no time zone: the cell shows Berlin's wall clock time. */
function berlinWallClock(d: Date): Date {
  const p = Object.fromEntries(BERLIN.formatToParts(d).map((x) => [x.type, x.value]));
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
}

function xlsxCell(kind: CellKind, v: CellValue): CellValue {
  if (v === null || v === undefined || v === "") return null;
  if (kind === "money") return Number(v) / 100;
  if (kind === "datetime") return berlinWallClock(v instanceof Date ? v : new Date(v));
  if (kind === "date") return new Date(`${String(v).slice(0, 10)}T00:00:00Z`);
  return v;
}

export function xlsxStream(sheetName: string, columns: readonly ExportColumn[], rows: AsyncIterable<ExportRecord>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(12, c.header.length + 2),
    style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {},
  }));
  (async () => {
    let n = 0;
    for await (const r of rows) {
      sheet.addRow(columns.map((c) => xlsxCell(c.kind, r[c.key] ?? null))).commit();
      // A slow reader: let the zip catch up instead of queueing the whole year in its buffers.
      if (++n % 500 === 0) {
        await new Promise((resolve) => setImmediate(resolve));
        if (out.writableNeedDrain) await once(out, "drain");
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: Error) => out.destroy(err));
  return out;
}

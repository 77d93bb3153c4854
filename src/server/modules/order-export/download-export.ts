/**
 * The exports' use cases (decision 0031 "Exports"): count first (the page's progress bar
 * needs the total), then stream the file. The order columns are the caller's saved choice unless she
 * names them; naming them saves them, so the form remembers what was last downloaded.
 */
import type { Readable } from "node:stream";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import {
  chooseOrderColumns,
  ORDER_COLUMNS,
  orderColumnsOf,
  savedOrderColumns,
  USER_COLUMNS,
  type ExportDataset,
  type OrderColumnKey,
} from "../../../domain/order-export/export-columns.ts";
import { exportFileName, periodProblem } from "../../../domain/order-export/export-period.ts";
import type { ExportColumns, ExportFormat } from "../../../domain/order-export/order-export.schemas.ts";
import { recordAudit } from "../../platform/audit.ts";
import { csvStream, xlsxStream } from "./export-writers.ts";
import { orderRecords, userRecords } from "./export-rows.ts";
import { countOrdersIn, countUsersIn, readPref, writePref, type Period } from "./order-export.repo.ts";

export interface ExportDeps {
  db: Db;
}

export const COLUMNS_PREF = "order-export.columns";

const FILE_PREFIX: Record<ExportDataset, string> = { orders: "bestellungen", users: "benutzer" };
const SHEET: Record<ExportDataset, string> = { orders: "Bestellungen", users: "Benutzer" };
const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export async function exportColumns(deps: ExportDeps, userId: number): Promise<ExportColumns> {
  return {
    Columns: savedOrderColumns(await readPref(deps.db, userId, COLUMNS_PREF)),
    Catalogue: ORDER_COLUMNS.map((c) => ({ Key: c.key, Header: c.header })),
  };
}

export async function saveExportColumns(deps: ExportDeps, input: { userId: number; columns: readonly string[] }): Promise<ExportColumns> {
  const choice = chooseOrderColumns(input.columns);
  if (!choice.ok || input.columns.length === 0)
    throw new AppError("EXPORT_COLUMNS_INVALID", { message: choice.ok ? undefined : choice.message });
  await writePref(deps.db, input.userId, COLUMNS_PREF, choice.columns);
  return exportColumns(deps, input.userId);
}

/** Pages call in-process without the API's schema: the period rule is checked here too. */
function assertPeriod(p: Period) {
  const problem = periodProblem(p.from, p.to);
  if (problem) throw new AppError("EXPORT_PERIOD_INVALID", { message: problem });
}

export async function countExport(deps: ExportDeps, input: Period & { dataset: ExportDataset }): Promise<{ Rows: number }> {
  assertPeriod(input);
  return { Rows: input.dataset === "users" ? await countUsersIn(deps.db, input) : await countOrdersIn(deps.db, input) };
}

export interface DownloadInput extends Period {
  userId: number;
  requestId?: string | null;
  dataset: ExportDataset;
  format: ExportFormat;
  columns?: readonly string[];
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  rows: number;
  body: Readable;
}

async function orderColumnsFor(deps: ExportDeps, input: DownloadInput): Promise<OrderColumnKey[]> {
  if (!input.columns || input.columns.length === 0) return (await exportColumns(deps, input.userId)).Columns;
  const choice = chooseOrderColumns(input.columns);
  if (!choice.ok) throw new AppError("EXPORT_COLUMNS_INVALID", { message: choice.message });
  await writePref(deps.db, input.userId, COLUMNS_PREF, choice.columns);
  return choice.columns;
}

export async function downloadExport(deps: ExportDeps, input: DownloadInput): Promise<ExportFile> {
  const period = { from: input.from, to: input.to };
  assertPeriod(period);
  const columns = input.dataset === "users" ? [...USER_COLUMNS] : orderColumnsOf(await orderColumnsFor(deps, input));
  const { Rows: rows } = await countExport(deps, { ...period, dataset: input.dataset });
  // Written when the download starts: the count is the file's, give or take orders placed meanwhile.
  await recordAudit(deps.db, {
    actorUserId: input.userId,
    action: "export.download",
    targetKind: "export",
    targetId: input.dataset,
    after: { From: input.from, To: input.to, Format: input.format, Rows: rows, Columns: columns.map((c) => c.key) },
    requestId: input.requestId ?? null,
  });
  const source = input.dataset === "users" ? userRecords(deps.db, period) : orderRecords(deps.db, period);
  return {
    fileName: exportFileName(FILE_PREFIX[input.dataset], input.from, input.to, input.format),
    contentType: CONTENT_TYPE[input.format],
    rows,
    body: input.format === "xlsx" ? xlsxStream(SHEET[input.dataset], columns, source) : csvStream(columns, source),
  };
}

/**
 * The exports (decision 0031 "Exports"): orders of a period as CSV or XLSX for finance
 * (GET /api/export-orders, …/count, GET/PUT …/columns) and the admin's data export of orders or users
 * (GET /api/support/data-export, …/count).
 */
import { z } from "zod";
import { chooseOrderColumns, EXPORT_DATASETS, ORDER_COLUMN_KEYS } from "./export-columns.ts";
import { periodProblem } from "./export-period.ts";

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const day = z.string({ error: "Bitte geben Sie ein Datum an." }).max(10, { error: "Bitte geben Sie ein Datum im Format JJJJ-MM-TT an." });

/** "a,b" and repeated ?columns=a&columns=b (the form's checkboxes) alike. */
const columnList = z.preprocess(
  (v) =>
    v === undefined
      ? undefined
      : (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(","))
          .map((s) => s.trim())
          .filter(Boolean),
  z
    .array(z.string().max(40))
    .max(ORDER_COLUMN_KEYS.length * 2, { error: "Zu viele Spalten." })
    .optional(),
);

const period = { from: day, to: day };

function checkPeriod(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  const problem = periodProblem(q.from, q.to);
  if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["to"] });
}

function checkColumns(q: { columns?: string[] }, ctx: z.RefinementCtx) {
  const choice = chooseOrderColumns(q.columns);
  if (!choice.ok) ctx.addIssue({ code: "custom", message: choice.message, path: ["columns"] });
}

export const periodQuery = z.object(period).superRefine(checkPeriod);
export type PeriodQuery = z.infer<typeof periodQuery>;

export const orderExportQuery = z
  .object({ ...period, format: z.enum(EXPORT_FORMATS, { error: "Bitte wählen Sie CSV oder XLSX." }).default("csv"), columns: columnList })
  .superRefine((q, ctx) => {
    checkPeriod(q, ctx);
    checkColumns(q, ctx);
  });
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

const dataset = z.enum(EXPORT_DATASETS, { error: "Bitte wählen Sie Bestellungen oder Benutzer." }).default("orders");

export const dataExportCountQuery = z.object({ ...period, dataset }).superRefine(checkPeriod);
export type DataExportCountQuery = z.infer<typeof dataExportCountQuery>;

export const dataExportQuery = z
  .object({
    ...period,
    dataset,
    format: z.enum(EXPORT_FORMATS, { error: "Bitte wählen Sie CSV oder XLSX." }).default("csv"),
    columns: columnList,
  })
  .superRefine((q, ctx) => {
    checkPeriod(q, ctx);
    checkColumns(q, ctx);
  });
export type DataExportQuery = z.infer<typeof dataExportQuery>;

export const exportCount = z.object({ Rows: z.number() });
export type ExportCount = z.infer<typeof exportCount>;

export const exportColumnsBody = z
  .object({ Columns: z.array(z.string().max(40), { error: "Bitte wählen Sie mindestens eine Spalte." }).max(ORDER_COLUMN_KEYS.length * 2) })
  .superRefine((b, ctx) => {
    if (b.Columns.length === 0) ctx.addIssue({ code: "custom", message: "Bitte wählen Sie mindestens eine Spalte.", path: ["Columns"] });
    else {
      const choice = chooseOrderColumns(b.Columns);
      if (!choice.ok) ctx.addIssue({ code: "custom", message: choice.message, path: ["Columns"] });
    }
  });

export const exportColumns = z.object({
  Columns: z.array(z.enum(ORDER_COLUMN_KEYS)),
  Catalogue: z.array(z.object({ Key: z.string(), Header: z.string() })),
});
export type ExportColumns = z.infer<typeof exportColumns>;

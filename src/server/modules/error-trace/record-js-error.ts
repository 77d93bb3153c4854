import { filterReportableErrors, type JsErrorReport } from "../../../domain/error-trace/error-report.ts";
import type { Db } from "../../../db/client.ts";
import { jsErrorReports } from "../../../db/schema/index.ts";

/** Stores a browser error report; reports holding only ignored messages are dropped. */
export async function recordJsError(db: Db, countryId: number, report: JsErrorReport): Promise<boolean> {
  const errors = filterReportableErrors(report.errors);
  if (errors.length === 0) return false;
  await db.insert(jsErrorReports).values({
    countryId,
    userAgent: report.userAgent,
    href: report.href,
    timeStart: report.timeStart == null ? null : String(report.timeStart),
    timeEnd: report.timeEnd == null ? null : String(report.timeEnd),
    errors,
  });
  return true;
}

import type { JsErrorReport } from "../../../domain/error-trace/error-report.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { recordJsError } from "./record-js-error.ts";

/** Spec §7 error trace: browser script errors, stored for support. */
export function createErrorTraceServices({ db }: Pick<PlatformDeps, "db">) {
  return {
    recordJsError: (countryId: number, report: JsErrorReport) => recordJsError(db, countryId, report),
  };
}

export type ErrorTraceServices = ReturnType<typeof createErrorTraceServices>;

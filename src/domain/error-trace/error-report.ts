/** Spec §8: these two browser messages are noise and never reported. */
export const IGNORED_ERROR_MESSAGES = [
  "ResizeObserver loop limit exceeded",
  "ResizeObserver loop completed with undelivered notifications.",
] as const;

// The zod schemas of the report are in error-report.schemas.ts: the browser's error reporter imports this
// file, and pages should not load zod for it.
export type { JsError, JsErrorReport } from "./error-report.schemas.ts";

export function filterReportableErrors<T extends { message: string }>(errors: T[]): T[] {
  return errors.filter((e) => !IGNORED_ERROR_MESSAGES.some((m) => e.message.includes(m)));
}

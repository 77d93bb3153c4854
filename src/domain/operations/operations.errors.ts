import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The operations pages: caches and failed jobs.
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const OPERATIONS_ERRORS = {
  CACHE_AREA_UNKNOWN: { status: 404, message: "Diesen Cache-Bereich gibt es nicht." },
  JOB_NOT_FAILED: { status: 409, message: "Dieser Auftrag ist nicht (mehr) fehlgeschlagen. Bitte laden Sie die Liste neu." },
} as const satisfies ErrorRows;

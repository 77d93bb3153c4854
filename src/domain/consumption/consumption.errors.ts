import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The consumption comparison and its lead guides (decision 0070).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const CONSUMPTION_ERRORS = {
  LEAD_GUIDE_NOT_FOUND: { status: 404, message: "Diesen Ratgeber gibt es nicht." },
  // The message names the answer that does not fit (lead-guides.ts, readAnswers).
  LEAD_ANSWERS_INVALID: { status: 400, message: "Bitte prüfen Sie Ihre Antworten." },
} as const satisfies ErrorRows;

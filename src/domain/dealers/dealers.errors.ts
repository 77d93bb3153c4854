import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The dealer directory.
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const DEALERS_ERRORS = {
  UNKNOWN_DEALER: { status: 404, message: "Diesen Händler gibt es nicht." },
} as const satisfies ErrorRows;

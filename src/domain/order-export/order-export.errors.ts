import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Order exports (decision 0031).
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const ORDER_EXPORT_ERRORS = {
  EXPORT_COLUMNS_INVALID: { status: 400, message: "Bitte wählen Sie mindestens eine der angebotenen Spalten." },
  EXPORT_PERIOD_INVALID: { status: 400, message: "Der Zeitraum darf höchstens ein Jahr umfassen." },
} as const satisfies ErrorRows;

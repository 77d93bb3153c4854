import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * Regions, places and postcodes of the price and dealer pages.
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const LOCATION_ERRORS = {
  UNKNOWN_STATE: { status: 404, message: "Diese Region gibt es nicht." },
  UNKNOWN_PLACE: { status: 404, message: "Diesen Ort gibt es nicht." },
  UNKNOWN_ZIPCODE: { status: 404, message: "Diese Postleitzahl gibt es nicht." },
} as const satisfies ErrorRows;

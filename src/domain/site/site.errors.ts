import type { ErrorRows } from "../shared/error-rows.ts";

/**
 * The site's shops.
 * Its coded errors, composed into the one catalogue (src/domain/shared/errors.ts, decision 0017).
 */
export const SITE_ERRORS = {
  UNKNOWN_SHOP: { status: 404, message: "Diesen Shop gibt es nicht." },
} as const satisfies ErrorRows;

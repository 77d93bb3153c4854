/**
 * The ranges of PostgreSQL's integer columns (decision 0012): request schemas
 * (number-schemas.ts) and page loaders bound numbers by them. Without zod, for page modules.
 */
/** integer columns (ids, amounts, prices in minor units). */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
/** smallint columns (country and product group ids). */
export const SMALLINT_MAX = 32_767;

/** A row id from a page URL ("/…/bestellung-erfolgreich/12"): null unless 1 … INT_MAX, digits only. */
export function parseIdText(text: string | undefined): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= INT_MAX ? n : null;
}

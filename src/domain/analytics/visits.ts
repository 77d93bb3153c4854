/**
 * Consented visits (decision 0043): what the conversion of the period statistic counts. A visit is one
 * browser session of a visitor who agreed to statistics; it ends when the browser closes (the visit
 * cookie is a session cookie) or after half an hour without a page view, the usual web-analytics session.
 */
import { productGroupByUrlName } from "../shared/products.ts";

export const VISIT_IDLE_MINUTES = 30;

/**
 * The order success page claims its order for the visit when it is seen within this time of the order,
 * by the customer who placed it: the page right after the order, not a status check weeks later.
 */
export const ORDER_CLAIM_MINUTES = 60;

/** The visit cookie's value: 16 random bytes, base64url. Anything else is no visit of ours. */
const VISIT_ID = /^[A-Za-z0-9_-]{22}$/;

export function isVisitId(value: string | null | undefined): value is string {
  return typeof value === "string" && VISIT_ID.test(value);
}

/** A visit seen at or after this instant goes on with the next page view; an older one is over. */
export function visitOpenSince(now: Date): Date {
  return new Date(now.getTime() - VISIT_IDLE_MINUTES * 60_000);
}

/** Whether an order placed at `placedAt` may still be claimed by the success page seen at `now`. */
export function orderClaimable(placedAt: Date, now: Date): boolean {
  const age = now.getTime() - placedAt.getTime();
  return age >= -60_000 && age <= ORDER_CLAIM_MINUTES * 60_000;
}

const SUCCESS_PAGE = /^\/([a-z-]+)\/bestellung-erfolgreich\/(\d{1,9})\/?$/;

/** The order of a success page path (`/{productGroup}/bestellung-erfolgreich/{orderId}`), or null. */
export function successPageOrderId(path: string): number | null {
  const m = SUCCESS_PAGE.exec(path);
  if (!m || !productGroupByUrlName(m[1])) return null;
  const id = Number(m[2]);
  return id > 0 ? id : null;
}

/**
 * The path as counted per day: without the query (it may carry postcodes) and without the order id of a
 * success page (the page views are counts, never a list of orders).
 */
export function countedPath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return successPageOrderId(bare) === null ? bare : bare.replace(/\/\d+\/?$/, "");
}

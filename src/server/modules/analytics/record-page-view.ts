import { countedPath, orderClaimable, successPageOrderId, visitOpenSince } from "../../../domain/analytics/visits.ts";
import type { Db } from "../../../db/client.ts";
import { claimOrder, continueVisit, countPageView, startVisit } from "./analytics.repo.ts";

export interface PageViewDeps {
  db: Db;
  now: () => Date;
  today: (countryId: number) => string;
  /** When this user placed this order, or null (not hers, or no such order): the orders area answers. */
  placedAtBy: (input: { userId: number; orderId: number }) => Promise<Date | null>;
}

export interface PageViewInput {
  countryId: number;
  path: string;
  /** Consent to statistics, from the visitor's cookie: without it nothing is counted. */
  consented: boolean;
  /** The visit cookie's value, when the browser sent one of the right shape. */
  visitId: string | null;
  /** The signed-in user (customer or guest), for the success page's claim of her order. */
  userId: number | null;
}

/**
 * A consented page view (decision 0043): counted per path and day, and as part of the visit — the open
 * visit of the cookie, or a new one. The order success page, seen by the customer who placed the order
 * within an hour of it, makes the visit one with an order. Returns the visit to keep in the cookie (null:
 * nothing was counted, the cookie goes).
 */
export async function recordPageView(deps: PageViewDeps, input: PageViewInput): Promise<{ visitId: string | null }> {
  if (!input.consented) return { visitId: null };
  const now = deps.now();
  const day = deps.today(input.countryId);
  const openSince = visitOpenSince(now);
  let visitId = input.visitId;
  if (!visitId || !(await continueVisit(deps.db, { visitId, countryId: input.countryId, now, openSince }))) {
    visitId = await startVisit(deps.db, { countryId: input.countryId, day, now });
  }
  await countPageView(deps.db, { countryId: input.countryId, path: countedPath(input.path), day });
  const orderId = successPageOrderId(input.path.split(/[?#]/)[0]);
  if (orderId !== null && input.userId !== null) {
    const placedAt = await deps.placedAtBy({ userId: input.userId, orderId });
    if (placedAt && orderClaimable(placedAt, now)) await claimOrder(deps.db, { visitId, orderId });
  }
  return { visitId };
}

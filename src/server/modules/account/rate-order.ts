import { ERRORS } from "../../../domain/shared/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import type { Db } from "../../../db/client.ts";
import { consumeUserToken, findOrderForRating, findUserToken, orderIsRated } from "./account.repo.ts";
import { findValidMailToken } from "./mail-token.ts";
import { hashToken } from "./secret-token.ts";

export const ALREADY_RATED_MESSAGE = ERRORS.ALREADY_RATED.message;

export interface RatingPage {
  status: "open" | "rated" | "invalid";
  DealerName?: string;
  OrderNumber?: string;
}

/** For the page /bewerten-sie-uns/{token}/{orderId}: what to show, without using the link up. */
export async function ratingPage(deps: AccountDeps, token: string, orderId: number): Promise<RatingPage> {
  if (!Number.isInteger(orderId) || orderId <= 0) return { status: "invalid" };
  const order = await findOrderForRating(deps.db, orderId);
  if (!order) return { status: "invalid" };
  if (/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    const row = await findUserToken(deps.db, hashToken(token));
    if (row && row.purpose === "rate-order" && row.payload === String(orderId) && (await orderIsRated(deps.db, orderId)))
      return { status: "rated", DealerName: order.dealerName, OrderNumber: order.orderNumber };
  }
  const valid = await findValidMailToken(deps, token, ["rate-order"]);
  if (!valid || valid.payload !== String(orderId)) return { status: "invalid" };
  return { status: "open", DealerName: order.dealerName, OrderNumber: order.orderNumber };
}

/**
 * The rating's single-use link (decision 0025): used up inside the rating's transaction (the orders area's
 * rateOrder), so a rating that fails leaves it usable. False when it is not (or no longer) a valid rating link.
 */
export async function useRatingToken(deps: AccountDeps, tx: Db, token: string): Promise<boolean> {
  const row = await findValidMailToken({ ...deps, db: tx }, token, ["rate-order"]);
  return row !== null && (await consumeUserToken(tx, row.id, deps.now()));
}

import { AppError, ERRORS } from "../../../domain/errors.ts";
import type { AccountDeps } from "./account-deps.ts";
import { consumeUserToken, findOrderForRating, findUserToken, insertRating, orderIsRated } from "./account.repo.ts";
import { findValidMailToken, } from "./mail-token.ts";
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
 * POST /api/account/bewertung {Token, OrderId, Stars, Comment}: the customer rates the dealer once
 * (1–5 stars). The dealer's average and review count are its ratings (decision 0044), so they change with
 * the rating's transaction, and the in-memory market snapshot is dropped so offers show the new rating.
 */
export async function rateOrder(
  deps: AccountDeps,
  input: { Token: string; OrderId: number; Stars: number; Comment: string },
): Promise<{ success: true; Rating: number; ReviewCount: number; message: string }> {
  const page = await ratingPage(deps, input.Token, input.OrderId);
  if (page.status === "rated") throw new AppError("ALREADY_RATED");
  if (page.status !== "open") throw new AppError("LINK_INVALID");
  const order = (await findOrderForRating(deps.db, input.OrderId))!;
  // Decision 0025: only a delivered order is rated (a rated one answered ALREADY_RATED above).
  if (order.status !== "delivered") throw new AppError("ORDER_NOT_RATABLE");
  const row = (await findValidMailToken(deps, input.Token, ["rate-order"]))!;
  const result = await deps.db.transaction(async (tx) => {
    if (!(await consumeUserToken(tx, row.id, deps.now()))) throw new AppError("ALREADY_RATED");
    const dealer = await insertRating(tx, {
      orderId: order.id,
      userId: order.userId,
      dealerId: order.dealerId,
      countryId: order.countryId,
      stars: input.Stars,
      comment: input.Comment,
    });
    if (!dealer) throw new AppError("ALREADY_RATED");
    // The order becomes "rated" in the same transaction: no rating without it, no "rated" without a rating.
    await deps.markOrderRated(tx, { orderId: order.id, userId: order.userId, stars: input.Stars });
    return dealer;
  });
  // The dealer's new rating shows on the offers and in the review-quality widget at once.
  await deps.onOrderRated();
  return {
    success: true,
    Rating: result.ratingX10 / 10,
    ReviewCount: result.reviewCount,
    message: `Vielen Dank! Ihre Bewertung für ${order.dealerName} wurde gespeichert.`,
  };
}

import { ratingThanks } from "../../../domain/account/account.schemas.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { markOrderRated } from "./mark-order-rated.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import type { OrdersNeeds } from "./orders.needs.ts";
import { findOrderToRate } from "./orders.repo.ts";
import { insertRating } from "./orders-write.repo.ts";

/**
 * POST /api/account/bewertung {Token, OrderId, Stars, Comment}: the customer rates the dealer once
 * (1–5 stars) through the single-use link of her delivered mail or status page (the account area's token).
 * The link is used up, the rating stored and the order's "rate" transition applied in ONE transaction
 * (decision 0025): no rating without "rated", no used link without a rating. The dealer's average and
 * review count are its ratings (decision 0044); the transition's `order.rated` event (decision 0051) makes
 * the offers and the review-quality widget show them.
 */
export async function rateOrder(
  deps: OrderLifeDeps & { ratingLinks: OrdersNeeds["account"] },
  input: { Token: string; OrderId: number; Stars: number; Comment: string },
): Promise<{ success: true; Rating: number; ReviewCount: number; message: string }> {
  const page = await deps.ratingLinks.ratingPage(input.Token, input.OrderId);
  if (page.status === "rated") throw new AppError("ALREADY_RATED");
  if (page.status !== "open") throw new AppError("LINK_INVALID");
  const order = (await findOrderToRate(deps.db, input.OrderId))!;
  // Decision 0025: only a delivered order is rated (a rated one answered ALREADY_RATED above).
  if (order.status !== "delivered") throw new AppError("ORDER_NOT_RATABLE");
  const result = await deps.db.transaction(async (tx) => {
    if (!(await deps.ratingLinks.useRatingToken(tx, input.Token))) throw new AppError("ALREADY_RATED");
    const dealer = await insertRating(tx, {
      orderId: order.id,
      userId: order.userId,
      dealerId: order.dealerId,
      countryId: order.countryId,
      stars: input.Stars,
      comment: input.Comment,
    });
    if (!dealer) throw new AppError("ALREADY_RATED");
    await markOrderRated(deps, tx, { orderId: order.id, userId: order.userId, stars: input.Stars });
    return dealer;
  });
  return {
    success: true,
    Rating: result.ratingX10 / 10,
    ReviewCount: result.reviewCount,
    message: ratingThanks(order.dealerName),
  };
}

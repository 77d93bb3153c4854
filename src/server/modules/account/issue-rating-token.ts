import { AppError } from "../../../domain/shared/errors.ts";
import { ratingRequestMail } from "./account-mails.ts";
import { sendMailSafely, type AccountDeps } from "./account-deps.ts";
import { findOrderForRating, findUserById } from "./account.repo.ts";
import { createMailToken, siteOrigin } from "./mail-token.ts";

/**
 * For the order side (after delivery): a single-use rating link for the order's customer
 * (/bewerten-sie-uns/{token}/{orderId}, 60 days), sent by mail. Returns the link as well.
 */
export async function issueRatingToken(
  deps: AccountDeps,
  orderId: number,
  opts: { sendMail?: boolean } = {},
): Promise<{ token: string; url: string }> {
  const order = await findOrderForRating(deps.db, orderId);
  if (!order) throw new AppError("ORDER_NOT_FOUND");
  const user = await findUserById(deps.db, order.userId);
  if (!user) throw new AppError("ORDER_NOT_FOUND");
  const token = await createMailToken(deps, user.id, "rate-order", String(order.id));
  const url = `${siteOrigin(deps, order.countryId)}/bewerten-sie-uns/${token}/${order.id}`;
  if (opts.sendMail !== false)
    await sendMailSafely(deps, {
      to: user.email,
      template: "rate-order",
      countryId: order.countryId,
      orderId: order.id,
      ...ratingRequestMail(user, order, url),
    });
  return { token, url };
}

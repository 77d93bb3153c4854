import { amountRules } from "../../../domain/catalog.ts";
import { localeById } from "../../../domain/countries.ts";
import { AppError } from "../../../domain/errors.ts";
import { formatQuantity } from "../../../domain/format.ts";
import { finalPrice } from "../../../domain/orders/final-price.ts";
import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import { checkDeliveredAmount, deliveryOutcome, type OrderActor } from "../../../domain/orders/order-states.ts";
import type { PriceLine } from "../../../domain/pricing.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import { dealerTerms } from "./orders.repo.ts";

/**
 * The dealer reports the delivered amount (litres at 15 °C, kilograms, bags). Within the dealer's
 * tolerance the order is delivered and priced; beyond it the customer has to consent first. From
 * "awaiting_consent" the same call is the dealer's correction of the amount.
 */
export async function deliverOrder(deps: OrderLifeDeps, input: { orderId: number; actor: OrderActor; deliveredAmount: number }): Promise<OrderLifeView> {
  const delivered = input.deliveredAmount;
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "deliver",
    data: { DeliveredAmount: delivered },
    decide: async (o, tx) => {
      const locale = localeById(o.countryId)!;
      const problem = checkDeliveredAmount(delivered, o.amount, amountRules(o.productGroupId).unitLabel, (n) => formatQuantity(n, locale));
      if (problem) throw new AppError("DELIVERED_AMOUNT_INVALID", { message: problem.message, field: problem.field });
      const tolerance = (await dealerTerms(tx, o.dealerId))?.tolerancePct ?? 0;
      const to = deliveryOutcome(delivered, o.amount, tolerance);
      const price = finalPrice({ priceLines: o.priceLines as PriceLine[], amount: o.amount, countryId: o.countryId }, delivered);
      return {
        to,
        patch: { deliveredAmount: delivered, finalPriceLines: price.lines, finalNetPrice: price.net, finalVatAmount: price.vat, finalTotalPrice: price.total },
        mails: [to === "delivered" ? "order-delivered" : "order-awaiting-consent"],
      };
    },
  });
  return lifeView(deps.db, order);
}

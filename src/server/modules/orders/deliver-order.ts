import { amountRules } from "../../../domain/shared/catalog.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { formatQuantity } from "../../../domain/shared/format.ts";
import { finalPrice } from "../../../domain/orders/final-price.ts";
import type { OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import {
  checkDeliveredAmount,
  deliveryOutcome,
  earlyDeliveryQuestion,
  isEarlyDelivery,
  type OrderActor,
  type OrderStatus,
} from "../../../domain/orders/order-states.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { recordAudit } from "../../platform/audit.ts";
import { lifeView } from "./order-life-view.ts";
import { applyTransition, type OrderLifeDeps } from "./order-transition.ts";
import { dealerTerms, type OrderRow } from "./orders.repo.ts";

/**
 * The dealer reports the delivered amount (litres at 15 °C, kilograms, bags). Within the dealer's
 * tolerance the order is delivered and priced; beyond it the customer has to consent first. From
 * "awaiting_consent" the same call is the dealer's correction of the amount.
 *
 * Before the confirmed window has started the report needs `earlyDeliveryConfirmed` (decision 0048):
 * without it the answer is 409 with the window's first day; with it the history row says so
 * (`EarlyDelivery`, `WindowFrom`) and the audit log gets an "order.deliver-early" row, in the same
 * transaction.
 */
export async function deliverOrderStep(
  deps: OrderLifeDeps,
  input: { orderId: number; actor: OrderActor; deliveredAmount: number; earlyDeliveryConfirmed?: boolean; requestId?: string | null },
): Promise<OrderRow> {
  const delivered = input.deliveredAmount;
  // Whether the window is still ahead is a matter of the window and today only, not of the status: a
  // repeated click after the order became "delivered" records the same data and stays idempotent.
  const beforeWindow = (o: { countryId: number; deliveryFrom: string | null }) =>
    o.deliveryFrom !== null && isEarlyDelivery({ status: "confirmed", deliveryFrom: o.deliveryFrom }, deps.today(o.countryId));
  const { order } = await applyTransition(deps, {
    orderId: input.orderId,
    actor: input.actor,
    event: "deliver",
    data: (o): Record<string, number | string | boolean> =>
      input.earlyDeliveryConfirmed && beforeWindow(o)
        ? { DeliveredAmount: delivered, EarlyDelivery: true, WindowFrom: o.deliveryFrom! }
        : { DeliveredAmount: delivered },
    decide: async (o, tx) => {
      const locale = localeById(o.countryId)!;
      const problem = checkDeliveredAmount(delivered, o.amount, amountRules(o.productGroupId).unitLabel, (n) => formatQuantity(n, locale));
      if (problem) throw new AppError("DELIVERED_AMOUNT_INVALID", { message: problem.message, field: problem.field });
      const early = isEarlyDelivery({ status: o.status as OrderStatus, deliveryFrom: o.deliveryFrom }, deps.today(o.countryId));
      if (early && !input.earlyDeliveryConfirmed)
        throw new AppError("EARLY_DELIVERY_UNCONFIRMED", { message: earlyDeliveryQuestion(o.deliveryFrom!, locale) });
      const tolerance = (await dealerTerms(tx, o.dealerId))?.tolerancePct ?? 0;
      const to = deliveryOutcome(delivered, o.amount, tolerance);
      if (early)
        await recordAudit(tx, {
          actorUserId: input.actor.userId,
          action: "order.deliver-early",
          targetKind: "order",
          targetId: o.id,
          before: { Status: o.status, DeliveryFrom: o.deliveryFrom, DeliveryTo: o.deliveryTo },
          after: { Status: to, DeliveredAmount: delivered, ReportedOn: deps.today(o.countryId) },
          requestId: input.requestId,
        });
      const price = finalPrice({ priceLines: o.priceLines as PriceLine[], amount: o.amount, countryId: o.countryId }, delivered);
      return {
        to,
        patch: {
          deliveredAmount: delivered,
          finalPriceLines: price.lines,
          finalNetPrice: price.net,
          finalVatAmount: price.vat,
          finalTotalPrice: price.total,
        },
        mails: [to === "delivered" ? "order-delivered" : "order-awaiting-consent"],
      };
    },
  });
  return order;
}

/** {@link deliverOrderStep}, answered with the order's life view as the customer's status page shows it. */
export async function deliverOrder(deps: OrderLifeDeps, input: Parameters<typeof deliverOrderStep>[1]): Promise<OrderLifeView> {
  return lifeView(deps.db, await deliverOrderStep(deps, input));
}

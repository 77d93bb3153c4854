/**
 * What a dealer sees before reporting a delivery (decision 0026): the ordered amount, the dealer's
 * tolerance band, and the final price the delivered amount gives (the order's price lines scaled, the
 * rule of final-price.ts), plus whether the customer has to consent (beyond the tolerance) and whether
 * the confirmed window is still ahead (then the report needs the dealer's explicit confirmation,
 * decision 0048). Pure, so the page shows exactly what the transition will write.
 */
import { finalPrice, type FinalPrice } from "../orders/final-price.ts";
import { checkDeliveredAmount, isEarlyDelivery, withinTolerance, type OrderStatus } from "../orders/order-states.ts";
import type { PriceLine } from "../calculator/offer-calculation.ts";

/** The smallest and the largest amount that still count as "as ordered" (ordered ± tolerance, inclusive). */
export function toleranceBand(ordered: number, tolerancePct: number): { min: number; max: number } {
  return { min: Math.ceil((ordered * (100 - tolerancePct)) / 100), max: Math.floor((ordered * (100 + tolerancePct)) / 100) };
}

export type DeliveryPreview =
  | { ok: false; message: string }
  | {
      ok: true;
      delivered: number;
      ordered: number;
      band: { min: number; max: number };
      /** Within the band: the order is delivered at once; beyond it: the customer has to consent first. */
      withinTolerance: boolean;
      final: FinalPrice;
      /** final.total − the ordered total (negative: less to pay). */
      difference: number;
      /** The confirmed window's first day when it is still ahead of the dealer's today (decision 0048), else null. */
      earlyFrom: string | null;
    };

export function deliveryPreview(
  order: {
    Amount: number;
    CountryId: number;
    PriceLines: readonly PriceLine[];
    TotalPrice: number;
    TolerancePct: number;
    UnitLabel: string;
    Status: OrderStatus;
    DeliveryFrom: string | null;
  },
  delivered: number,
  formatQty: (n: number) => string,
  today: string,
): DeliveryPreview {
  const problem = checkDeliveredAmount(delivered, order.Amount, order.UnitLabel, formatQty);
  if (problem) return { ok: false, message: problem.message };
  const final = finalPrice({ priceLines: order.PriceLines, amount: order.Amount, countryId: order.CountryId }, delivered);
  return {
    ok: true,
    delivered,
    ordered: order.Amount,
    band: toleranceBand(order.Amount, order.TolerancePct),
    withinTolerance: withinTolerance(delivered, order.Amount, order.TolerancePct),
    final,
    difference: final.total - order.TotalPrice,
    earlyFrom: isEarlyDelivery({ status: order.Status, deliveryFrom: order.DeliveryFrom }, today) ? order.DeliveryFrom : null,
  };
}

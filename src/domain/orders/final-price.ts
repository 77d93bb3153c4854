/**
 * The final price of a delivered order (decision 0025): the order's all-in unit price applies to every
 * delivered litre (kilogram, bag), so each price line of the order is scaled by delivered / ordered,
 * rounded half up to a whole minor unit (the rounding rule of offer-calculation.ts). The total is the sum of the
 * lines. Delivering exactly the ordered amount gives exactly the order's total.
 *
 * The total is split into net and VAT at the country's rate as the invoice shows it (`vatBreakdown`,
 * decision 0041): VAT = total × rate / (1 + rate), rounded once; net = total − VAT. Until decision 0041
 * the net was the order's net scaled and VAT = total − net, which carried the rounding of every line and
 * differed from this split by a cent in about half of the deliveries; the status page, the mails, the
 * exports and the invoice now show one split.
 */
import { divRoundHalfUp, vatBreakdown } from "../calculator/vat.ts";
import type { PriceLine } from "../calculator/offer-calculation.ts";

export interface FinalPrice {
  lines: PriceLine[];
  net: number;
  vat: number;
  total: number;
}

export function finalPrice(order: { priceLines: readonly PriceLine[]; amount: number; countryId: number }, delivered: number): FinalPrice {
  if (!Number.isInteger(delivered) || delivered <= 0) throw new RangeError(`delivered amount ${delivered}`);
  const scale = (minor: number) =>
    minor < 0 ? -divRoundHalfUp(-minor * delivered, order.amount) : divRoundHalfUp(minor * delivered, order.amount);
  const lines = order.priceLines.map((l) => ({ Key: l.Key, Label: l.Label, NetPrice: scale(l.NetPrice), Price: scale(l.Price) }));
  const total = lines.reduce((s, l) => s + l.Price, 0);
  const { net, vat } = vatBreakdown(total, order.countryId);
  return { lines, net, vat, total };
}

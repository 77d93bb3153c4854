/**
 * The final price of a delivered order (decision 0025): the order's all-in unit price applies to every
 * delivered litre (kilogram, bag), so each price line of the order is scaled by delivered / ordered,
 * rounded half up to a whole minor unit (the rounding rule of pricing.ts). The total is the sum of the
 * lines; the net is the order's net scaled the same way; the VAT (the country's rate, already in the
 * gross lines) is total − net. Delivering exactly the ordered amount gives exactly the order's price.
 */
import { divRoundHalfUp, type PriceLine } from "../pricing.ts";

export interface FinalPrice {
  lines: PriceLine[];
  net: number;
  vat: number;
  total: number;
}

export function finalPrice(order: { priceLines: readonly PriceLine[]; netPrice: number; amount: number }, delivered: number): FinalPrice {
  if (!Number.isInteger(delivered) || delivered <= 0) throw new RangeError(`delivered amount ${delivered}`);
  const scale = (minor: number) => (minor < 0 ? -divRoundHalfUp(-minor * delivered, order.amount) : divRoundHalfUp(minor * delivered, order.amount));
  const lines = order.priceLines.map((l) => ({ Key: l.Key, Label: l.Label, NetPrice: scale(l.NetPrice), Price: scale(l.Price) }));
  const total = lines.reduce((s, l) => s + l.Price, 0);
  const net = scale(order.netPrice);
  return { lines, net, vat: total - net, total };
}

/**
 * What a new price list changes against today's (dealer portal, decision 0027): band by band, the old
 * and the new net price and the change in percent. Pure; the preview page and the API show it.
 */
import { grossOf, vatBasisPoints } from "../calculator/vat.ts";
import type { PriceTier } from "../calculator/offer-calculation.ts";

export interface BandChange {
  MinAmount: number;
  /** Net per basis (100 l or t) in minor units; null: the band is new (old) or dropped (new). */
  OldNetPrice: number | null;
  NewNetPrice: number | null;
  OldGrossPrice: number | null;
  NewGrossPrice: number | null;
  /** (new − old) / old in percent, one decimal; null when either side is missing. */
  ChangePct: number | null;
}

/** Bands of both lists by amount; a band is the same band when its smallest amount is the same. */
export function compareTiers(oldTiers: readonly PriceTier[], newTiers: readonly PriceTier[], countryId: number): BandChange[] {
  const vat = vatBasisPoints(countryId);
  const gross = (net: number | null) => (net === null ? null : grossOf(net, 1, vat));
  const amounts = [...new Set([...oldTiers, ...newTiers].map((t) => t.minAmount))].sort((a, b) => a - b);
  return amounts.map((MinAmount) => {
    const before = oldTiers.find((t) => t.minAmount === MinAmount)?.netPerBasis ?? null;
    const after = newTiers.find((t) => t.minAmount === MinAmount)?.netPerBasis ?? null;
    return {
      MinAmount,
      OldNetPrice: before,
      NewNetPrice: after,
      OldGrossPrice: gross(before),
      NewGrossPrice: gross(after),
      ChangePct: changePct(before, after),
    };
  });
}

/** Percent change rounded half away from zero to one decimal: 89,90 → 92,10 is +2,4 %. */
export function changePct(before: number | null, after: number | null): number | null {
  if (before === null || after === null || before === 0) return null;
  const tenths = ((after - before) * 1000) / before;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
}

/** "+2,4 %", "−1,0 %", "±0,0 %" (German decimal comma on every site, like the VAT label). */
export function changePctLabel(pct: number | null): string {
  if (pct === null) return "–";
  const abs = Math.abs(pct).toFixed(1).replace(".", ",");
  return pct > 0 ? `+${abs} %` : pct < 0 ? `−${abs} %` : `±${abs} %`;
}

/** Whether anything changes at all (the form's "Vorschau" with the same prices says so). */
export function listChanges(bands: readonly BandChange[]): boolean {
  return bands.some((b) => b.OldNetPrice !== b.NewNetPrice);
}

/** A net price as the price form shows it for typing: "89,90" (Swiss sites "89.90"), without grouping. */
export function netPriceText(minor: number, countryId: number): string {
  const text = (minor / 100).toFixed(2);
  return countryId === 3 ? text : text.replace(".", ",");
}

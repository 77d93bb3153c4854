/**
 * The key figures of the period statistic (issue 14 item 4): exact in minor units, rounded half up once,
 * at the end. Money is never added across currencies: the server sums per currency.
 */

/** Gross revenue per 100 base units (litres; kg for pellets), minor units, half up; null without an amount. */
export function averagePricePer100(revenueMinor: number, baseUnits: number): number | null {
  if (baseUnits <= 0) return null;
  // BigInt: revenue × 200 of a busy year passes 2^53.
  const num = BigInt(revenueMinor) * 200n + BigInt(baseUnits);
  const den = BigInt(baseUnits) * 2n;
  const q = num / den;
  return Number(num % den < 0n ? q - 1n : q);
}

/**
 * Conversion: orders per offer-list view (the consented page views of `/{productGroup}/angebotsliste`,
 * table page_views), 4 significant decimals (0.0123 = 1.23 %); null when nobody viewed an offer list.
 */
export function conversion(orders: number, offerListViews: number): number | null {
  if (offerListViews <= 0) return null;
  return Math.round((orders / offerListViews) * 10_000) / 10_000;
}

/** Change against the comparison period in percent, 2 decimals (spec §3 "Change … rounded to 2 decimals"); null from 0. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const p = ((current - previous) / Math.abs(previous)) * 100;
  return (Math.sign(p) * Math.round(Math.abs(p) * 100)) / 100 + 0;
}

/** The payment kinds settled by the installment provider (decision 0007: installment, and the guests' invoice and SEPA). */
export const PROVIDER_PAYMENT_KINDS = ["installment", "provider-invoice", "provider-sepa"] as const;

/** Postcode region of a row: the postcode's first two digits (German Leitregion; Austrian and Swiss regions alike). */
export function postcodeRegion(zipCode: string): string {
  return zipCode.trim().slice(0, 2);
}

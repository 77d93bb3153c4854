/**
 * The key figures of the period statistic (decision 0031): exact in minor units, rounded half up once,
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

/** The consented visits of a row (decision 0043): all of them, and those in which an order was placed. */
export interface SessionCount {
  sessions: number;
  /** Counted among the same visits as `sessions`, each once however many orders it placed. */
  sessionsWithOrder: number;
}

/**
 * Conversion (decision 0043): visits with an order ÷ visits, 4 decimals (0.0123 = 1.23 %); null without
 * visits. Both counts come from the same visits, so it lies between 0 and 1; a pair that breaks that is a
 * fault in the counting, and the statistic fails loudly rather than show "500 %".
 */
export function conversion({ sessions, sessionsWithOrder }: SessionCount): number | null {
  if (!Number.isInteger(sessions) || !Number.isInteger(sessionsWithOrder) || sessionsWithOrder < 0 || sessionsWithOrder > sessions)
    throw new RangeError(`conversion: ${sessionsWithOrder} visits with an order out of ${sessions} visits`);
  if (sessions === 0) return null;
  return Math.round((sessionsWithOrder / sessions) * 10_000) / 10_000;
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

/**
 * Deliveries seen by the tank sensor: a rise of the level too large for sensor noise or warming oil is a
 * refill, and a refill is matched to the customer's order delivered around that day, to show whether the
 * dealer's delivered litres agree with what arrived in the tank.
 */
import { calendarDay } from "../shared/calendar-day.ts";
import { daysBetween } from "./days.ts";

export interface LevelPoint {
  at: Date;
  litres: number;
}

export interface Refill {
  at: Date;
  before: number;
  after: number;
  litres: number;
}

/**
 * The smallest rise that counts as a refill: 3 % of the tank, at least 50 l. Warming by 10 K expands oil
 * by about 1 %, and a sensor's noise is a few millimetres; the smallest order is 500 l.
 */
export function refillThreshold(capacityLitres: number): number {
  // Percent as a whole number: 3 × 2,000 / 100 is exactly 60, a border the tests can stand on.
  return Math.max((3 * capacityLitres) / 100, 50);
}

/** The rises between consecutive readings (by time) above the threshold; `at` is the first reading after. */
export function detectRefills(points: LevelPoint[], capacityLitres: number): Refill[] {
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const threshold = refillThreshold(capacityLitres);
  const refills: Refill[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const rise = sorted[i].litres - sorted[i - 1].litres;
    if (rise > threshold)
      refills.push({ at: sorted[i].at, before: sorted[i - 1].litres, after: sorted[i].litres, litres: Math.round(rise * 10) / 10 });
  }
  return refills;
}

/** How far the rise may differ from the delivered litres (% of them). */
const DEVIATION_PERCENT = 3;

/**
 * Each refill with the nearest delivery (by calendar day in `timeZone`) at most `maxDays` away. A
 * delivery explains one rise: the closest pairs are taken first. `deviates` when the rise differs from
 * the delivered litres by more than 3 % of them — the delivery is billed at 15 °C and the tank measured
 * at its temperature, which stays within that (±1 % for ±10 K).
 */
export function matchRefillsToDeliveries(
  refills: Refill[],
  deliveries: { orderId: number; deliveredOn: Date; litres: number }[],
  maxDays = 4,
  timeZone = "Europe/Berlin",
): { refill: Refill; orderId: number | null; deviates: boolean }[] {
  // A delivery day is stored as a date (UTC or local midnight): both are that day in a European zone.
  const refillDays = refills.map((r) => calendarDay(r.at, timeZone));
  const deliveryDays = deliveries.map((d) => calendarDay(d.deliveredOn, timeZone));
  const pairs: { r: number; d: number; distance: number }[] = [];
  refillDays.forEach((rd, r) =>
    deliveryDays.forEach((dd, d) => {
      const distance = Math.abs(daysBetween(dd, rd));
      if (distance <= maxDays) pairs.push({ r, d, distance });
    }),
  );
  // Stable sort: among equally near pairs the earlier refill and delivery win.
  pairs.sort((a, b) => a.distance - b.distance);
  const deliveryOf = new Map<number, number>();
  const used = new Set<number>();
  for (const p of pairs) {
    if (deliveryOf.has(p.r) || used.has(p.d)) continue;
    deliveryOf.set(p.r, p.d);
    used.add(p.d);
  }
  return refills.map((refill, r) => {
    const d = deliveryOf.get(r);
    if (d === undefined) return { refill, orderId: null, deviates: false };
    const delivered = deliveries[d].litres;
    return {
      refill,
      orderId: deliveries[d].orderId,
      deviates: Math.abs(delivered - refill.litres) > (DEVIATION_PERCENT * delivered) / 100,
    };
  });
}

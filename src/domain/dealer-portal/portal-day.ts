/**
 * The figures a dealer runs the day by (the portal's overview, decision 0048): how long new orders have
 * been waiting for a confirmation, how old the price list customers are shown is, and which product a
 * branch's place in the offer list is read for. Pure; the overview's loader and its API answer use them.
 */
import { calendarDay, dayNumber } from "../shared/calendar-day.ts";
import { productById } from "../shared/catalog.ts";

/**
 * A list of this many calendar days or older is marked as old: heating-oil prices follow the market
 * daily, and a list not touched for two days is usually forgotten, not meant.
 */
export const PRICE_LIST_STALE_DAYS = 2;

/** A new order unconfirmed this long is marked: customers expect an answer within a working day. */
export const WAITING_ALERT_HOURS = 24;

/**
 * The product a branch's figures are shown for: its first product group (heating oil before diesel,
 * pellets, AdBlue), the standard product before an upselling one, then the smallest id. Null: no list.
 */
export function mainProductId(productIds: readonly number[]): number | null {
  const known = productIds.map((id) => productById(id)).filter((p) => p !== undefined);
  known.sort((a, b) => a.ProductGroupId - b.ProductGroupId || Number(a.IsUpselling) - Number(b.IsUpselling) || a.Id - b.Id);
  return known[0]?.Id ?? null;
}

/** Whole calendar days from the day a list became valid (in the branch's time zone) to today. */
export function priceListAgeDays(validFromIso: string, today: string, timeZone: string): number {
  const from = dayNumber(calendarDay(new Date(validFromIso), timeZone));
  const to = dayNumber(today);
  return from === null || to === null ? 0 : Math.max(0, to - from);
}

/** "heute", "gestern", "vor 3 Tagen". */
export function daysAgoText(days: number): string {
  if (days <= 0) return "heute";
  if (days === 1) return "gestern";
  return `vor ${days} Tagen`;
}

/** Hours (whole, rounded down) an order has waited since it was placed. */
export function waitingHours(createdAtIso: string, nowIso: string): number {
  return Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(createdAtIso)) / 3_600_000));
}

/** "seit 12 Minuten", "seit 1 Stunde", "seit 5 Stunden", "seit 2 Tagen" (from 48 hours on). */
export function waitingText(createdAtIso: string, nowIso: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(createdAtIso)) / 60_000));
  if (minutes < 1) return "seit gerade eben";
  if (minutes < 60) return minutes === 1 ? "seit 1 Minute" : `seit ${minutes} Minuten`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? "seit 1 Stunde" : `seit ${hours} Stunden`;
  return `seit ${Math.floor(hours / 24)} Tagen`;
}

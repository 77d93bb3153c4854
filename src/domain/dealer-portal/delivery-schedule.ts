/**
 * The deliveries page's order (decision 0026): a dealer plans by day, so the confirmed and dispatched
 * orders are grouped by their delivery window relative to the dealer's today — overdue first, then
 * today, the rest of this week (to Sunday), later — and the deliveries waiting for the customer's
 * consent to a deviating amount last. Pure; days are YYYY-MM-DD of the dealer's country.
 */
import type { OrderStatus } from "../orders/order-states.ts";

export type DeliveryGroup = "overdue" | "today" | "week" | "later" | "consent";

export const DELIVERY_GROUPS: readonly { group: DeliveryGroup; label: string }[] = [
  { group: "overdue", label: "Überfällig" },
  { group: "today", label: "Heute" },
  { group: "week", label: "Diese Woche" },
  { group: "later", label: "Später" },
  { group: "consent", label: "Wartet auf Zustimmung der Kundschaft" },
];

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** The Sunday that ends today's week (Monday to Sunday, as German calendars count). */
export function weekEnd(today: string): string {
  const n = dayNumber(today);
  const weekday = (new Date(n * 86_400_000).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return dayOf(n + 6 - weekday);
}

/** Where an order of the deliveries list belongs; null: not a delivery to plan (placed, delivered, …). */
export function deliveryGroup(
  order: { Status: OrderStatus; DeliveryFrom: string | null; DeliveryTo: string | null },
  today: string,
): DeliveryGroup | null {
  if (order.Status === "awaiting_consent") return "consent";
  if (order.Status !== "confirmed" && order.Status !== "out_for_delivery") return null;
  // A confirmed order always has a window; one without (data from before the window existed) is due now.
  const from = order.DeliveryFrom ?? today;
  const to = order.DeliveryTo ?? from;
  if (to < today) return "overdue";
  if (from <= today) return "today";
  return from <= weekEnd(today) ? "week" : "later";
}

/** The orders grouped in the page's order; groups without orders are left out, the order within a group kept. */
export function groupDeliveries<T extends { Status: OrderStatus; DeliveryFrom: string | null; DeliveryTo: string | null }>(
  orders: readonly T[],
  today: string,
): { group: DeliveryGroup; label: string; orders: T[] }[] {
  return DELIVERY_GROUPS.map(({ group, label }) => ({
    group,
    label,
    orders: orders.filter((o) => deliveryGroup(o, today) === group),
  })).filter((g) => g.orders.length > 0);
}

/** The day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return dayOf(dayNumber(day) + n);
}

/**
 * The window the confirm form suggests (decision 0026): the customer's desired day when it is still
 * ahead, else from tomorrow to the end of the branch's lead time (at least a day, at most the longest
 * window the order's life allows, 21 days). The dealer changes it as needed.
 */
export function suggestedWindow(order: { DesiredDate: string | null; LeadTimeDays: number }, today: string): { from: string; to: string } {
  if (order.DesiredDate && order.DesiredDate > today) return { from: order.DesiredDate, to: order.DesiredDate };
  const from = addDays(today, 1);
  return { from, to: addDays(today, Math.min(Math.max(order.LeadTimeDays, 1), 21)) };
}

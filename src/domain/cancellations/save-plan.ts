/**
 * Spec §4: saving sends only dirty orders; with none dirty the result is status false. The page sends
 * `dirtyOrders`, the server answers `planSave` of what arrived (a client may send clean rows too).
 */
import type { Booking } from "./booking.ts";

export function dirtyOrders<T extends Booking>(orders: readonly T[]): T[] {
  return orders.filter((o) => o.isDirty);
}

export type SavePlan<T> = { status: false } | { status: true; orders: T[] };

export function planSave<T extends Booking>(orders: readonly T[]): SavePlan<T> {
  const dirty = dirtyOrders(orders);
  return dirty.length === 0 ? { status: false } : { status: true, orders: dirty };
}

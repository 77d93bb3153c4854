/**
 * Spec §4 "Cancellation management": changing a row's booking marks it dirty, so the save sends it.
 * Shared by the page (each click) and the server (the no-JavaScript row form).
 */
import type { BookingMode } from "./cancellations.schemas.ts";

export interface Booking {
  isBooked: boolean;
  bookedAs: number;
  isDirty: boolean;
}

export function toggleBooked<T extends Booking>(order: T): T {
  return { ...order, isBooked: !order.isBooked, isDirty: true };
}

export function setBookingMode<T extends Booking>(order: T, bookedAs: BookingMode): T {
  return { ...order, bookedAs, isDirty: true };
}

/** After a successful save the sent rows are what the server has: nothing left to send. */
export function markSaved<T extends Booking & { orderId: number }>(orders: readonly T[], savedIds: readonly number[]): T[] {
  const saved = new Set(savedIds);
  return orders.map((o) => (saved.has(o.orderId) && o.isDirty ? { ...o, isDirty: false } : o));
}

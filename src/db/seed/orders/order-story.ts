import { deliveryOutcome, type OrderStatus } from "../../../domain/orders/order-states.ts";

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** One planned order: its status, amount and story (days before the seeding day). */
export interface Plan {
  status: OrderStatus;
  amount: number;
  /** Days (fractions allowed) before now the order was placed. */
  placedDaysAgo: number;
  /** Window relative to today (days); delivered orders lie in the past. */
  window?: [number, number, string?];
  delivered?: number;
  reason?: string;
  stars?: number;
  /** Passed through awaiting_consent before the customer agreed. */
  consented?: boolean;
  /** The rating's comment (else a short one by the stars). */
  comment?: string;
}

export function isoDay(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The events of the plan's story, oldest first, with the status each one leaves. */
export interface StoryEvent {
  event: string;
  from: OrderStatus | "";
  to: OrderStatus;
  actor: "customer" | "dealer" | "support";
  at: number;
  data: Record<string, unknown>;
}

export function storyOf(plan: Plan, placedAt: number, today: number, tolerancePct: number): StoryEvent[] {
  const events: StoryEvent[] = [];
  events.push({ event: "place", from: "", to: "placed", actor: "customer", at: placedAt, data: {} });
  if (plan.status === "placed") return events;
  if (plan.status === "declined")
    return [
      ...events,
      { event: "decline", from: "placed", to: "declined", actor: "dealer", at: placedAt + 3 * HOUR, data: { Reason: plan.reason } },
    ];
  if (plan.status === "cancelled")
    return [
      ...events,
      { event: "cancel", from: "placed", to: "cancelled", actor: "support", at: placedAt + 5 * HOUR, data: { Reason: plan.reason } },
    ];
  const [fromDay, toDay, slot] = plan.window!;
  const confirmedAt = placedAt + 2 * HOUR;
  events.push({
    event: "confirm",
    from: "placed",
    to: "confirmed",
    actor: "dealer",
    at: confirmedAt,
    data: { From: isoDay(today + fromDay * DAY), To: isoDay(today + toDay * DAY), Slot: slot ?? null },
  });
  if (plan.status === "confirmed") return events;
  if (plan.status === "withdrawn")
    return [...events, { event: "withdraw", from: "confirmed", to: "withdrawn", actor: "customer", at: confirmedAt + 20 * HOUR, data: {} }];
  // The truck leaves at 07:00 (Berlin is UTC+1/+2; close enough for demo data) on the first day of the window.
  const leftAt = Math.max(confirmedAt + HOUR, today + fromDay * DAY + 6 * HOUR);
  events.push({ event: "dispatch", from: "confirmed", to: "out_for_delivery", actor: "dealer", at: leftAt, data: {} });
  if (plan.status === "out_for_delivery") return events;
  const deliveredAt = leftAt + 3 * HOUR;
  // The plan says where the story goes; the dealer's tolerance only decides for a plain delivery.
  const outcome =
    plan.consented || plan.status === "awaiting_consent"
      ? "awaiting_consent"
      : deliveryOutcome(plan.delivered!, plan.amount, Math.max(tolerancePct, 1));
  events.push({
    event: "deliver",
    from: "out_for_delivery",
    to: outcome,
    actor: "dealer",
    at: deliveredAt,
    data: { DeliveredAmount: plan.delivered },
  });
  if (outcome === "awaiting_consent" && plan.status !== "awaiting_consent")
    events.push({ event: "consent", from: "awaiting_consent", to: "delivered", actor: "customer", at: deliveredAt + 5 * HOUR, data: {} });
  if (plan.status === "rated")
    events.push({ event: "rate", from: "delivered", to: "rated", actor: "customer", at: deliveredAt + DAY, data: { Stars: plan.stars } });
  return events;
}

/**
 * The order's life after the last click (decision 0025; spec §4 "Order state machine: not shown").
 * Pure: the transition use cases, the customer's status page and the dealer portal all ask these
 * functions what may happen next, so the rule is written once.
 */
import { dayNumber } from "../shared/calendar-day.ts";
import { hasCompanyAddress } from "./checkout-steps.ts";
import { formatDate } from "../shared/format.ts";
import type { Locale } from "../shared/countries.ts";

export const ORDER_STATUSES = [
  "placed",
  "confirmed",
  "out_for_delivery",
  "awaiting_consent",
  "delivered",
  "rated",
  "declined",
  "withdrawn",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_EVENTS = ["confirm", "decline", "dispatch", "deliver", "consent", "rate", "withdraw", "cancel"] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

/** Who acts: a dealer's staff member for that dealer, the order's customer, or the support desk. */
export type OrderActor =
  | { kind: "dealer"; userId: number; dealerId: number }
  /**
   * guestIds: the guest rows whose orders she took over (decision 0028); they are hers too. via "order-link":
   * the order's mail link authorised the call, not a session (decision 0040); userId is then the order's owner.
   */
  | { kind: "customer"; userId: number; guestIds?: readonly number[]; via?: "order-link" }
  | { kind: "support"; userId: number };
export type OrderActorKind = OrderActor["kind"] | "system";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Neu",
  confirmed: "Bestätigt",
  out_for_delivery: "Unterwegs",
  awaiting_consent: "Wartet auf Zustimmung",
  delivered: "Geliefert",
  rated: "Bewertet",
  declined: "Abgelehnt",
  withdrawn: "Widerrufen",
  cancelled: "Storniert",
};

/** What the history says happened (German, past tense). */
export const ORDER_EVENT_LABELS: Record<OrderEventName | "place", string> = {
  place: "Bestellung eingegangen",
  confirm: "Vom Händler bestätigt",
  decline: "Vom Händler abgelehnt",
  dispatch: "Lieferung unterwegs",
  deliver: "Geliefert",
  consent: "Abweichende Liefermenge akzeptiert",
  rate: "Händler bewertet",
  withdraw: "Widerrufen",
  cancel: "Storniert",
};

export const ORDER_ACTOR_LABELS: Record<OrderActorKind, string> = {
  dealer: "Händler",
  customer: "Kundin/Kunde",
  support: "Kundenservice",
  system: "System",
};

/** Who may fire which event. */
export const EVENT_ACTORS: Record<OrderEventName, OrderActor["kind"]> = {
  confirm: "dealer",
  decline: "dealer",
  dispatch: "dealer",
  deliver: "dealer",
  consent: "customer",
  rate: "customer",
  withdraw: "customer",
  cancel: "support",
};

/**
 * The transition table. `deliver` leads to "delivered" or "awaiting_consent" depending on the delivered
 * amount (deliveryOutcome); the table lists both. From "confirmed" a dealer may mark an order delivered
 * without the "unterwegs" step (the truck left and arrived before anybody clicked); from
 * "awaiting_consent" `deliver` is the dealer's correction of the amount.
 */
export const TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEventName, readonly OrderStatus[]>>> = {
  placed: { confirm: ["confirmed"], decline: ["declined"], withdraw: ["withdrawn"], cancel: ["cancelled"] },
  confirmed: { dispatch: ["out_for_delivery"], deliver: ["delivered", "awaiting_consent"], withdraw: ["withdrawn"], cancel: ["cancelled"] },
  out_for_delivery: { deliver: ["delivered", "awaiting_consent"], cancel: ["cancelled"] },
  awaiting_consent: { consent: ["delivered"], deliver: ["delivered", "awaiting_consent"], cancel: ["cancelled"] },
  delivered: { rate: ["rated"] },
  rated: {},
  declined: {},
  withdrawn: {},
  cancelled: {},
};

export const FINAL_STATUSES: readonly OrderStatus[] = ["rated", "declined", "withdrawn", "cancelled"];

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether the table has the event at all from this status (before any input is looked at). */
export function canFire(status: OrderStatus, event: OrderEventName): boolean {
  return TRANSITIONS[status][event] !== undefined;
}

/** The events an actor of this kind may fire from the status. */
export function eventsFor(status: OrderStatus, actor: OrderActor["kind"]): OrderEventName[] {
  return ORDER_EVENTS.filter((e) => EVENT_ACTORS[e] === actor && canFire(status, e));
}

/** The German reason a transition is not possible now (the 409's message). */
export function transitionRefusal(status: OrderStatus, event: OrderEventName): string {
  const now = `Die Bestellung ist ${statusPhrase(status)}`;
  switch (event) {
    case "confirm":
    case "decline":
      return `${now}; sie kann nicht mehr ${event === "confirm" ? "bestätigt" : "abgelehnt"} werden.`;
    case "dispatch":
      return status === "placed"
        ? "Bitte bestätigen Sie die Bestellung zuerst mit einem Lieferzeitraum."
        : `${now}; sie kann nicht mehr als unterwegs gemeldet werden.`;
    case "deliver":
      return status === "placed"
        ? "Bitte bestätigen Sie die Bestellung zuerst mit einem Lieferzeitraum."
        : `${now}; eine Liefermenge kann nicht mehr gemeldet werden.`;
    case "consent":
      return `${now}; es wartet keine abweichende Liefermenge auf Ihre Zustimmung.`;
    case "rate":
      return status === "rated"
        ? "Diese Bestellung wurde bereits bewertet. Vielen Dank für Ihre Rückmeldung!"
        : `${now}; bewerten können Sie eine Bestellung erst nach der Lieferung.`;
    case "withdraw":
      return `${now}; ein Widerruf über den Heizöl-Marktplatz ist nicht mehr möglich.`;
    case "cancel":
      return `${now}; sie kann nicht mehr storniert werden.`;
  }
}

function statusPhrase(status: OrderStatus): string {
  switch (status) {
    case "placed":
      return "noch nicht bestätigt";
    case "confirmed":
      return "bereits bestätigt";
    case "out_for_delivery":
      return "bereits unterwegs";
    case "awaiting_consent":
      return "bereits geliefert und wartet auf die Zustimmung zur Liefermenge";
    case "delivered":
      return "bereits geliefert";
    case "rated":
      return "bereits geliefert und bewertet";
    case "declined":
      return "vom Händler abgelehnt worden";
    case "withdrawn":
      return "bereits widerrufen";
    case "cancelled":
      return "bereits storniert";
  }
}

// ---------------------------------------------------------------------------------------------------
// Withdrawal

/**
 * "statutory": a consumer in Germany or Austria (14-day right of withdrawal; for heating oil it ends when
 * the oil is in the tank, BGH 17.06.2015, VIII ZR 249/14 — before delivery it has not even begun to run
 * out). "contractual": an order of a company (station 1 has a company name, spec §4) and every Swiss
 * order: the contractual terms (free cancellation until the dealer confirms, then only by agreement).
 */
export type WithdrawalBasis = "statutory" | "contractual";

export function withdrawalBasis(countryId: number, stations: Parameters<typeof hasCompanyAddress>[0]): WithdrawalBasis {
  if (countryId === 3) return "contractual";
  return hasCompanyAddress(stations) ? "contractual" : "statutory";
}

export type WithdrawalVerdict =
  | { allowed: true; basis: WithdrawalBasis; note: string }
  | { allowed: false; basis: WithdrawalBasis; message: string };

/** Statuses in which the customer may withdraw online, per basis. */
export const WITHDRAWABLE: Record<WithdrawalBasis, readonly OrderStatus[]> = {
  statutory: ["placed", "confirmed"],
  contractual: ["placed"],
};

/**
 * May the customer withdraw the order online now? The refusal says why and what the terms are, in
 * German, naming the dealer and the customer service's phone number.
 */
export function withdrawalVerdict(
  order: { status: OrderStatus; countryId: number; stations: Parameters<typeof hasCompanyAddress>[0] },
  dealerName: string,
  customerPhone: string,
): WithdrawalVerdict {
  const basis = withdrawalBasis(order.countryId, order.stations);
  if (WITHDRAWABLE[basis].includes(order.status)) {
    return {
      allowed: true,
      basis,
      note:
        basis === "statutory"
          ? "Sie haben als Verbraucherin oder Verbraucher ein gesetzliches Widerrufsrecht von 14 Tagen. Bei Heizöl endet es, sobald das Öl in Ihrem Tank ist; vor der Lieferung können Sie jederzeit ohne Angabe von Gründen widerrufen."
          : `Solange ${dealerName} Ihre Bestellung noch nicht bestätigt hat, können Sie sie kostenlos stornieren.`,
    };
  }
  const contact = `Bitte wenden Sie sich an ${dealerName} oder an unseren Kundenservice unter ${customerPhone}.`;
  if (basis === "contractual" && order.status === "confirmed") {
    const who =
      order.countryId === 3
        ? "In der Schweiz gibt es für online abgeschlossene Kaufverträge kein gesetzliches Widerrufsrecht"
        : "Für Bestellungen von Unternehmen besteht kein gesetzliches Widerrufsrecht";
    return {
      allowed: false,
      basis,
      message: `${who}; es gelten die vertraglichen Bedingungen: Bis zur Auftragsbestätigung konnten Sie kostenlos stornieren. ${dealerName} hat Ihre Bestellung bereits bestätigt, sie ist damit verbindlich. Eine Stornierung ist jetzt nur noch im Einvernehmen mit dem Händler möglich, der die ihm entstandenen Kosten in Rechnung stellen kann. ${contact}`,
    };
  }
  if (order.status === "out_for_delivery")
    return {
      allowed: false,
      basis,
      message: `Ihre Lieferung ist bereits unterwegs, ein Widerruf über den Heizöl-Marktplatz ist nicht mehr möglich. ${contact}`,
    };
  if (order.status === "awaiting_consent" || order.status === "delivered" || order.status === "rated")
    return {
      allowed: false,
      basis,
      message:
        basis === "statutory"
          ? `Das Heizöl ist bereits geliefert. Mit dem Einfüllen in Ihren Tank hat es sich untrennbar mit dem vorhandenen Öl vermischt; damit ist das Widerrufsrecht erloschen (BGH, Urteil vom 17.06.2015, VIII ZR 249/14). ${contact}`
          : `Ihre Bestellung ist bereits geliefert; eine Stornierung ist nicht mehr möglich. ${contact}`,
    };
  return { allowed: false, basis, message: transitionRefusal(order.status, "withdraw") };
}

// ---------------------------------------------------------------------------------------------------
// Delivered amount and tolerance

/** The hard plausibility bound of a delivered amount: more than 0 and at most 150 % of the ordered amount. */
export const MAX_DELIVERED_PCT = 150;

export type DeliveredAmountProblem = { field: "DeliveredAmount"; message: string } | null;

export function checkDeliveredAmount(
  delivered: number,
  ordered: number,
  unitLabel: string,
  formatQty: (n: number) => string,
): DeliveredAmountProblem {
  if (!Number.isInteger(delivered))
    return { field: "DeliveredAmount", message: "Bitte geben Sie die gelieferte Menge als ganze Zahl ohne Komma an." };
  if (delivered <= 0) return { field: "DeliveredAmount", message: "Die gelieferte Menge muss größer als 0 sein." };
  const max = Math.floor((ordered * MAX_DELIVERED_PCT) / 100);
  if (delivered > max)
    return {
      field: "DeliveredAmount",
      message: `Die gelieferte Menge ist nicht plausibel: höchstens ${formatQty(max)} ${unitLabel} (${MAX_DELIVERED_PCT} % der bestellten ${formatQty(ordered)} ${unitLabel}). Bitte prüfen Sie Ihre Eingabe.`,
    };
  return null;
}

/** Within ordered ± tolerance (inclusive) → delivered; beyond → the customer's consent is needed. */
export function withinTolerance(delivered: number, ordered: number, tolerancePct: number): boolean {
  return Math.abs(delivered - ordered) * 100 <= ordered * tolerancePct;
}

export function deliveryOutcome(delivered: number, ordered: number, tolerancePct: number): "delivered" | "awaiting_consent" {
  return withinTolerance(delivered, ordered, tolerancePct) ? "delivered" : "awaiting_consent";
}

// ---------------------------------------------------------------------------------------------------
// Delivery window

export interface DeliveryWindow {
  from: string;
  to: string;
  slot?: string | null;
}

/** A window starts today at the earliest, lasts at most this many days and starts within half a year. */
export const MAX_WINDOW_DAYS = 21;
export const MAX_WINDOW_LEAD_DAYS = 183;

/** German field errors of a delivery window; `today` is the order country's calendar day. */
export function checkDeliveryWindow(w: DeliveryWindow, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const from = dayNumber(w.from);
  const to = dayNumber(w.to);
  const t = dayNumber(today)!;
  if (from === null) errors.From = "Bitte geben Sie ein gültiges Datum für den Beginn des Lieferzeitraums an.";
  if (to === null) errors.To = "Bitte geben Sie ein gültiges Datum für das Ende des Lieferzeitraums an.";
  if (from !== null && from < t) errors.From = "Der Lieferzeitraum kann nicht in der Vergangenheit beginnen.";
  else if (from !== null && from > t + MAX_WINDOW_LEAD_DAYS)
    errors.From = "Der Lieferzeitraum muss innerhalb der nächsten sechs Monate beginnen.";
  if (from !== null && to !== null) {
    if (to < from) errors.To = "Das Ende des Lieferzeitraums darf nicht vor seinem Beginn liegen.";
    else if (to - from + 1 > MAX_WINDOW_DAYS) errors.To = `Der Lieferzeitraum darf höchstens ${MAX_WINDOW_DAYS} Tage umfassen.`;
  }
  const slot = w.slot?.trim() ?? "";
  if (slot && from !== null && to !== null && from !== to) errors.Slot = "Ein Zeitfenster ist nur für einen einzelnen Liefertag möglich.";
  if (slot.length > 40) errors.Slot = "Das Zeitfenster darf höchstens 40 Zeichen lang sein.";
  return errors;
}

/**
 * A delivery reported before the confirmed window has started (decision 0048): from "confirmed" or
 * "unterwegs" with the window's first day after the dealer's today. The dealer has to say so explicitly
 * (a slip of the wrong order's button would otherwise close an order the customer still waits for); the
 * correction of an amount from "awaiting_consent" is no new delivery and is not asked again.
 */
export function isEarlyDelivery(order: { status: OrderStatus; deliveryFrom: string | null }, today: string): boolean {
  if (order.status !== "confirmed" && order.status !== "out_for_delivery") return false;
  const from = order.deliveryFrom ? dayNumber(order.deliveryFrom) : null;
  const t = dayNumber(today);
  return from !== null && t !== null && from > t;
}

/** The refusal (and the question on the page) when an early delivery is reported without the confirmation. */
export function earlyDeliveryQuestion(deliveryFrom: string, locale: Locale): string {
  return `Der bestätigte Lieferzeitraum beginnt erst am ${formatDate(`${deliveryFrom}T12:00:00Z`, "shortD", locale)}. Bitte bestätigen Sie ausdrücklich, dass die Lieferung schon jetzt erfolgt ist.`;
}

/** "am 03.12.2026, 08–12 Uhr" / "am 03.12.2026" / "zwischen dem 03.12.2026 und dem 05.12.2026". */
export function deliveryWindowText(from: string, to: string, slot: string | null | undefined, locale: Locale): string {
  const d = (day: string) => formatDate(`${day}T12:00:00Z`, "shortD", locale);
  if (from === to) return `am ${d(from)}${slot ? `, ${slot}` : ""}`;
  return `zwischen dem ${d(from)} und dem ${d(to)}`;
}

// ---------------------------------------------------------------------------------------------------
// Progress shown to the customer

/** The steps of the status page's indicator; a declined, withdrawn or cancelled order shows where it ended. */
export const PROGRESS_STEPS: readonly { status: OrderStatus; label: string }[] = [
  { status: "placed", label: "Bestellt" },
  { status: "confirmed", label: "Bestätigt" },
  { status: "out_for_delivery", label: "Unterwegs" },
  { status: "delivered", label: "Geliefert" },
  { status: "rated", label: "Bewertet" },
];

/** Index of the step reached (awaiting consent counts as delivered-but-open: the step before "Geliefert"). */
export function progressIndex(status: OrderStatus, lastActiveStatus?: OrderStatus): number {
  const at = (s: OrderStatus) => PROGRESS_STEPS.findIndex((p) => p.status === s);
  if (status === "awaiting_consent") return at("out_for_delivery");
  const i = at(status);
  if (i >= 0) return i;
  return lastActiveStatus ? Math.max(0, at(lastActiveStatus)) : 0;
}

/**
 * Which payment a checkout uses and which payment step applies (docs/decisions/0007-checkout-and-orders.md).
 * Pure: the server decides with it, pages and tests use the same rules.
 *
 * The payment comes from the configuration's Payment / Installment / WalletPayment option; −2 (any
 * negative id, spec §2 "a negative id means the default payment is selected") is the dealer's default
 * payment, i.e. the offer's DefaultPaymentId.
 */
import { INSTALLMENT_MONTHS, optionById } from "../calculator/calculator-options.ts";
import { STEP_KEYS } from "./checkout-steps.ts";
import { INSTALLMENT_OPTION_ID, installmentMonths } from "../shared/spec-constants.ts";

export const PAYMENT_IDS = { DEFAULT: -2, INVOICE: 2, SEPA: 3, CASH: 4, INSTALLMENT: INSTALLMENT_OPTION_ID, WALLET: 40 } as const;

/** What an order stores as payment_kind. */
export type OrderPaymentKind = "invoice" | "sepa" | "installment" | "provider-invoice" | "provider-sepa" | "cash";

export interface SelectedPayment {
  /** The concrete payment id (2, 3, 4, 23 or 40), never negative. */
  paymentId: number;
  /** Installment months (23 only), otherwise null. */
  modifier: number | null;
  /** True when the configuration chose "the dealer's payment" (−2). */
  dealerDefault: boolean;
}

const PAYMENT_GROUPS = new Set(["Payment", "Installment", "WalletPayment"]);

/** The payment of a configuration; `defaultPaymentId` is the offer's DefaultPaymentId. */
export function selectedPayment(
  parameters: readonly { Id: number; Modifier?: number | null }[],
  defaultPaymentId: number,
): SelectedPayment {
  const chosen = parameters.find((p) => p.Id < 0 || PAYMENT_GROUPS.has(optionById(p.Id)?.GroupKey ?? ""));
  const dealerDefault = !chosen || chosen.Id < 0;
  const paymentId = dealerDefault ? defaultPaymentId : chosen.Id;
  const modifier = paymentId === PAYMENT_IDS.INSTALLMENT ? installmentMonths(dealerDefault ? null : chosen?.Modifier) : null;
  return { paymentId, modifier, dealerDefault };
}

export type PaymentRule =
  | { ok: true; kind: OrderPaymentKind; stepKey: string | null; viaProvider: boolean }
  | { ok: false; code: "PAYMENT_NOT_AVAILABLE" | "PAYMENT_UNKNOWN"; message: string };

export const WALLET_NOT_AVAILABLE =
  "Die Bezahlung mit Online-Wallet ist derzeit leider nicht möglich. Bitte wählen Sie in der Angebotsliste eine andere Zahlart.";

/**
 * The payment step that applies:
 * - 23 installment → payment-installment (the provider pays the dealer, the customer pays monthly rates);
 * - 2 invoice / 3 SEPA → the dealer's own payment-invoice / payment-sepa for registered customers; for
 *   guests the provider variants payment-provider-invoice / payment-provider-sepa, because the dealer
 *   does not know a guest and the installment provider takes the credit risk;
 * - 4 cash on delivery → no payment step;
 * - 40 wallet → not orderable in this release.
 */
export function paymentRule(paymentId: number, isGuest: boolean): PaymentRule {
  switch (paymentId) {
    case PAYMENT_IDS.INSTALLMENT:
      return { ok: true, kind: "installment", stepKey: STEP_KEYS.paymentInstallment, viaProvider: true };
    case PAYMENT_IDS.INVOICE:
      return isGuest
        ? { ok: true, kind: "provider-invoice", stepKey: STEP_KEYS.paymentProviderInvoice, viaProvider: true }
        : { ok: true, kind: "invoice", stepKey: STEP_KEYS.paymentInvoice, viaProvider: false };
    case PAYMENT_IDS.SEPA:
      return isGuest
        ? { ok: true, kind: "provider-sepa", stepKey: STEP_KEYS.paymentProviderSepa, viaProvider: true }
        : { ok: true, kind: "sepa", stepKey: STEP_KEYS.paymentSepa, viaProvider: false };
    case PAYMENT_IDS.CASH:
      return { ok: true, kind: "cash", stepKey: null, viaProvider: false };
    case PAYMENT_IDS.WALLET:
      return { ok: false, code: "PAYMENT_NOT_AVAILABLE", message: WALLET_NOT_AVAILABLE };
    default:
      return { ok: false, code: "PAYMENT_UNKNOWN", message: "Diese Zahlart gibt es nicht. Bitte wählen Sie eine andere Zahlart." };
  }
}

/** German names of the payment kinds (summary, success page, mails). */
export const PAYMENT_KIND_LABELS: Record<OrderPaymentKind, string> = {
  invoice: "Bezahlung auf Rechnung",
  sepa: "Bezahlung per SEPA-Lastschrift",
  installment: "Monatliche Bezahlung",
  "provider-invoice": "Rechnung über unseren Finanzierungspartner",
  "provider-sepa": "Lastschrift über unseren Finanzierungspartner",
  cash: "Barzahlung oder EC-Karte bei Lieferung",
};

/** Kinds that need an IBAN and a SEPA mandate. */
export function needsMandate(kind: OrderPaymentKind): boolean {
  return kind === "sepa" || kind === "provider-sepa";
}

/** The installment terms a customer can choose (6, 12, 24, 36 months). */
export const INSTALLMENT_TERMS: readonly number[] = INSTALLMENT_MONTHS;

export function isInstallmentTerm(months: number): boolean {
  return INSTALLMENT_TERMS.includes(months);
}

/** Who pays: a registered customer, a guest, or somebody not logged in yet (could become either). */
export type Payer = "customer" | "guest" | "unknown";

export interface PaymentTerms {
  kind: OrderPaymentKind;
  /** The payment's name, the same on the offer list, in the payment step, summary and mails. */
  label: string;
  /** True when the installment provider checks the payer's credit before the order. */
  creditCheck: boolean;
  /** One sentence on who is paid and whether there is a credit check. */
  note: string;
}

/** One sentence per payment kind: who is paid, and whether there is a credit check. */
export const PAYMENT_KIND_NOTES: Record<OrderPaymentKind, string> = {
  invoice: "Sie bezahlen die Rechnung des Händlers nach der Lieferung, ohne Bonitätsprüfung.",
  sepa: "Der Händler bucht den Betrag nach der Lieferung von Ihrem Konto ab, ohne Bonitätsprüfung.",
  "provider-invoice":
    "Sie bezahlen die Rechnung an unseren Finanzierungspartner, der den Händler bezahlt. Er prüft vorher Ihre Bonität (Name, Adresse, Bestellwert).",
  "provider-sepa":
    "Unser Finanzierungspartner bucht den Betrag nach der Lieferung von Ihrem Konto ab und bezahlt den Händler. Er prüft vorher Ihre Bonität (Name, Adresse, Bestellwert).",
  installment:
    "Sie bezahlen in Monatsraten ohne Zinsen an unseren Finanzierungspartner. Er prüft vorher Ihre Bonität (Name, Adresse, Bestellwert).",
  cash: "Sie bezahlen bar oder mit EC-Karte bei der Lieferung, ohne Bonitätsprüfung.",
};

/**
 * What a payer pays with when the offer's payment is `paymentId` (decision 0015): the one rule behind the
 * offer list's note, the payment step and the mails. Null when the payment cannot be ordered.
 */
export function paymentTerms(paymentId: number, payer: "customer" | "guest"): PaymentTerms | null {
  const rule = paymentRule(paymentId, payer === "guest");
  if (!rule.ok) return null;
  return { kind: rule.kind, label: PAYMENT_KIND_LABELS[rule.kind], creditCheck: rule.viaProvider, note: PAYMENT_KIND_NOTES[rule.kind] };
}

/**
 * The note shown before the click: for a known payer their terms; for somebody not logged in both, when a
 * guest would pay differently from a customer ("Als Gast … mit Bonitätsprüfung").
 */
export function paymentNotice(paymentId: number, payer: Payer): string | null {
  const customer = paymentTerms(paymentId, "customer");
  const guest = paymentTerms(paymentId, "guest");
  if (!customer || !guest) return paymentId === PAYMENT_IDS.WALLET ? WALLET_NOT_AVAILABLE : null;
  if (payer === "customer") return `${customer.label}: ${customer.note}`;
  if (payer === "guest" || customer.kind === guest.kind) return `${guest.label}: ${guest.note}`;
  return `Mit Kundenkonto: ${customer.label} direkt beim Händler, ohne Bonitätsprüfung. Als Gast: ${guest.label} mit Bonitätsprüfung.`;
}

export function payerOf(user: { isGuest: boolean } | null | undefined): Payer {
  return !user ? "unknown" : user.isGuest ? "guest" : "customer";
}

/** The note of an offer before the click: the configuration's payment, or the offer's own for "Zahlart des Händlers". */
export function offerPaymentNotice(
  parameters: readonly { Id: number; Modifier?: number | null }[],
  defaultPaymentId: number,
  payer: Payer,
): string | null {
  return paymentNotice(selectedPayment(parameters, defaultPaymentId).paymentId, payer);
}

/** The payment's short name on an offer card's badge (decision 0047). */
const SHORT_LABELS: Record<OrderPaymentKind, string> = {
  invoice: "Rechnung",
  sepa: "Lastschrift",
  installment: "Monatsraten",
  "provider-invoice": "Rechnung",
  "provider-sepa": "Lastschrift",
  cash: "Bar/EC bei Lieferung",
};

/**
 * The offer card's short badge (decision 0047): the payment this offer is ordered with and, for this payer,
 * whether a credit check comes with it. The why ("über unseren Finanzierungspartner") is said once for the
 * whole list by `offerListPaymentNote`, so a card needs one line, not three.
 */
export function paymentBadge(paymentId: number, payer: Payer): string | null {
  const customer = paymentTerms(paymentId, "customer");
  const guest = paymentTerms(paymentId, "guest");
  if (!customer || !guest) return paymentId === PAYMENT_IDS.WALLET ? "Online-Wallet · derzeit nicht bestellbar" : null;
  const check = (t: PaymentTerms) => (t.creditCheck ? "mit Bonitätsprüfung" : "ohne Bonitätsprüfung");
  if (payer === "customer") return `${SHORT_LABELS[customer.kind]} · ${check(customer)}`;
  if (payer === "guest" || customer.creditCheck === guest.creditCheck) return `${SHORT_LABELS[guest.kind]} · ${check(guest)}`;
  return `${SHORT_LABELS[customer.kind]} · als Gast mit Bonitätsprüfung`;
}

/** The badge of an offer: the configuration's payment, or the offer's own for "Zahlart des Händlers". */
export function offerPaymentBadge(
  parameters: readonly { Id: number; Modifier?: number | null }[],
  defaultPaymentId: number,
  payer: Payer,
): string | null {
  return paymentBadge(selectedPayment(parameters, defaultPaymentId).paymentId, payer);
}

/**
 * The payment rule said once above the offer list (decision 0047), for the payments its offers are ordered
 * with: who is paid and whether a credit check comes first, for the payer as they are (somebody not logged
 * in reads both the customer's and the guest's way). Null when no offer's payment needs a word.
 */
export function offerListPaymentNote(paymentIds: readonly number[], payer: Payer): string | null {
  const ids = new Set(paymentIds);
  const sentences: string[] = [];
  const direct = [PAYMENT_IDS.INVOICE, PAYMENT_IDS.SEPA].filter((id) => ids.has(id));
  if (direct.length > 0) {
    const names = direct.map((id) => SHORT_LABELS[paymentTerms(id, "customer")!.kind]).join(" und ");
    if (payer === "customer") sentences.push(`${names}: mit Ihrem Kundenkonto direkt an den Händler, ohne Bonitätsprüfung.`);
    else if (payer === "guest")
      sentences.push(
        `${names}: als Gast an unseren Finanzierungspartner, der den Händler bezahlt und vorher Ihre Bonität prüft (Name, Adresse, Bestellwert).`,
      );
    else
      sentences.push(
        `${names}: mit Kundenkonto direkt an den Händler, ohne Bonitätsprüfung; als Gast an unseren Finanzierungspartner, der vorher Ihre Bonität prüft (Name, Adresse, Bestellwert).`,
      );
  }
  if (ids.has(PAYMENT_IDS.INSTALLMENT)) sentences.push(PAYMENT_KIND_NOTES.installment);
  if (ids.has(PAYMENT_IDS.WALLET)) sentences.push(WALLET_NOT_AVAILABLE);
  return sentences.length > 0 ? sentences.join(" ") : null;
}

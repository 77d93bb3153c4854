import { describe, expect, it } from "vitest";
import {
  needsMandate,
  offerListPaymentNote,
  offerPaymentBadge,
  paymentBadge,
  paymentNotice,
  paymentRule,
  paymentTerms,
  selectedPayment,
  WALLET_NOT_AVAILABLE,
} from "./checkout-payment.ts";
import { installmentMonths } from "../shared/spec-constants.ts";

describe("payment of a configuration (decision 0007)", () => {
  it("−2 is the dealer's default payment: the offer's DefaultPaymentId", () => {
    expect(selectedPayment([{ Id: 5 }, { Id: -2 }, { Id: 11 }], 3)).toEqual({ paymentId: 3, modifier: null, dealerDefault: true });
  });
  it("spec §2: any negative id means the default payment is selected", () => {
    expect(selectedPayment([{ Id: -1 }], 2).paymentId).toBe(2);
  });
  it("no payment option at all also means the dealer's payment", () => {
    expect(selectedPayment([{ Id: 5 }], 4)).toMatchObject({ paymentId: 4, dealerDefault: true });
  });
  it("an explicit payment option wins", () => {
    expect(selectedPayment([{ Id: 5 }, { Id: 2 }], 3)).toEqual({ paymentId: 2, modifier: null, dealerDefault: false });
  });
  it("installment 23 carries its months; default 6 (spec §9)", () => {
    expect(selectedPayment([{ Id: 23, Modifier: 12 }], 2)).toEqual({ paymentId: 23, modifier: 12, dealerDefault: false });
    expect(selectedPayment([{ Id: 23 }], 2).modifier).toBe(6);
    expect(selectedPayment([{ Id: 23, Modifier: 0 }], 2).modifier).toBe(6);
    expect(selectedPayment([{ Id: -2 }], 23).modifier).toBe(6);
  });
  it("spec §5: an installment modifier below 1 is 6", () => {
    expect(installmentMonths(0)).toBe(6);
    expect(installmentMonths(-3)).toBe(6);
    expect(installmentMonths(null)).toBe(6);
    expect(installmentMonths(24)).toBe(24);
  });
});

describe("which payment step applies", () => {
  it("23 → installment through the provider, for guests and customers", () => {
    for (const guest of [true, false])
      expect(paymentRule(23, guest)).toEqual({ ok: true, kind: "installment", stepKey: "payment-installment", viaProvider: true });
  });
  it("2 invoice → the dealer's invoice for registered customers", () => {
    expect(paymentRule(2, false)).toEqual({ ok: true, kind: "invoice", stepKey: "payment-invoice", viaProvider: false });
  });
  it("2 invoice → the provider's invoice for guests (the dealer does not know a guest)", () => {
    expect(paymentRule(2, true)).toEqual({ ok: true, kind: "provider-invoice", stepKey: "payment-provider-invoice", viaProvider: true });
  });
  it("3 SEPA → the dealer's direct debit for customers, the provider's for guests", () => {
    expect(paymentRule(3, false)).toMatchObject({ kind: "sepa", stepKey: "payment-sepa" });
    expect(paymentRule(3, true)).toMatchObject({ kind: "provider-sepa", stepKey: "payment-provider-sepa" });
  });
  it("4 cash → no payment step", () => {
    expect(paymentRule(4, false)).toEqual({ ok: true, kind: "cash", stepKey: null, viaProvider: false });
  });
  it("40 wallet → not orderable, with a German message to choose another payment", () => {
    expect(paymentRule(40, false)).toEqual({ ok: false, code: "PAYMENT_NOT_AVAILABLE", message: WALLET_NOT_AVAILABLE });
    expect(WALLET_NOT_AVAILABLE).toMatch(/andere Zahlart/);
  });
  it("an unknown id is refused", () => {
    expect(paymentRule(99, false)).toMatchObject({ ok: false, code: "PAYMENT_UNKNOWN" });
  });
  it("SEPA kinds need a mandate", () => {
    expect(needsMandate("sepa")).toBe(true);
    expect(needsMandate("provider-sepa")).toBe(true);
    expect(needsMandate("invoice")).toBe(false);
  });
});

describe("who may pay how (decision 0015): one rule for offer list, payment step and mails", () => {
  it.each([
    [2, "customer", "invoice", "Bezahlung auf Rechnung", false],
    [2, "guest", "provider-invoice", "Rechnung über unseren Finanzierungspartner", true],
    [3, "customer", "sepa", "Bezahlung per SEPA-Lastschrift", false],
    [3, "guest", "provider-sepa", "Lastschrift über unseren Finanzierungspartner", true],
    [23, "customer", "installment", "Monatliche Bezahlung", true],
    [23, "guest", "installment", "Monatliche Bezahlung", true],
    [4, "customer", "cash", "Barzahlung oder EC-Karte bei Lieferung", false],
    [4, "guest", "cash", "Barzahlung oder EC-Karte bei Lieferung", false],
  ] as const)("payment %i for a %s: %s (%s), credit check %s", (paymentId, payer, kind, label, creditCheck) => {
    const terms = paymentTerms(paymentId, payer)!;
    expect(terms).toMatchObject({ kind, label, creditCheck });
    expect(terms.note.includes("prüft vorher Ihre Bonität")).toBe(creditCheck);
    // The same kind the checkout uses.
    expect(paymentRule(paymentId, payer === "guest")).toMatchObject({ ok: true, kind });
  });

  it("wallet cannot be ordered by anybody", () => {
    expect(paymentTerms(40, "customer")).toBeNull();
    expect(paymentTerms(40, "guest")).toBeNull();
    expect(paymentNotice(40, "unknown")).toBe(WALLET_NOT_AVAILABLE);
  });

  it.each([
    [
      2,
      "unknown",
      "Mit Kundenkonto: Bezahlung auf Rechnung direkt beim Händler, ohne Bonitätsprüfung. Als Gast: Rechnung über unseren Finanzierungspartner mit Bonitätsprüfung.",
    ],
    [
      3,
      "unknown",
      "Mit Kundenkonto: Bezahlung per SEPA-Lastschrift direkt beim Händler, ohne Bonitätsprüfung. Als Gast: Lastschrift über unseren Finanzierungspartner mit Bonitätsprüfung.",
    ],
    [
      2,
      "guest",
      `Rechnung über unseren Finanzierungspartner: ${"Sie bezahlen die Rechnung an unseren Finanzierungspartner, der den Händler bezahlt. Er prüft vorher Ihre Bonität (Name, Adresse, Bestellwert)."}`,
    ],
    [2, "customer", "Bezahlung auf Rechnung: Sie bezahlen die Rechnung des Händlers nach der Lieferung, ohne Bonitätsprüfung."],
    [4, "unknown", "Barzahlung oder EC-Karte bei Lieferung: Sie bezahlen bar oder mit EC-Karte bei der Lieferung, ohne Bonitätsprüfung."],
  ] as const)("the note before the click for payment %i and a %s payer", (paymentId, payer, text) => {
    expect(paymentNotice(paymentId, payer)).toBe(text);
  });
});

describe("the offer list says the payment rule once, each card a short badge (decision 0047)", () => {
  it.each([
    [2, "customer", "Rechnung · ohne Bonitätsprüfung"],
    [2, "guest", "Rechnung · mit Bonitätsprüfung"],
    [2, "unknown", "Rechnung · als Gast mit Bonitätsprüfung"],
    [3, "customer", "Lastschrift · ohne Bonitätsprüfung"],
    [3, "guest", "Lastschrift · mit Bonitätsprüfung"],
    [3, "unknown", "Lastschrift · als Gast mit Bonitätsprüfung"],
    [4, "unknown", "Bar/EC bei Lieferung · ohne Bonitätsprüfung"],
    [4, "guest", "Bar/EC bei Lieferung · ohne Bonitätsprüfung"],
    [23, "unknown", "Monatsraten · mit Bonitätsprüfung"],
    [23, "customer", "Monatsraten · mit Bonitätsprüfung"],
    [40, "unknown", "Online-Wallet · derzeit nicht bestellbar"],
    [99, "unknown", null],
  ] as const)("payment %i for a %s payer: %s", (paymentId, payer, badge) => {
    expect(paymentBadge(paymentId, payer)).toBe(badge);
  });

  it("the badge agrees with the full note: a credit check where the note names one", () => {
    for (const paymentId of [2, 3, 4, 23])
      for (const payer of ["customer", "guest"] as const) {
        expect(/ · mit Bonitätsprüfung$/.test(paymentBadge(paymentId, payer)!)).toBe(paymentTerms(paymentId, payer)!.creditCheck);
      }
  });

  it("'Zahlart des Händlers' (−2) badges each offer with its dealer's default payment", () => {
    expect(offerPaymentBadge([{ Id: 5 }, { Id: -2 }], 3, "unknown")).toBe("Lastschrift · als Gast mit Bonitätsprüfung");
    expect(offerPaymentBadge([{ Id: 5 }, { Id: -2 }], 4, "unknown")).toBe("Bar/EC bei Lieferung · ohne Bonitätsprüfung");
    expect(offerPaymentBadge([{ Id: 2 }], 4, "customer")).toBe("Rechnung · ohne Bonitätsprüfung");
  });

  it.each([
    [
      [3, 4, 3],
      "unknown",
      "Lastschrift: mit Kundenkonto direkt an den Händler, ohne Bonitätsprüfung; als Gast an unseren Finanzierungspartner, der vorher Ihre Bonität prüft (Name, Adresse, Bestellwert).",
    ],
    [
      [2, 3],
      "guest",
      "Rechnung und Lastschrift: als Gast an unseren Finanzierungspartner, der den Händler bezahlt und vorher Ihre Bonität prüft (Name, Adresse, Bestellwert).",
    ],
    [[3, 2], "customer", "Rechnung und Lastschrift: mit Ihrem Kundenkonto direkt an den Händler, ohne Bonitätsprüfung."],
    [
      [23],
      "unknown",
      "Sie bezahlen in Monatsraten ohne Zinsen an unseren Finanzierungspartner. Er prüft vorher Ihre Bonität (Name, Adresse, Bestellwert).",
    ],
    [[40], "customer", WALLET_NOT_AVAILABLE],
    [[4, 4], "unknown", null],
    [[], "unknown", null],
  ] as const)("the list's note for payments %j and a %s payer", (ids, payer, note) => {
    expect(offerListPaymentNote(ids, payer)).toBe(note);
  });
});

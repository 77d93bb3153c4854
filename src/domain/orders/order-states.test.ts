import { describe, expect, it } from "vitest";
import { LOCALES } from "../shared/countries.ts";
import {
  canFire,
  checkDeliveredAmount,
  checkDeliveryWindow,
  deliveryOutcome,
  deliveryWindowText,
  earlyDeliveryQuestion,
  EVENT_ACTORS,
  eventsFor,
  isEarlyDelivery,
  ORDER_EVENTS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  progressIndex,
  TRANSITIONS,
  transitionRefusal,
  withdrawalBasis,
  withdrawalVerdict,
  withinTolerance,
  type OrderEventName,
  type OrderStatus,
} from "./order-states.ts";

// Decision 0025: the whole table, one row per (status, event) that is allowed; everything else is refused.
const ALLOWED: [OrderStatus, OrderEventName, OrderStatus[]][] = [
  ["placed", "confirm", ["confirmed"]],
  ["placed", "decline", ["declined"]],
  ["placed", "withdraw", ["withdrawn"]],
  ["placed", "cancel", ["cancelled"]],
  ["confirmed", "dispatch", ["out_for_delivery"]],
  ["confirmed", "deliver", ["delivered", "awaiting_consent"]],
  ["confirmed", "withdraw", ["withdrawn"]],
  ["confirmed", "cancel", ["cancelled"]],
  ["out_for_delivery", "deliver", ["delivered", "awaiting_consent"]],
  ["out_for_delivery", "cancel", ["cancelled"]],
  ["awaiting_consent", "consent", ["delivered"]],
  ["awaiting_consent", "deliver", ["delivered", "awaiting_consent"]],
  ["awaiting_consent", "cancel", ["cancelled"]],
  ["delivered", "rate", ["rated"]],
];

describe("order state machine (decision 0025)", () => {
  it.each(ALLOWED)("%s --%s--> %j", (from, event, to) => {
    expect(canFire(from, event)).toBe(true);
    expect(TRANSITIONS[from][event]).toEqual(to);
  });

  const refused = ORDER_STATUSES.flatMap((s) =>
    ORDER_EVENTS.filter((e) => !ALLOWED.some(([f, ev]) => f === s && ev === e)).map((e) => [s, e] as const),
  );
  it.each(refused)("%s --%s--> refused, with a German reason", (from, event) => {
    expect(canFire(from, event)).toBe(false);
    expect(transitionRefusal(from, event)).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
  });

  it("final statuses have no way out", () => {
    for (const s of ["rated", "declined", "withdrawn", "cancelled"] as const) expect(Object.keys(TRANSITIONS[s])).toEqual([]);
  });

  it("every status has a German label (the contract's words)", () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      placed: "Neu",
      confirmed: "Bestätigt",
      out_for_delivery: "Unterwegs",
      awaiting_consent: "Wartet auf Zustimmung",
      delivered: "Geliefert",
      rated: "Bewertet",
      declined: "Abgelehnt",
      withdrawn: "Widerrufen",
      cancelled: "Storniert",
    });
  });

  it.each([
    ["confirm", "dealer"],
    ["decline", "dealer"],
    ["dispatch", "dealer"],
    ["deliver", "dealer"],
    ["consent", "customer"],
    ["rate", "customer"],
    ["withdraw", "customer"],
    ["cancel", "support"],
  ] as const)("%s is fired by the %s", (event, actor) => {
    expect(EVENT_ACTORS[event]).toBe(actor);
  });

  it.each([
    ["placed", "dealer", ["confirm", "decline"]],
    ["placed", "customer", ["withdraw"]],
    ["placed", "support", ["cancel"]],
    ["confirmed", "dealer", ["dispatch", "deliver"]],
    ["out_for_delivery", "dealer", ["deliver"]],
    ["awaiting_consent", "customer", ["consent"]],
    ["awaiting_consent", "dealer", ["deliver"]],
    ["delivered", "customer", ["rate"]],
    ["delivered", "dealer", []],
    ["cancelled", "support", []],
  ] as const)("from %s the %s may: %j", (status, actor, events) => {
    expect(eventsFor(status, actor)).toEqual(events);
  });
});

describe("withdrawal (DE/AT consumers: statutory until the oil is in the tank, BGH VIII ZR 249/14; companies and CH: contract)", () => {
  const consumer = [{ companyName: "", invoiceAddress: null }];
  const company = [{ companyName: "Muster GmbH", invoiceAddress: null }];
  const companyInvoice = [{ companyName: "", invoiceAddress: { companyName: "Muster GmbH" } }];

  it.each([
    [1, consumer, "statutory"],
    [2, consumer, "statutory"],
    [3, consumer, "contractual"],
    [1, company, "contractual"],
    [2, companyInvoice, "contractual"],
    [3, company, "contractual"],
  ] as const)("country %i, stations %j → %s", (countryId, stations, basis) => {
    expect(withdrawalBasis(countryId, stations)).toBe(basis);
  });

  const verdict = (status: OrderStatus, countryId: number, stations = consumer) =>
    withdrawalVerdict({ status, countryId, stations }, "Brennstoffe Maier", "+49 821 7480 100");

  it.each([
    ["placed", 1, true],
    ["confirmed", 1, true],
    ["placed", 2, true],
    ["confirmed", 2, true],
    ["placed", 3, true],
    ["confirmed", 3, false],
    ["out_for_delivery", 1, false],
    ["awaiting_consent", 1, false],
    ["delivered", 1, false],
    ["delivered", 3, false],
    ["cancelled", 1, false],
  ] as const)("%s in country %i: allowed %s", (status, countryId, allowed) => {
    expect(verdict(status, countryId).allowed).toBe(allowed);
  });

  it("a confirmed company order in Germany is refused with the contractual terms", () => {
    const v = verdict("confirmed", 1, company);
    expect(v).toMatchObject({ allowed: false, basis: "contractual" });
    expect(!v.allowed && v.message).toContain("Für Bestellungen von Unternehmen besteht kein gesetzliches Widerrufsrecht");
  });

  it("a confirmed Swiss order is refused with the contractual terms, the dealer and the phone number", () => {
    const v = verdict("confirmed", 3);
    expect(v.allowed).toBe(false);
    const message = !v.allowed ? v.message : "";
    expect(message).toContain("In der Schweiz gibt es für online abgeschlossene Kaufverträge kein gesetzliches Widerrufsrecht");
    expect(message).toContain("Bis zur Auftragsbestätigung konnten Sie kostenlos stornieren");
    expect(message).toContain("im Einvernehmen mit dem Händler");
    expect(message).toContain("Brennstoffe Maier");
    expect(message).toContain("+49 821 7480 100");
  });

  it("after delivery a consumer's right has ended with the oil in the tank, citing the BGH", () => {
    const v = verdict("delivered", 1);
    expect(!v.allowed && v.message).toContain("VIII ZR 249/14");
  });

  it("an allowed withdrawal explains its basis", () => {
    const statutory = verdict("confirmed", 1);
    expect(statutory.allowed && statutory.note).toContain("gesetzliches Widerrufsrecht von 14 Tagen");
    const contractual = verdict("placed", 3);
    expect(contractual.allowed && contractual.note).toContain("kostenlos stornieren");
  });
});

describe("delivered amount: tolerance and plausibility", () => {
  it.each([
    // delivered, ordered, tolerance %, outcome
    [3000, 3000, 5, "delivered"],
    [2950, 3000, 5, "delivered"], // the example: 2,950 of 3,000 l
    [2850, 3000, 5, "delivered"], // exactly −5 %
    [3150, 3000, 5, "delivered"], // exactly +5 %
    [2849, 3000, 5, "awaiting_consent"],
    [3151, 3000, 5, "awaiting_consent"],
    [2950, 3000, 0, "awaiting_consent"],
    [3000, 3000, 0, "delivered"],
    [2400, 3000, 20, "delivered"],
    [1000, 3000, 10, "awaiting_consent"],
  ] as const)("%i of %i at ±%i percent → %s", (delivered, ordered, pct, outcome) => {
    expect(deliveryOutcome(delivered, ordered, pct)).toBe(outcome);
    expect(withinTolerance(delivered, ordered, pct)).toBe(outcome === "delivered");
  });

  const fmt = (n: number) => new Intl.NumberFormat("de-DE").format(n);
  it.each([
    [2950, 3000, null],
    [1, 3000, null],
    [4500, 3000, null],
    [4501, 3000, "höchstens 4.500 Liter (150 % der bestellten 3.000 Liter)"],
    [0, 3000, "größer als 0"],
    [-5, 3000, "größer als 0"],
    [2950.5, 3000, "ganze Zahl"],
  ] as const)("delivered %s of %i: %s", (delivered, ordered, problem) => {
    const result = checkDeliveredAmount(delivered, ordered, "Liter", fmt);
    if (problem === null) expect(result).toBeNull();
    else expect(result?.message).toContain(problem);
  });
});

describe("delivery window", () => {
  const today = "2026-12-01";
  it.each([
    [{ from: "2026-12-03", to: "2026-12-05" }, {}],
    [{ from: "2026-12-01", to: "2026-12-01", slot: "08–12 Uhr" }, {}],
    [{ from: "2026-12-01", to: "2026-12-21" }, {}],
    [{ from: "2026-11-30", to: "2026-12-02" }, { From: "Der Lieferzeitraum kann nicht in der Vergangenheit beginnen." }],
    [{ from: "2026-12-05", to: "2026-12-03" }, { To: "Das Ende des Lieferzeitraums darf nicht vor seinem Beginn liegen." }],
    [{ from: "2026-12-01", to: "2026-12-22" }, { To: "Der Lieferzeitraum darf höchstens 21 Tage umfassen." }],
    [
      { from: "2026-12-03", to: "2026-12-04", slot: "08–12 Uhr" },
      { Slot: "Ein Zeitfenster ist nur für einen einzelnen Liefertag möglich." },
    ],
    [{ from: "2026-02-30", to: "2026-12-04" }, { From: "Bitte geben Sie ein gültiges Datum für den Beginn des Lieferzeitraums an." }],
    [{ from: "2027-07-01", to: "2027-07-02" }, { From: "Der Lieferzeitraum muss innerhalb der nächsten sechs Monate beginnen." }],
  ])("%j → %j", (window, errors) => {
    expect(checkDeliveryWindow(window, today)).toEqual(errors);
  });

  it.each([
    ["2026-12-03", "2026-12-05", null, "de", "zwischen dem 03.12.2026 und dem 05.12.2026"],
    ["2026-12-03", "2026-12-03", "08–12 Uhr", "de", "am 03.12.2026, 08–12 Uhr"],
    ["2026-12-03", "2026-12-03", null, "ch", "am 03.12.2026"],
  ] as const)("%s–%s %s (%s) → %s", (from, to, slot, code, text) => {
    expect(deliveryWindowText(from, to, slot, LOCALES[code])).toBe(text);
  });
});

describe("a delivery reported before the confirmed window (decision 0048)", () => {
  const today = "2026-12-01";
  it.each([
    ["confirmed", "2026-12-02", true],
    ["out_for_delivery", "2026-12-10", true],
    ["confirmed", "2026-12-01", false],
    ["confirmed", "2026-11-28", false],
    ["out_for_delivery", "2026-12-01", false],
    // A correction of the amount is no new delivery; placed orders cannot be delivered at all.
    ["awaiting_consent", "2026-12-05", false],
    ["placed", null, false],
    ["confirmed", null, false],
  ] as const)("%s, window from %s → early %s", (status, from, early) => {
    expect(isEarlyDelivery({ status, deliveryFrom: from }, today)).toBe(early);
  });

  it("names the window's first day in the country's format", () => {
    expect(earlyDeliveryQuestion("2026-12-03", LOCALES.de)).toBe(
      "Der bestätigte Lieferzeitraum beginnt erst am 03.12.2026. Bitte bestätigen Sie ausdrücklich, dass die Lieferung schon jetzt erfolgt ist.",
    );
  });
});

describe("progress indicator", () => {
  it.each([
    ["placed", undefined, 0],
    ["confirmed", undefined, 1],
    ["out_for_delivery", undefined, 2],
    ["awaiting_consent", undefined, 2],
    ["delivered", undefined, 3],
    ["rated", undefined, 4],
    ["withdrawn", "confirmed", 1],
    ["declined", "placed", 0],
  ] as const)("%s (last active %s) → step %i", (status, last, index) => {
    expect(progressIndex(status, last)).toBe(index);
  });
});

import { describe, expect, it } from "vitest";
import { LOCALES, localeById } from "../shared/countries.ts";
import { formatPrice, formatQuantity } from "../shared/format.ts";
import { calculateOffer, isOffer, type BranchOffering } from "../calculator/offer-calculation.ts";
import { vatBreakdown, vatRateLabel } from "../calculator/vat.ts";
import { finalPrice } from "./final-price.ts";
import {
  availableDocuments,
  documentKindOf,
  invoiceDueDay,
  invoiceFigures,
  invoiceNumber,
  orderDocumentFileName,
  orderDocumentPath,
  pricePerBasis,
  sellerVatIdText,
  shortUnit,
} from "./order-documents.ts";
import { ORDER_STATUSES } from "./order-states.ts";

describe("vatBreakdown: the amount due split at the country's rate, VAT rounded once, half up (decision 0041)", () => {
  it.each([
    // country, gross, vat, net
    ["DE 19 %", 1, 339150, 54150, 285000],
    ["DE 19 %: 2.950 of 3.000 l", 1, 333498, 53248, 280250],
    ["DE 19 %: one cent", 1, 1, 0, 1],
    ["DE 19 %: 3 cents (0,479 → 0)", 1, 3, 0, 3],
    ["DE 19 %: 4 cents (0,639 → 1)", 1, 4, 1, 3],
    ["AT 20 %", 2, 360000, 60000, 300000],
    ["AT 20 %: exactly half a cent rounds up", 2, 3, 1, 2],
    ["AT 20 %: 1 Cent", 2, 100, 17, 83],
    ["CH 8,1 %", 3, 870205, 65205, 805000],
    ["CH 8,1 %: 1 Rappen", 3, 1081, 81, 1000],
    ["nothing", 1, 0, 0, 0],
    ["a credit (negative) mirrors a charge", 2, -3, -1, -2],
  ] as const)("%s (country %i): %i → VAT %i, net %i", (_name, countryId, gross, vat, net) => {
    const b = vatBreakdown(gross, countryId);
    expect(b).toMatchObject({ gross, vat, net });
    expect(b.net + b.vat).toBe(b.gross);
  });

  it("the rates are vat.ts's: 19 %, 20 %, 8,1 % (decision 0021)", () => {
    expect([1, 2, 3].map((c) => [vatBreakdown(100, c).vatBp, vatRateLabel(c)])).toEqual([
      [1900, "19 %"],
      [2000, "20 %"],
      [810, "8,1 %"],
    ]);
  });

  it("refuses fractions of a minor unit", () => {
    expect(() => vatBreakdown(12.5, 1)).toThrow(RangeError);
  });
});

/** A branch as the market snapshot holds it (the final-price test's): net per 100 l 95,00 (DE), 98,00 (AT), 115,00 (CH). */
const branch: BranchOffering = {
  branchId: 1,
  dealerId: 1,
  dealerName: "Brennstoffe Maier",
  city: "München",
  zip: "80331",
  ratingX10: 45,
  reviewCount: 10,
  leadTimeDays: 5,
  surchargeFactorPct: 100,
  minAmount: 0,
  payments: ["invoice", "sepa", "cash"],
  express24: true,
  express48: true,
  smallTruck: true,
  desiredDate: true,
  appointmentPlus: true,
  maxHoseMeters: 80,
  maxBlowInMeters: 30,
  tiers: new Map([
    [1, [{ minAmount: 500, netPerBasis: 9500 }]],
    [6, [{ minAmount: 500, netPerBasis: 9800 }]],
    [12, [{ minAmount: 500, netPerBasis: 11500 }]],
  ]),
};

function deliveredOrder(
  countryId: 1 | 2 | 3,
  amount: number,
  delivered: number,
  extras: { stations?: number; appointmentPlus?: boolean } = {},
) {
  const productId = { 1: 1, 2: 6, 3: 12 }[countryId];
  const offer = calculateOffer(branch, {
    countryId,
    productGroupId: 1,
    productId,
    amount,
    stations: extras.stations ?? 1,
    parameters: [{ Id: 5 }, { Id: 24 }, { Id: 2 }, { Id: 11 }, { Id: 9 }],
    climateNeutral: false,
    appointmentPlus: extras.appointmentPlus ?? false,
  });
  if (!isOffer(offer)) throw new Error("no offer");
  const final = finalPrice({ priceLines: offer.lines, amount, countryId }, delivered);
  return {
    countryId,
    productGroupId: 1,
    amount,
    unitPrice: offer.unitPrice,
    priceLines: offer.lines,
    deliveredAmount: delivered,
    finalPriceLines: final.lines,
    final,
  };
}

describe("invoiceFigures: what the invoice of a delivered order bills, in the country's formats", () => {
  it.each([
    // country, ordered, delivered, quantity, per 100 l, lines, net, VAT, gross
    [1, 3000, 2950, "2.950 l", "113,05 €", ["Produktpreis 3.334,98 €"], "2.802,50 €", "532,48 €", "3.334,98 €"],
    [1, 3000, 3000, "3.000 l", "113,05 €", ["Produktpreis 3.391,50 €"], "2.850,00 €", "541,50 €", "3.391,50 €"],
    [2, 3000, 3100, "3.100 l", "€ 117,60", ["Produktpreis € 3.645,60"], "€ 3.038,00", "€ 607,60", "€ 3.645,60"],
    [3, 7000, 7000, "7’000 l", "CHF 124.32", ["Produktpreis CHF 8’702.05"], "CHF 8’050.00", "CHF 652.05", "CHF 8’702.05"],
    [3, 7000, 6890, "6’890 l", "CHF 124.32", ["Produktpreis CHF 8’565.30"], "CHF 7’923.50", "CHF 641.80", "CHF 8’565.30"],
  ] as const)("country %i: %i l ordered, %i delivered → %s × %s", (countryId, ordered, delivered, qty, per, lines, net, vat, gross) => {
    const o = deliveredOrder(countryId, ordered, delivered);
    const f = invoiceFigures(o);
    const locale = localeById(countryId)!;
    // Intl puts a no-break space between amount and currency; the table is easier to read with plain ones.
    const money = (n: number) => formatPrice(n, locale).replace(/\u00a0/g, " ");
    expect(`${formatQuantity(f.quantity, locale)} ${shortUnit(1, f.quantity)}`).toBe(qty);
    expect(money(f.lines[0].perBasis!)).toBe(per);
    expect(f.lines.map((l) => `${l.label} ${money(l.gross)}`)).toEqual(lines);
    expect([money(f.totals.net), money(f.totals.vat), money(f.totals.gross)]).toEqual([net, vat, gross]);
    // The amount due is the final price the status page and the mails show, and so is its split.
    expect(f.totals).toMatchObject({ gross: o.final.total, net: o.final.net, vat: o.final.vat });
  });

  it("surcharges are their own rows with their amounts; the rows add up to the amount due", () => {
    const o = deliveredOrder(1, 3000, 2950, { stations: 2, appointmentPlus: true });
    const f = invoiceFigures(o);
    expect(f.lines.length).toBeGreaterThan(1);
    expect(f.lines.filter((l) => l.quantity !== null)).toHaveLength(1);
    expect(f.lines.slice(1).every((l) => l.quantity === null && l.perBasis === null && l.gross > 0)).toBe(true);
    expect(f.lines.reduce((s, l) => s + l.gross, 0)).toBe(f.totals.gross);
    expect(f.totals.gross).toBe(o.final.total);
    expect(f.unitPrice).toBe(o.unitPrice);
  });

  it("an order without a delivered amount has no invoice", () => {
    const o = deliveredOrder(1, 3000, 3000);
    expect(() => invoiceFigures({ ...o, deliveredAmount: null, finalPriceLines: null })).toThrow();
  });

  it("price per basis: litres per 100 l, kilograms per t, bags (15 kg) per t", () => {
    expect(pricePerBasis(339150, 3000, 1)).toBe(11305);
    expect(pricePerBasis(180000, 6000, 3)).toBe(30000);
    expect(pricePerBasis(59400, 132, 4)).toBe(30000);
    expect([shortUnit(1, 3000), shortUnit(3, 6000), shortUnit(4, 1), shortUnit(4, 132), shortUnit(5, 1000)]).toEqual([
      "l",
      "kg",
      "Sack",
      "Säcke",
      "l",
    ]);
  });
});

describe("which documents an order has, where, and their names", () => {
  it.each(ORDER_STATUSES.map((s) => [s]))("%s", (status) => {
    const docs = availableDocuments(status);
    expect(docs).toContain("confirmation");
    expect(docs.includes("invoice")).toBe(status === "delivered" || status === "rated");
    expect(docs.includes("delivery-note")).toBe(status === "delivered" || status === "rated");
  });

  it.each([
    ["rechnung.pdf", "invoice"],
    ["Rechnung.PDF", "invoice"],
    ["lieferschein.pdf", "delivery-note"],
    ["bestellbestaetigung.pdf", "confirmation"],
    ["bestellbestaetigung", "confirmation"],
    ["beleg", null],
    ["rechnung.pdf.exe", null],
    ["", null],
  ] as const)("%s → %s", (slug, kind) => {
    expect(documentKindOf(slug)).toBe(kind);
  });

  it("paths beside the status page, file names from the document's number", () => {
    expect(orderDocumentPath(1, 123, "invoice")).toBe("/heizoel/bestellung-erfolgreich/123/rechnung.pdf");
    expect(orderDocumentPath(3, 9, "delivery-note")).toBe("/holzpellets-lose/bestellung-erfolgreich/9/lieferschein.pdf");
    expect(orderDocumentFileName("invoice", "RE-2026-0007-00017")).toBe("Rechnung-RE-2026-0007-00017.pdf");
    expect(orderDocumentFileName("confirmation", "HM-2026-000123")).toBe("Bestellbestaetigung-HM-2026-000123.pdf");
    expect(orderDocumentFileName("delivery-note", 'x"/..\\y')).toBe("Lieferschein-x-----y.pdf");
  });

  it.each([
    [7, 2026, 1, "RE-2026-0007-00001"],
    [7, 2026, 17, "RE-2026-0007-00017"],
    [12345, 2027, 123456, "RE-2027-12345-123456"],
  ])("invoice number of dealer %i, %i, no. %i: %s", (dealerId, year, seq, number) => {
    expect(invoiceNumber(dealerId, year, seq)).toBe(number);
  });

  it.each([
    ["2026-11-20", "2026-12-04"],
    ["2026-12-20", "2027-01-03"],
    ["2028-02-20", "2028-03-05"],
  ])("an invoice of %s is due on %s (14 days)", (issued, due) => {
    expect(invoiceDueDay(issued)).toBe(due);
  });

  it("refuses a sequence below 1", () => {
    expect(() => invoiceNumber(7, 2026, 0)).toThrow(RangeError);
  });
});

describe("the seller's VAT id on the invoice", () => {
  it.each([
    [1, { vatId: "DE123456789", isDemo: false }, "USt-IdNr. DE123456789"],
    [2, { vatId: "ATU12345678", isDemo: false }, "UID-Nr. ATU12345678"],
    [3, { vatId: "CHE-123.456.789 MWST", isDemo: false }, "MWST-Nr. CHE-123.456.789 MWST"],
    [1, { vatId: null, isDemo: true }, "USt-IdNr. DE000000000 (Demo-Angabe)"],
    [2, { vatId: null, isDemo: true }, "UID-Nr. ATU00000000 (Demo-Angabe)"],
    [3, { vatId: null, isDemo: true }, "MWST-Nr. CHE-000.000.000 MWST (Demo-Angabe)"],
    [1, { vatId: null, isDemo: false }, "USt-IdNr.: nicht hinterlegt"],
  ] as const)("country %i, %j → %s", (countryId, dealer, text) => {
    expect(sellerVatIdText(countryId, dealer)).toBe(text);
  });

  it("Swiss money and quantities use the apostrophe (decision 0015)", () => {
    expect(`${formatQuantity(7000, LOCALES.ch)} ${shortUnit(1, 7000)}`).toBe("7’000 l");
  });
});

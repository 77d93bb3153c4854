/**
 * The order's PDF documents (decision 0041): the order confirmation, and after delivery the delivery note
 * and the invoice. Which document exists in which status, where it is downloaded, what its file is
 * called, how an invoice is numbered, and the invoice's figures: the amount due split into net and VAT
 * at the country's rate.
 */
import { dayNumber } from "../shared/calendar-day.ts";
import { amountRules } from "../shared/catalog.ts";
import { divRoundHalfUp, vatBreakdown, type VatBreakdown } from "../calculator/vat.ts";
import type { PriceLine } from "../calculator/offer-calculation.ts";
import type { OrderStatus } from "./order-states.ts";
import { orderStatusPath } from "./order-links.ts";

export const ORDER_DOCUMENT_KINDS = ["confirmation", "delivery-note", "invoice"] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

export interface OrderDocumentInfo {
  /** The URL segment (`…/rechnung.pdf`) and the API's document name. */
  slug: string;
  title: string;
  /** The file name before the number: "Rechnung-RE-2026-0007-00001.pdf". */
  fileStem: string;
  /** The link text on the status page and in the order list. */
  linkLabel: string;
}

export const ORDER_DOCUMENTS: Record<OrderDocumentKind, OrderDocumentInfo> = {
  confirmation: {
    slug: "bestellbestaetigung",
    title: "Bestellbestätigung",
    fileStem: "Bestellbestaetigung",
    linkLabel: "Bestellbestätigung (PDF)",
  },
  "delivery-note": { slug: "lieferschein", title: "Lieferschein", fileStem: "Lieferschein", linkLabel: "Lieferschein (PDF)" },
  invoice: { slug: "rechnung", title: "Rechnung", fileStem: "Rechnung", linkLabel: "Rechnung (PDF)" },
};

/** "rechnung", "rechnung.pdf" (any case) → "invoice"; anything else → null (the 404 page). */
export function documentKindOf(slug: string): OrderDocumentKind | null {
  const name = slug.toLowerCase().replace(/\.pdf$/, "");
  return ORDER_DOCUMENT_KINDS.find((k) => ORDER_DOCUMENTS[k].slug === name) ?? null;
}

/** Delivered and rated orders have a delivered amount and a final price: the statuses with a delivery note and an invoice. */
const DELIVERED: readonly OrderStatus[] = ["delivered", "rated"];

/**
 * The documents of an order in this status, the most relevant first. The confirmation exists for every
 * order (also a declined or withdrawn one: it records what was ordered; its status line says what became
 * of it); the delivery note and the invoice once the delivered amount is settled.
 */
export function availableDocuments(status: OrderStatus): OrderDocumentKind[] {
  return DELIVERED.includes(status) ? ["invoice", "delivery-note", "confirmation"] : ["confirmation"];
}

/** Where the document is downloaded: beside the order's status page, so guests reach it with their session too. */
export function orderDocumentPath(productGroupId: number, orderId: number, kind: OrderDocumentKind): string {
  return `${orderStatusPath(productGroupId, orderId)}/${ORDER_DOCUMENTS[kind].slug}.pdf`;
}

/** "Rechnung-RE-2026-0007-00001.pdf", "Lieferschein-HM-2026-000123.pdf": letters, digits and dashes only. */
export function orderDocumentFileName(kind: OrderDocumentKind, number: string): string {
  return `${ORDER_DOCUMENTS[kind].fileStem}-${number.replace(/[^A-Za-z0-9-]/g, "-")}.pdf`;
}

/**
 * Invoice numbers: one gapless sequence per dealer (the seller) and calendar year, e.g. the 17th invoice
 * of dealer 7 in 2026 is "RE-2026-0007-00017". The dealer id keeps numbers unique across dealers, so the
 * platform's copy of every invoice can be found by its number alone.
 */
export function invoiceNumber(dealerId: number, year: number, seq: number): string {
  if (!Number.isInteger(seq) || seq < 1) throw new RangeError(`invoice sequence ${seq}`);
  return `RE-${year}-${String(dealerId).padStart(4, "0")}-${String(seq).padStart(5, "0")}`;
}

/** Days the customer has to pay an invoice (the mails and the checkout have said 14 since decision 0007). */
export const INVOICE_PAYMENT_DAYS = 14;

/** Short unit of a quantity in a document's item table: "3.000 l", "6.000 kg", "132 Sack". */
export function shortUnit(productGroupId: number, quantity: number): string {
  const rules = amountRules(productGroupId);
  if (rules.unitLabel === "Liter") return "l";
  if (rules.unitLabel === "kg") return "kg";
  return quantity === 1 ? rules.unitLabelSingular : rules.unitLabel;
}

/** Price of one price line per basis (100 l, t) of the quantity it was priced for, rounded half up. */
export function pricePerBasis(lineGross: number, quantity: number, productGroupId: number): number {
  const rules = amountRules(productGroupId);
  return divRoundHalfUp(lineGross * rules.basis, quantity * rules.baseUnitsPerUnit);
}

export interface TaxWording {
  /** The seller's tax number's name: "USt-IdNr." (DE), "UID-Nr." (AT), "MWST-Nr." (CH). */
  vatIdLabel: string;
  /** The tax's name on the invoice: "Umsatzsteuer" (DE, AT), "Mehrwertsteuer" (CH). */
  taxName: string;
  /** A placeholder of the country's format for demo dealers, marked as such (like the Impressum's, decision 0015). */
  demoVatId: string;
}

const TAX_WORDING: Record<number, TaxWording> = {
  1: { vatIdLabel: "USt-IdNr.", taxName: "Umsatzsteuer", demoVatId: "DE000000000" },
  2: { vatIdLabel: "UID-Nr.", taxName: "Umsatzsteuer", demoVatId: "ATU00000000" },
  3: { vatIdLabel: "MWST-Nr.", taxName: "Mehrwertsteuer", demoVatId: "CHE-000.000.000 MWST" },
};

export function taxWording(countryId: number): TaxWording {
  return TAX_WORDING[countryId] ?? TAX_WORDING[1];
}

/**
 * The seller's VAT id as the invoice prints it: the dealer's own; for a demo dealer without one the
 * country's placeholder marked "Demo-Angabe"; for a real dealer without one a visible gap, so nobody
 * mistakes the document for a complete invoice (decision 0041).
 */
export function sellerVatIdText(countryId: number, dealer: { vatId: string | null; isDemo: boolean }): string {
  const w = taxWording(countryId);
  if (dealer.vatId) return `${w.vatIdLabel} ${dealer.vatId}`;
  return dealer.isDemo ? `${w.vatIdLabel} ${w.demoVatId} (Demo-Angabe)` : `${w.vatIdLabel}: nicht hinterlegt`;
}

/** One row of a document's item table. */
export interface DocumentLine {
  label: string;
  /** The quantity and the agreed price per basis (100 l, t): the product line only. */
  quantity: number | null;
  perBasis: number | null;
  /** The line's amount, VAT included (minor units). */
  gross: number;
}

/**
 * The item rows of a document: every price line with its amount; the product line also with the quantity
 * it is for and the agreed price per basis (the order's product line over the ordered quantity), so
 * "2.950 l × 113,05 € je 100 l" reads like a fuel bill. Surcharges (stations, express, Termin Plus …)
 * are flat amounts.
 */
export function documentLines(
  lines: readonly PriceLine[],
  quantity: number,
  productGroupId: number,
  agreed: { lines: readonly PriceLine[]; amount: number },
): DocumentLine[] {
  return lines.map((l) => {
    const agreedLine = l.Key === "PRODUCT" ? agreed.lines.find((a) => a.Key === "PRODUCT") : undefined;
    return {
      label: l.Label,
      quantity: agreedLine ? quantity : null,
      perBasis: agreedLine ? pricePerBasis(agreedLine.Price, agreed.amount, productGroupId) : null,
      gross: l.Price,
    };
  });
}

export interface InvoiceFigures {
  lines: DocumentLine[];
  /** The delivered quantity that is invoiced. */
  quantity: number;
  /** The agreed all-in price per basis (every line included), as the offer showed it. */
  unitPrice: number;
  totals: VatBreakdown;
}

/**
 * What the invoice of a delivered order bills: the final price lines (decision 0025: the order's lines
 * scaled to the delivered quantity), their sum as the amount due, split into net and VAT at the order
 * country's rate. For deliveries priced before decision 0041 the stored split may differ by a cent; the
 * invoice always splits the amount due itself.
 */
export function invoiceFigures(order: {
  countryId: number;
  productGroupId: number;
  amount: number;
  unitPrice: number;
  priceLines: readonly PriceLine[];
  deliveredAmount: number | null;
  finalPriceLines: readonly PriceLine[] | null;
}): InvoiceFigures {
  if (order.deliveredAmount === null || order.finalPriceLines === null) throw new Error("the order has no delivered amount yet");
  const lines = documentLines(order.finalPriceLines, order.deliveredAmount, order.productGroupId, {
    lines: order.priceLines,
    amount: order.amount,
  });
  const gross = lines.reduce((s, l) => s + l.gross, 0);
  return { lines, quantity: order.deliveredAmount, unitPrice: order.unitPrice, totals: vatBreakdown(gross, order.countryId) };
}

/** The day an invoice of `issuedOn` (YYYY-MM-DD) is due: INVOICE_PAYMENT_DAYS calendar days later. */
export function invoiceDueDay(issuedOn: string): string {
  const day = dayNumber(issuedOn);
  if (day === null) throw new RangeError(`day ${issuedOn}`);
  return new Date((day + INVOICE_PAYMENT_DAYS) * 86_400_000).toISOString().slice(0, 10);
}

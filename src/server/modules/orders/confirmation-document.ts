import { amountRules } from "../../../domain/shared/catalog.ts";
import { PAYMENT_KIND_NOTES, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import { orderLegalNotice, TERMS_PATH } from "../../../domain/site/legal-texts.ts";
import { documentLines, taxWording } from "../../../domain/orders/order-documents.ts";
import { deliveryWindowText, ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { vatRateLabel } from "../../../domain/calculator/vat.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import type { PdfBlock, PdfContent } from "../../platform/pdf/pdf-layout.ts";
import {
  ctxOf,
  frame,
  greeting,
  itemTable,
  optionsParagraph,
  paymentRows,
  stationColumns,
  type OrderDocumentData,
} from "./document-parts.ts";

export function confirmationContent(d: OrderDocumentData): PdfContent {
  const c = ctxOf(d);
  const o = d.order;
  const v = d.view;
  const status = o.status as OrderStatus;
  const window = o.deliveryFrom && o.deliveryTo ? deliveryWindowText(o.deliveryFrom, o.deliveryTo, o.deliverySlot, c.locale) : null;
  const tax = taxWording(o.countryId);
  const lines = documentLines(o.priceLines as PriceLine[], o.amount, o.productGroupId, {
    lines: o.priceLines as PriceLine[],
    amount: o.amount,
  });
  const legal = orderLegalNotice(o.countryId, { name: v.Dealer.Name, address: v.Dealer.Address });
  const note = PAYMENT_KIND_NOTES[v.Payment.Kind as OrderPaymentKind];
  const blocks: PdfBlock[] = [
    greeting(d.view),
    {
      kind: "paragraph",
      text: `vielen Dank für Ihre Bestellung über den Heizöl-Marktplatz. ${d.seller.name} liefert Ihnen zu den folgenden Bedingungen; Verkäufer und Ihr Vertragspartner ist ${d.seller.name}.`,
    },
    {
      kind: "paragraph",
      text: `Stand der Bestellung: ${ORDER_STATUS_LABELS[status]}${window ? ` – Lieferung ${window}` : status === "placed" ? ` – ${d.seller.name} bestätigt die Bestellung mit einem Liefertermin` : ""}.`,
      strong: true,
    },
    itemTable(c, lines),
    {
      kind: "totals",
      rows: [
        { label: "Nettobetrag", value: c.money(o.netPrice) },
        { label: `${tax.taxName} ${vatRateLabel(o.countryId)}`, value: c.money(o.vatAmount) },
        { label: "Gesamtpreis", value: c.money(o.totalPrice), strong: true },
      ],
    },
    {
      kind: "paragraph",
      text: `Das entspricht ${c.money(o.unitPrice)} je ${amountRules(o.productGroupId).basisLabel} einschließlich aller Positionen und ${tax.taxName}. Abgerechnet wird die tatsächlich gelieferte Menge${c.at15} zu diesem Preis; die Rechnung erhalten Sie nach der Lieferung.`,
      muted: true,
    },
    { kind: "heading", text: "Lieferung" },
    {
      kind: "rows",
      rows: [
        ["Produkt", v.ProductName],
        ["Menge", `${c.qty(o.amount)}${c.at15}`],
        ["Liefertermin", window ?? `voraussichtlich innerhalb von ${o.leadTimeDays} Werktag${o.leadTimeDays === 1 ? "" : "en"}`],
      ],
    },
    stationColumns(c, true),
    ...optionsParagraph(c),
    { kind: "heading", text: "Zahlung" },
    { kind: "rows", rows: paymentRows(c) },
    ...(note ? [{ kind: "paragraph" as const, text: note, muted: true }] : []),
    ...(o.comment
      ? [
          { kind: "heading" as const, text: "Ihre Anmerkung" },
          { kind: "paragraph" as const, text: o.comment },
        ]
      : []),
    {
      kind: "paragraph",
      text: `Es gelten die Allgemeinen Geschäftsbedingungen des Heizöl-Marktplatzes (https://${c.locale.domain}${TERMS_PATH}, Fassung ${o.termsVersion}).`,
      muted: true,
    },
    { kind: "page-break" },
    { kind: "heading", text: legal.title },
    ...legal.paragraphs.map((text): PdfBlock => ({ kind: "paragraph", text })),
    ...(legal.form
      ? [{ kind: "heading" as const, text: legal.form.title }, ...legal.form.lines.map((text): PdfBlock => ({ kind: "paragraph", text }))]
      : []),
  ];
  const facts: [string, string][] = [
    ["Bestellnummer", o.orderNumber],
    ["Bestelldatum", c.day(o.createdAt)],
    ["Stand", ORDER_STATUS_LABELS[status]],
  ];
  return frame(c, "confirmation", facts, blocks, o.createdAt);
}

/**
 * The order's PDF documents (decision 0041): order confirmation, delivery note, invoice. The content only —
 * the one PDF renderer lays it out (src/server/platform/pdf/), as the mails leave theirs to the mail
 * renderer (decision 0021). The seller is the dealer, at the delivering branch's address; the platform
 * issues the documents. German texts, the order country's money and date formats (decision 0015), the
 * Swiss spelling on Swiss documents.
 */
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { PAYMENT_KIND_NOTES, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import { LOCALES, localeById, type Locale } from "../../../domain/shared/countries.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { platformOperator } from "../../../domain/site/legal-pages.ts";
import { orderLegalNotice, TERMS_PATH } from "../../../domain/site/legal-texts.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import {
  documentLines,
  invoiceDueDay,
  invoiceFigures,
  ORDER_DOCUMENTS,
  orderDocumentFileName,
  sellerVatIdText,
  shortUnit,
  taxWording,
  type DocumentLine,
  type OrderDocumentKind,
} from "../../../domain/orders/order-documents.ts";
import { deliveryWindowText, ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { vatRateLabel } from "../../../domain/calculator/vat.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { formatIban } from "../../../domain/orders/sepa.ts";
import { salutation } from "../../platform/mail/mail-layout.ts";
import { renderPdf, type PdfBlock, type PdfContent } from "../../platform/pdf/pdf-layout.ts";
import { mandateCreditor } from "./checkout-context.ts";
import type { OrderView } from "./get-order.ts";
import { orderOptionLabels } from "./order-mails.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { orderView } from "./get-order.ts";
import { invoiceFor } from "./invoices.ts";
import { sellerOf, type InvoiceRow, type SellerRow } from "./invoices.repo.ts";
import type { OrderRow } from "./orders.repo.ts";

export interface OrderDocumentData {
  order: OrderRow;
  view: OrderView;
  seller: SellerRow;
  /** The invoice row: the invoice's number and dates, and the delivery note's date of supply. */
  invoice: InvoiceRow | null;
  /** The installment provider's name, for the payments it handles. */
  providerName: string;
}

export interface OrderDocumentFile {
  kind: OrderDocumentKind;
  fileName: string;
  contentType: "application/pdf";
  body: Buffer;
}

/** Renders one of the order's documents to PDF bytes. The caller checks who may see it and that it exists. */
export async function renderOrderDocument(kind: OrderDocumentKind, data: OrderDocumentData): Promise<OrderDocumentFile> {
  const content =
    kind === "invoice" ? invoiceContent(data) : kind === "delivery-note" ? deliveryNoteContent(data) : confirmationContent(data);
  const number = kind === "invoice" && data.invoice ? data.invoice.number : data.order.orderNumber;
  return { kind, fileName: orderDocumentFileName(kind, number), contentType: "application/pdf", body: await renderPdf(content) };
}

// Shared parts ----------------------------------------------------------------------------------------------

interface Ctx {
  d: OrderDocumentData;
  locale: Locale;
  money: (minor: number) => string;
  day: (d: Date | string) => string;
  qty: (n: number) => string;
  /** "(bei 15 °C)" after litres of heating oil and diesel, which are measured temperature-compensated. */
  at15: string;
}

function ctxOf(d: OrderDocumentData): Ctx {
  const locale = localeById(d.order.countryId) ?? LOCALES.de;
  return {
    d,
    locale,
    money: (minor) => formatPrice(minor, locale),
    // A calendar day (YYYY-MM-DD) is read at noon UTC, so no time zone moves it to another day.
    day: (x) => formatDate(typeof x === "string" && x.length === 10 ? `${x}T12:00:00Z` : x, "shortD", locale, locale.timeZone),
    qty: (n) => `${formatQuantity(n, locale)} ${shortUnit(d.order.productGroupId, n)}`,
    at15: d.order.productGroupId <= 2 ? " (bei 15 °C)" : "",
  };
}

/** The postal address as it is written on an envelope: company, person, street, place. */
function postalLines(a: OrderAddressInput, locale: Locale): string[] {
  const person = [a.Title1, a.Title2, a.FirstName, a.LastName].filter(Boolean).join(" ");
  return [a.CompanyName, person, `${a.Street} ${a.HouseNumber}`.trim(), `${a.ZipCode} ${a.City}`.trim(), locale.countryName].filter(
    Boolean,
  );
}

/** Whom the documents are addressed to: station 1's invoice address, else its delivery address (decision 0007). */
function billedAddress(v: OrderView): OrderAddressInput | undefined {
  return v.Stations[0]?.InvoiceAddress ?? v.Stations[0]?.DeliveryAddress;
}

/** "Sehr geehrte Frau Mustermann," — the mails' one salutation (decision 0021). */
function greeting(v: OrderView): PdfBlock {
  const a = billedAddress(v);
  return {
    kind: "paragraph",
    text: `${salutation({ title1: a?.Title1 ?? "", title2: a?.Title2 ?? "", firstName: a?.FirstName ?? "", lastName: a?.LastName ?? "" })},`,
  };
}

function frame(c: Ctx, kind: OrderDocumentKind, facts: [string, string][], blocks: PdfBlock[], createdAt: Date): PdfContent {
  const { d, locale } = c;
  const s = d.seller;
  const place = `${s.zip} ${s.city}`;
  const operator = platformOperator(locale.code);
  const recipient = billedAddress(d.view);
  const vatId = sellerVatIdText(d.order.countryId, s);
  const title = ORDER_DOCUMENTS[kind].title;
  const content: PdfContent = {
    title,
    info: {
      title: `${title} ${kind === "invoice" && d.invoice ? d.invoice.number : d.order.orderNumber}`,
      author: s.name,
      subject: `${title} zur Bestellung ${d.order.orderNumber}`,
      createdAt,
    },
    letterhead: { name: s.name, lines: [`${s.street} · ${place}`, vatId] },
    issuer: { name: "Heizöl-Marktplatz", lines: [locale.domain, `Kundenservice ${locale.customerPhoneNumber}`] },
    senderLine: `${s.name} · ${s.street} · ${place}`,
    recipient: recipient ? postalLines(recipient, locale) : [],
    facts,
    blocks,
    footer: [
      [s.name, s.street, place, vatId],
      ["Ausgestellt durch", operator.company, operator.street, operator.city],
      ["Fragen zur Bestellung", `Telefon ${locale.customerPhoneNumber}`, operator.email, `Bestellnummer ${d.order.orderNumber}`],
    ],
  };
  return locale.code === "ch" ? swiss(content, locale) : content;
}

/** Swiss documents in Swiss spelling ("Strasse", "Grüsse"), as the Swiss pages are (decision 0015). */
function swiss(c: PdfContent, locale: Locale): PdfContent {
  const sp = (t: string) => countrySpelling(t, locale);
  const pairs = (rows: readonly (readonly [string, string])[]) => rows.map(([a, b]) => [sp(a), sp(b)] as const);
  const block = (b: PdfBlock): PdfBlock => {
    switch (b.kind) {
      case "heading":
      case "paragraph":
        return { ...b, text: sp(b.text) };
      case "rows":
        return { ...b, rows: pairs(b.rows) };
      case "table":
        return { ...b, columns: b.columns.map((col) => ({ ...col, label: sp(col.label) })), rows: b.rows.map((r) => r.map(sp)) };
      case "totals":
        return { ...b, rows: b.rows.map((r) => ({ ...r, label: sp(r.label), value: sp(r.value) })) };
      case "columns":
        return { ...b, columns: b.columns.map((col) => ({ title: sp(col.title), lines: col.lines.map(sp) })) };
      case "page-break":
        return b;
    }
  };
  return {
    ...c,
    title: sp(c.title),
    letterhead: { name: sp(c.letterhead.name), lines: c.letterhead.lines.map(sp) },
    issuer: { name: sp(c.issuer.name), lines: c.issuer.lines.map(sp) },
    senderLine: sp(c.senderLine),
    recipient: c.recipient.map(sp),
    facts: pairs(c.facts),
    blocks: c.blocks.map(block),
    footer: c.footer.map((col) => col.map(sp)),
  };
}

/** The item table: the product line with quantity and price per basis, surcharges as amounts. */
function itemTable(c: Ctx, lines: DocumentLine[]): PdfBlock {
  const { d } = c;
  const basis = amountRules(d.order.productGroupId).basisLabel;
  return {
    kind: "table",
    columns: [
      { label: "Pos.", width: 6 },
      { label: "Bezeichnung", width: 44 },
      { label: "Menge", width: 15, align: "right" },
      { label: `Preis je ${basis}`, width: 16, align: "right" },
      { label: "Betrag", width: 19, align: "right" },
    ],
    rows: lines.map((l, i) => [
      String(i + 1),
      l.quantity !== null ? d.view.ProductName : l.label,
      l.quantity !== null ? c.qty(l.quantity) : "",
      l.perBasis !== null ? c.money(l.perBasis) : "",
      c.money(l.gross),
    ]),
  };
}

function stationColumns(c: Ctx, withAmounts: boolean): PdfBlock {
  const v = c.d.view;
  return {
    kind: "columns",
    columns: v.Stations.map((s) => ({
      title:
        v.Stations.length > 1
          ? `Lieferstelle ${s.StationNumber}${withAmounts ? `: bestellt ${c.qty(s.StationAmount)}` : ""}`
          : "Lieferadresse",
      lines: [
        ...postalLines(s.DeliveryAddress, c.locale).slice(0, -1),
        ...(s.DeliveryAddress.Phone ? [`Telefon ${s.DeliveryAddress.Phone}`] : []),
      ],
    })),
  };
}

function optionsParagraph(c: Ctx): PdfBlock[] {
  const options = orderOptionLabels(c.d.order.config as CalculatorConfigInput, c.locale);
  return options.length ? [{ kind: "paragraph", text: `Vereinbarte Optionen: ${options.join(", ")}.`, muted: true }] : [];
}

/** The payment as agreed at ordering: kind, rate, account, mandate, reference. */
function paymentRows(c: Ctx): [string, string][] {
  const { d } = c;
  const p = d.view.Payment;
  const rows: [string, string][] = [["Zahlart", p.KindLabel]];
  if (p.Kind === "installment" && p.Months && p.MonthlyRate !== null)
    rows.push(["Raten", `${p.Months} Monatsraten zu je ${c.money(p.MonthlyRate)} über ${d.providerName} (0 % Zinsen)`]);
  if (p.Kind === "sepa" || p.Kind === "provider-sepa") {
    const creditor = mandateCreditor(p.Kind, { id: d.order.dealerId, name: d.seller.name });
    rows.push(
      ["Kontoinhaber/in", p.AccountHolder ?? ""],
      ["IBAN", p.IbanMasked ?? ""],
      ["Mandatsreferenz", p.MandateReference ?? ""],
      ["Zahlungsempfänger", `${creditor.name}, Gläubiger-ID ${creditor.id}`],
    );
  }
  if (p.ProviderReference) rows.push(["Referenz Finanzierungspartner", p.ProviderReference]);
  return rows;
}

// Order confirmation ---------------------------------------------------------------------------------------

function confirmationContent(d: OrderDocumentData): PdfContent {
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

// Delivery note ------------------------------------------------------------------------------------------

function deliveryNoteContent(d: OrderDocumentData): PdfContent {
  const c = ctxOf(d);
  const o = d.order;
  const v = d.view;
  const delivered = o.deliveredAmount ?? o.amount;
  const deliveredOn = d.invoice?.deliveredOn ?? null;
  const blocks: PdfBlock[] = [
    { kind: "paragraph", text: `${d.seller.name} hat zu Ihrer Bestellung ${o.orderNumber} geliefert:` },
    {
      kind: "table",
      columns: [
        { label: "Pos.", width: 6 },
        { label: "Produkt", width: 54 },
        { label: "Bestellt", width: 20, align: "right" },
        { label: "Geliefert", width: 20, align: "right" },
      ],
      rows: [["1", v.ProductName, c.qty(o.amount), c.qty(delivered)]],
    },
    ...(c.at15
      ? [
          {
            kind: "paragraph" as const,
            text: "Die Liefermenge ist in Litern bei 15 °C angegeben (temperaturkompensiert gemessen).",
            muted: true,
          },
        ]
      : []),
    stationColumns(c, v.Stations.length > 1),
    ...optionsParagraph(c),
    {
      kind: "paragraph",
      text: `Abgerechnet wird die gelieferte Menge zum vereinbarten Preis${d.invoice ? `: Rechnung ${d.invoice.number} vom ${c.day(d.invoice.issuedAt)}` : ""}. Dieser Lieferschein enthält keine Preise.`,
      muted: true,
    },
  ];
  const facts: [string, string][] = [
    ["Bestellnummer", o.orderNumber],
    ["Bestelldatum", c.day(o.createdAt)],
    ...(deliveredOn ? [["Lieferdatum", c.day(deliveredOn)] as [string, string]] : []),
    ["Liefermenge", `${c.qty(delivered)}${c.at15}`],
  ];
  return frame(c, "delivery-note", facts, blocks, d.invoice?.issuedAt ?? o.statusChangedAt ?? o.createdAt);
}

// Invoice ------------------------------------------------------------------------------------------------

/** How the amount due is paid, in the words of the invoice (the payment agreed at ordering). */
function paymentTerms(c: Ctx, invoice: InvoiceRow, amount: number): string[] {
  const { d } = c;
  const p = d.view.Payment;
  const due = c.day(invoiceDueDay(calendarDay(invoice.issuedAt, c.locale.timeZone)));
  const ref = `Bitte geben Sie die Rechnungsnummer ${invoice.number} an.`;
  switch (p.Kind) {
    case "sepa":
    case "provider-sepa": {
      const creditor = mandateCreditor(p.Kind, { id: d.order.dealerId, name: d.seller.name });
      return [
        `Der Rechnungsbetrag von ${c.money(amount)} wird per SEPA-Lastschrift von Ihrem Konto ${p.IbanMasked ?? ""} eingezogen (Mandatsreferenz ${p.MandateReference ?? ""}, Gläubiger ${creditor.name}, Gläubiger-ID ${creditor.id}). Bitte sorgen Sie für ausreichende Deckung.`,
      ];
    }
    case "cash":
      return [`Zahlbar bei Lieferung in bar oder mit EC-Karte. ${ref}`];
    case "installment":
      return [
        `Sie bezahlen in ${p.Months ?? ""} Monatsraten über unseren Finanzierungspartner ${d.providerName}${p.ProviderReference ? ` (Referenz ${p.ProviderReference})` : ""}. Er berechnet die Raten aus dem Rechnungsbetrag von ${c.money(amount)} und schickt Ihnen den Ratenplan. Bitte zahlen Sie nicht an ${d.seller.name}.`,
      ];
    case "provider-invoice":
      return [
        `Bitte bezahlen Sie den Rechnungsbetrag von ${c.money(amount)} bis zum ${due} an unseren Finanzierungspartner ${d.providerName}${p.ProviderReference ? ` (Referenz ${p.ProviderReference})` : ""}; er schickt Ihnen die Zahlungsdaten. Bitte zahlen Sie nicht an ${d.seller.name}.`,
      ];
    default: {
      const account = d.seller.iban
        ? `auf das Konto von ${d.seller.name}, IBAN ${formatIban(d.seller.iban)}`
        : d.seller.isDemo
          ? `an ${d.seller.name} (Demo-Händler: keine Bankverbindung hinterlegt)`
          : `an ${d.seller.name}; die Bankverbindung nennt Ihnen unser Kundenservice unter ${c.locale.customerPhoneNumber}`;
      return [`Bitte überweisen Sie den Rechnungsbetrag von ${c.money(amount)} ohne Abzug bis zum ${due} ${account}. ${ref}`];
    }
  }
}

function invoiceContent(d: OrderDocumentData): PdfContent {
  if (!d.invoice) throw new Error(`order ${d.order.id} has no invoice`);
  const invoice = d.invoice;
  const c = ctxOf(d);
  const o = d.order;
  const f = invoiceFigures({ ...o, priceLines: o.priceLines as PriceLine[], finalPriceLines: o.finalPriceLines as PriceLine[] | null });
  const tax = taxWording(o.countryId);
  const station1 = d.view.Stations[0]?.DeliveryAddress;
  const deliveredTo = station1 ? `${station1.Street} ${station1.HouseNumber}, ${station1.ZipCode} ${station1.City}` : "";
  const basis = amountRules(o.productGroupId).basisLabel;
  const blocks: PdfBlock[] = [
    greeting(d.view),
    {
      kind: "paragraph",
      text: `für unsere Lieferung vom ${c.day(invoice.deliveredOn)}${deliveredTo ? ` an ${d.view.Stations.length > 1 ? `${d.view.Stations.length} Lieferstellen, erste: ` : ""}${deliveredTo}` : ""} berechnen wir Ihnen:`,
    },
    itemTable(c, f.lines),
    {
      kind: "totals",
      rows: [
        { label: "Nettobetrag", value: c.money(f.totals.net) },
        { label: `${tax.taxName} ${vatRateLabel(o.countryId)}`, value: c.money(f.totals.vat) },
        { label: "Rechnungsbetrag", value: c.money(f.totals.gross), strong: true },
      ],
    },
    {
      kind: "paragraph",
      text: [
        `Alle Beträge enthalten ${tax.taxName} (${vatRateLabel(o.countryId)}). Vereinbarter Preis: ${c.money(f.unitPrice)} je ${basis} einschließlich aller Positionen.`,
        f.quantity !== o.amount ? `Bestellt waren ${c.qty(o.amount)}; abgerechnet wird die gelieferte Menge${c.at15}.` : "",
      ]
        .filter(Boolean)
        .join(" "),
      muted: true,
    },
    { kind: "heading", text: "Zahlung" },
    { kind: "rows", rows: [["Zahlart", d.view.Payment.KindLabel]] },
    ...paymentTerms(c, invoice, f.totals.gross).map((text): PdfBlock => ({ kind: "paragraph", text })),
    {
      kind: "paragraph",
      text: `Diese Rechnung stellt der Heizöl-Marktplatz (${platformOperator(c.locale.code).company}) im Namen und für Rechnung von ${d.seller.name} aus. Bewahren Sie sie bitte auf; eine weitere Rechnung zu dieser Lieferung erhalten Sie nicht.`,
      muted: true,
    },
  ];
  const facts: [string, string][] = [
    ["Rechnungsnummer", invoice.number],
    ["Rechnungsdatum", c.day(invoice.issuedAt)],
    ["Lieferdatum", c.day(invoice.deliveredOn)],
    ["Bestellnummer", o.orderNumber],
    ["Bestelldatum", c.day(o.createdAt)],
    ["Liefermenge", `${c.qty(f.quantity)}${c.at15}`],
  ];
  return frame(c, "invoice", facts, blocks, invoice.issuedAt);
}

// Loading -----------------------------------------------------------------------------------------------

/**
 * Renders a document of a stored order: its view, the seller, and for the documents after delivery the
 * invoice row (issued now for an order delivered without one, see `invoiceFor`).
 */
export async function renderStoredOrderDocument(
  deps: { db: Db; providerName: string; now: () => Date },
  order: OrderRow,
  kind: OrderDocumentKind,
): Promise<OrderDocumentFile> {
  const seller = await sellerOf(deps.db, order.dealerId, order.branchId);
  if (!seller) throw new Error(`order ${order.id}: dealer ${order.dealerId} with branch ${order.branchId} not found`);
  const invoice = kind === "confirmation" ? null : ((await invoiceFor(deps.db, order.id, deps.now())) ?? null);
  if (kind === "invoice" && !invoice) throw new AppError("ORDER_DOCUMENT_NOT_FOUND");
  return renderOrderDocument(kind, { order, view: await orderView(deps.db, order), seller, invoice, providerName: deps.providerName });
}

/**
 * What the order's PDF documents share (decision 0041): the data they are made of, the frame (letterhead, recipient,
 * facts, footer; Swiss spelling on Swiss documents, decision 0015), the item table, the stations and the payment.
 */
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { LOCALES, localeById, type Locale } from "../../../domain/shared/countries.ts";
import { countrySpelling } from "../../../domain/shared/country-texts.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { platformOperator } from "../../../domain/site/legal-pages.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import {
  ORDER_DOCUMENTS,
  sellerVatIdText,
  shortUnit,
  type DocumentLine,
  type OrderDocumentKind,
} from "../../../domain/orders/order-documents.ts";
import { salutation } from "../../platform/mail/mail-layout.ts";
import type { PdfBlock, PdfContent } from "../../platform/pdf/pdf-layout.ts";
import { mandateCreditor } from "./mandate-creditor.ts";
import type { OrderView } from "./get-order.ts";
import { orderOptionLabels } from "./order-mails.ts";
import type { InvoiceRow, SellerRow } from "./invoices.repo.ts";
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

export interface Ctx {
  d: OrderDocumentData;
  locale: Locale;
  money: (minor: number) => string;
  day: (d: Date | string) => string;
  qty: (n: number) => string;
  /** "(bei 15 °C)" after litres of heating oil and diesel, which are measured temperature-compensated. */
  at15: string;
}

export function ctxOf(d: OrderDocumentData): Ctx {
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
export function greeting(v: OrderView): PdfBlock {
  const a = billedAddress(v);
  return {
    kind: "paragraph",
    text: `${salutation({ title1: a?.Title1 ?? "", title2: a?.Title2 ?? "", firstName: a?.FirstName ?? "", lastName: a?.LastName ?? "" })},`,
  };
}

export function frame(c: Ctx, kind: OrderDocumentKind, facts: [string, string][], blocks: PdfBlock[], createdAt: Date): PdfContent {
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
export function itemTable(c: Ctx, lines: DocumentLine[]): PdfBlock {
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

export function stationColumns(c: Ctx, withAmounts: boolean): PdfBlock {
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

export function optionsParagraph(c: Ctx): PdfBlock[] {
  const options = orderOptionLabels(c.d.order.config as CalculatorConfigInput, c.locale);
  return options.length ? [{ kind: "paragraph", text: `Vereinbarte Optionen: ${options.join(", ")}.`, muted: true }] : [];
}

/** The payment as agreed at ordering: kind, rate, account, mandate, reference. */
export function paymentRows(c: Ctx): [string, string][] {
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

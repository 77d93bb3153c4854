import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { platformOperator } from "../../../domain/site/legal-pages.ts";
import { invoiceDueDay, invoiceFigures, taxWording } from "../../../domain/orders/order-documents.ts";
import { vatRateLabel } from "../../../domain/calculator/vat.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { formatIban } from "../../../domain/orders/sepa.ts";
import type { PdfBlock, PdfContent } from "../../platform/pdf/pdf-layout.ts";
import { mandateCreditor } from "./mandate-creditor.ts";
import type { InvoiceRow } from "./invoices.repo.ts";
import { ctxOf, frame, greeting, itemTable, type Ctx, type OrderDocumentData } from "./document-parts.ts";

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

export function invoiceContent(d: OrderDocumentData): PdfContent {
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

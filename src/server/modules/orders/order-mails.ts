/**
 * The two mails of a placed order (decision 0007): the confirmation to the customer and the order
 * notification to the dealer. The content only: the one mail renderer lays it out (decision 0021).
 */
import { fillPrompt, type PromptId, promptById } from "../../../domain/cms/prompts.ts";
import { optionById } from "../../../domain/calculator/calculator-options.ts";
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { localeById, type Locale } from "../../../domain/shared/countries.ts";
import { PAYMENT_KIND_NOTES, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { orderLegalNotice, TERMS_PATH } from "../../../domain/site/legal-texts.ts";
import { addressLine, type OrderAddressInput } from "../../../domain/orders/order-address.ts";
import { formatIban } from "../../../domain/orders/sepa.ts";
import { renderMail, salutation, type MailBlock } from "../../platform/mail/mail-layout.ts";
import type { MailMessage } from "../../platform/mail/mailer.ts";
import type { OrderView } from "./get-order.ts";

/** Dealers have no e-mail column yet: each demo dealer gets this documented address (decision 0007). */
export function dealerMailAddress(dealerId: number): string {
  return `haendler-${dealerId}@demo.heizoel-marktplatz.example`;
}

export interface OrderMailContext {
  order: OrderView;
  config: CalculatorConfigInput;
  /** Full IBAN and mandate text: the dealer collects its own direct debit. */
  iban: string | null;
  mandateText: string | null;
  creditor: { name: string; id: string } | null;
  providerName: string | null;
  /** https://… of the order's country site, for links. */
  origin: string;
  /** The customer's link to the order's status page, signed for this order alone (decision 0040). */
  statusUrl: string;
  /** The order in the dealer portal (the dealer's mail links it). */
  portalUrl?: string;
  /** The editors' texts of the mail's variable paragraphs (decision 0066), placeholders not yet filled. */
  prompts?: Partial<Record<PromptId, string>>;
}

/** A prompt's text for this order: the editors' (or its default), its placeholders filled from the order. */
function promptOf(c: OrderMailContext, id: PromptId): string {
  const o = c.order;
  const first = o.Stations[0]?.InvoiceAddress ?? o.Stations[0]?.DeliveryAddress;
  const text = c.prompts?.[id] ?? promptById(id)!.defaultText;
  return fillPrompt(text, {
    Vorname: first?.FirstName ?? "",
    Nachname: first?.LastName ?? "",
    Bestellnummer: o.OrderNumber,
    Händler: o.Dealer.Name,
  });
}

/** The customer's salutation from the order's invoice (or else delivery) address. */
function greetingOf(a: OrderAddressInput | undefined): string {
  return salutation({ title1: a?.Title1 ?? "", title2: a?.Title2 ?? "", firstName: a?.FirstName ?? "", lastName: a?.LastName ?? "" });
}

// The payment is named once, in the "Zahlung" block, as the checkout settled it (decision 0015): the
// configuration's payment option ("Bezahlung auf Rechnung") is not what a guest pays with.
const PAYMENT_GROUPS = new Set(["Payment", "Installment", "WalletPayment"]);

/** The ordered options by name, the payment left out (it is named once, as the checkout settled it). */
export function orderOptionLabels(config: CalculatorConfigInput, locale: Locale): string[] {
  return config.Parameters.filter((p) => p.Id >= 0 && !PAYMENT_GROUPS.has(optionById(p.Id)?.GroupKey ?? "")).map((p) => {
    const o = optionById(p.Id);
    let v = o?.DisplayName ?? String(p.Id);
    if (p.DesiredDate) v += ` (${formatDate(`${p.DesiredDate}T12:00:00Z`, "shortD", locale)})`;
    return v;
  });
}

function optionRows(config: CalculatorConfigInput, locale: Locale): [string, string][] {
  return orderOptionLabels(config, locale).map((v) => ["Option", v] as [string, string]);
}

function priceRows(o: OrderView, fmt: (n: number) => string): [string, string][] {
  return [
    ...o.PriceLines.map((l): [string, string] => [l.Label, fmt(l.Price)]),
    ["Gesamtpreis inkl. MwSt.", fmt(o.TotalPrice)],
    ["darin enthaltene MwSt.", fmt(o.VatAmount)],
  ];
}

function paymentLines(c: OrderMailContext, fmt: (n: number) => string, forDealer: boolean): string[] {
  const p = c.order.Payment;
  const lines = [`Zahlart: ${p.KindLabel}`];
  const note = PAYMENT_KIND_NOTES[p.Kind as OrderPaymentKind];
  if (!forDealer && note) lines.push(note);
  if (p.Kind === "installment" && p.Months && p.MonthlyRate !== null)
    lines.push(
      `${p.Months} Monatsraten zu je ${fmt(p.MonthlyRate)} über ${c.providerName ?? "unseren Finanzierungspartner"} (0 % Zinsen).`,
    );
  if (p.Kind === "sepa" || p.Kind === "provider-sepa") {
    lines.push(`Kontoinhaber/in: ${p.AccountHolder ?? ""}`);
    lines.push(`IBAN: ${forDealer && p.Kind === "sepa" && c.iban ? formatIban(c.iban) : (p.IbanMasked ?? "")}`);
    lines.push(`Mandatsreferenz: ${p.MandateReference ?? ""}`);
    if (c.creditor) lines.push(`Zahlungsempfänger: ${c.creditor.name}, Gläubiger-Identifikationsnummer: ${c.creditor.id}`);
  }
  if (p.ProviderReference) lines.push(`Referenz des Finanzierungspartners: ${p.ProviderReference}`);
  if (forDealer && (p.Kind === "installment" || p.Kind.startsWith("provider-")))
    lines.push(
      "Die Zahlung läuft über unseren Finanzierungspartner: Sie erhalten den Betrag vom Finanzierungspartner, nicht von der Kundin oder dem Kunden.",
    );
  if (forDealer && p.Kind === "sepa" && c.mandateText)
    lines.push("Das Mandat wurde online erteilt; der Mandatstext liegt der Bestellung bei:", ...c.mandateText.split("\n"));
  return lines;
}

function stationLines(o: OrderView, forDealer: boolean): string[] {
  const lines: string[] = [];
  for (const s of o.Stations) {
    const d = s.DeliveryAddress;
    lines.push(
      `Lieferstelle ${s.StationNumber}: ${formatQuantity(s.StationAmount, localeById(o.CountryId)!)} ${o.UnitLabel} an ${addressLine(d)}${forDealer && d.Phone ? `, Tel. ${d.Phone}` : ""}`,
    );
    if (s.InvoiceAddress) lines.push(`Rechnungsadresse: ${addressLine(s.InvoiceAddress)}`);
  }
  return lines;
}

/** Germany and Austria: the withdrawal notice and the model form; Switzerland: the contractual cancellation terms. */
function legalBlocks(o: OrderView): MailBlock[] {
  const legal = orderLegalNotice(o.CountryId, { name: o.Dealer.Name, address: o.Dealer.Address });
  return [{ title: legal.title, lines: legal.paragraphs }, ...(legal.form ? [{ title: legal.form.title, lines: legal.form.lines }] : [])];
}

export function customerConfirmationMail(c: OrderMailContext): MailMessage {
  const o = c.order;
  const locale = localeById(o.CountryId)!;
  const fmt = (n: number) => formatPrice(n, locale);
  const first = o.Stations[0]?.InvoiceAddress ?? o.Stations[0]?.DeliveryAddress;
  const blocks: MailBlock[] = [
    { lines: [promptOf(c, "bestellung-eingang")] },
    {
      title: "Ihre Bestellung",
      rows: [
        ["Bestellnummer", o.OrderNumber],
        ["Bestellt am", formatDate(o.CreatedAt, "shortDT", locale)],
        ["Produkt", o.ProductName],
        ["Menge", `${formatQuantity(o.Amount, locale)} ${o.UnitLabel}`],
        ["Händler", `${o.Dealer.Name}, ${o.Dealer.Address}`],
        ["Lieferzeit", `voraussichtlich ${o.LeadTimeDays} Werktag${o.LeadTimeDays === 1 ? "" : "e"}`],
      ],
    },
    { title: "Lieferstellen", lines: stationLines(o, false) },
    { title: "Preis", rows: priceRows(o, fmt) },
    { title: "Zahlung", lines: paymentLines(c, fmt, false) },
    ...(o.Comment ? [{ title: "Ihre Anmerkung", lines: [o.Comment] }] : []),
    {
      title: "Wie geht es weiter?",
      lines: [
        promptOf(c, "bestellung-naechste-schritte"),
        `Den Stand Ihrer Bestellung sehen Sie jederzeit unter ${c.statusUrl} – ohne Anmeldung. Der Link öffnet nur diese Bestellung; bitte geben Sie ihn nicht weiter.`,
        `Fragen zur Bestellung beantwortet unser Kundenservice unter ${locale.customerPhoneNumber}. Bitte geben Sie dabei Ihre Bestellnummer ${o.OrderNumber} an.`,
      ],
    },
    ...legalBlocks(o),
    { lines: [`Es gelten unsere Allgemeinen Geschäftsbedingungen: ${c.origin}${TERMS_PATH} (Fassung ${o.TermsVersion}).`] },
  ];
  const mail = renderMail(`Ihre Bestellung ${o.OrderNumber} beim Heizöl-Marktplatz`, { greeting: greetingOf(first), blocks });
  return { to: o.EmailAddress, template: "order-confirmation", countryId: o.CountryId, orderId: o.OrderId, ...mail };
}

export function dealerNotificationMail(c: OrderMailContext): MailMessage {
  const o = c.order;
  const locale = localeById(o.CountryId)!;
  const fmt = (n: number) => formatPrice(n, locale);
  const customer = o.Stations[0]?.InvoiceAddress ?? o.Stations[0]?.DeliveryAddress;
  const blocks: MailBlock[] = [
    {
      lines: [
        `über den Heizöl-Marktplatz ist eine neue Bestellung für ${o.Dealer.Name} eingegangen. Bitte bestätigen Sie sie mit einem Lieferzeitraum oder lehnen Sie sie mit einer Begründung ab.`,
      ],
    },
    {
      title: `Bestellung ${o.OrderNumber}`,
      rows: [
        ["Bestellnummer", o.OrderNumber],
        ["Eingegangen am", formatDate(o.CreatedAt, "shortDT", locale)],
        ["Kunde", customer ? addressLine(customer) : ""],
        ["E-Mail", o.EmailAddress],
        ["Telefon", o.Stations[0]?.DeliveryAddress.Phone ?? ""],
        ["Produkt", o.ProductName],
        ["Menge gesamt", `${formatQuantity(o.Amount, locale)} ${o.UnitLabel}`],
        ["Zugesagte Lieferzeit", `${o.LeadTimeDays} Werktag${o.LeadTimeDays === 1 ? "" : "e"}`],
        ...optionRows(c.config, locale),
      ],
    },
    { title: "Lieferstellen", lines: stationLines(o, true) },
    { title: "Preis (wie der Kundin oder dem Kunden bestätigt)", rows: priceRows(o, fmt) },
    { title: "Zahlung", lines: paymentLines(c, fmt, true) },
    ...(o.Comment ? [{ title: "Anmerkung der Kundin oder des Kunden", lines: [o.Comment] }] : []),
  ];
  // The dealer is greeted without a name: the mail goes to the dealer's general address.
  const action = c.portalUrl ? { label: "Bestellung im Händlerportal bestätigen", url: c.portalUrl } : undefined;
  const after = c.portalUrl
    ? [
        "Im Händlerportal bestätigen Sie die Bestellung mit einem Lieferzeitraum oder lehnen sie mit einer Begründung ab; die Kundin oder der Kunde erfährt es sofort per E-Mail.",
      ]
    : undefined;
  const mail = renderMail(`Neue Bestellung ${o.OrderNumber} über den Heizöl-Marktplatz`, { greeting: "Guten Tag", blocks, action, after });
  return { to: dealerMailAddress(o.Dealer.Id), template: "order-dealer-notification", countryId: o.CountryId, orderId: o.OrderId, ...mail };
}

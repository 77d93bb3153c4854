/**
 * The mails of the order's life (decision 0025): to the customer after each step the dealer or support
 * takes, to the dealer when the customer or support changes an order. German; the content only — the
 * one mail renderer lays it out (decision 0021), the country's sender sends it (decision 0013).
 */
import { amountRules } from "../../../domain/shared/catalog.ts";
import { localeById, type Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { NextBestOffer } from "../../../domain/orders/order-life.schemas.ts";
import { orderLinkExpiresAt } from "../../../domain/orders/order-access.ts";
import { deliveryWindowText, type WithdrawalBasis } from "../../../domain/orders/order-states.ts";
import { vatRateLabel } from "../../../domain/calculator/vat.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { renderMail, salutation, type MailBlock } from "../../platform/mail/mail-layout.ts";
import type { MailMessage } from "../../platform/mail/mailer.ts";
import type { OrderView } from "./get-order.ts";
import type { OrderRow } from "./orders.repo.ts";

export type LifeMailTemplate =
  | "order-confirmed"
  | "order-declined"
  | "order-out-for-delivery"
  | "order-delivered"
  | "order-awaiting-consent"
  | "order-withdrawn"
  | "order-cancelled"
  | "order-dealer-withdrawn"
  | "order-dealer-cancelled"
  | "order-dealer-consented"
  /** A fresh link to the order, requested on its status page (decision 0040). */
  | "order-link";

export interface LifeMailContext {
  view: OrderView;
  order: OrderRow;
  tolerancePct: number;
  basis: WithdrawalBasis;
  /**
   * Absolute links: the customer's status page (with the order's signed link, decision 0040), the order
   * in the dealer portal, a new comparison.
   */
  statusUrl: string;
  portalUrl: string;
  offerListUrl: string;
  /** When the transition happened (the history row). */
  eventAt: Date;
  /** The delivered mail's rating link /bewerten-sie-uns/{token}/{orderId}. */
  ratingUrl: string | null;
  /** The declined mail's next-best offer, with its absolute URL. */
  nextBest: (NextBestOffer & { Url: string }) | null;
  /** The dealer's order address(es). */
  dealerTo: string;
  /** The file name of the invoice the delivered mail carries (decision 0041). */
  invoiceFile?: string | null;
}

function greeting(v: OrderView): string {
  const a = v.Stations[0]?.InvoiceAddress ?? v.Stations[0]?.DeliveryAddress;
  return salutation({ title1: a?.Title1 ?? "", title2: a?.Title2 ?? "", firstName: a?.FirstName ?? "", lastName: a?.LastName ?? "" });
}

/** "2.950 Liter (bei 15 °C)" for heating oil and diesel, whose litres are measured temperature-compensated. */
function deliveredQuantity(n: number, o: OrderRow, v: OrderView, locale: Locale): string {
  return `${formatQuantity(n, locale)} ${v.UnitLabel}${o.productGroupId === 1 || o.productGroupId === 2 ? " (bei 15 °C)" : ""}`;
}

function orderRows(c: LifeMailContext, locale: Locale): [string, string][] {
  const v = c.view;
  return [
    ["Bestellnummer", v.OrderNumber],
    ["Bestellt am", formatDate(v.CreatedAt, "shortDT", locale, locale.timeZone)],
    ["Produkt", v.ProductName],
    ["Bestellte Menge", `${formatQuantity(v.Amount, locale)} ${v.UnitLabel}`],
    ["Händler", v.Dealer.Name],
  ];
}

function stationLines(v: OrderView, locale: Locale): string[] {
  return v.Stations.map((s) => {
    const d = s.DeliveryAddress;
    const where = `${d.Street} ${d.HouseNumber}, ${d.ZipCode} ${d.City}`;
    return v.Stations.length > 1
      ? `Lieferstelle ${s.StationNumber}: ${formatQuantity(s.StationAmount, locale)} ${v.UnitLabel}, ${where}`
      : where;
  });
}

function finalPriceRows(o: OrderRow, fmt: (n: number) => string): [string, string][] {
  const lines = (o.finalPriceLines as PriceLine[] | null) ?? [];
  return [
    ...lines.map((l): [string, string] => [l.Label, fmt(l.Price)]),
    ["Endbetrag inkl. MwSt.", fmt(o.finalTotalPrice ?? 0)],
    [`darin enthaltene MwSt. (${vatRateLabel(o.countryId)})`, fmt(o.finalVatAmount ?? 0)],
  ];
}

/** How the final amount is paid, in one sentence per payment kind. */
function paymentAfterDelivery(v: OrderView, fmt: (n: number) => string, total: number): string {
  const p = v.Payment;
  switch (p.Kind) {
    case "sepa":
    case "provider-sepa":
      return `Der Endbetrag von ${fmt(total)} wird von Ihrem Konto ${p.IbanMasked ?? ""} abgebucht (Mandatsreferenz ${p.MandateReference ?? ""}).`;
    case "cash":
      return `Sie bezahlen den Endbetrag von ${fmt(total)} bei der Lieferung bar oder mit EC-Karte.`;
    case "installment":
      return `Unser Finanzierungspartner berechnet Ihre ${p.Months ?? ""} Monatsraten aus dem Endbetrag von ${fmt(total)} und schickt Ihnen den Ratenplan.`;
    case "provider-invoice":
      return `Bitte bezahlen Sie den Endbetrag von ${fmt(total)} innerhalb von 14 Tagen an unseren Finanzierungspartner; er schickt Ihnen die Zahlungsdaten.`;
    default:
      return `Bitte bezahlen Sie den Endbetrag von ${fmt(total)} innerhalb von 14 Tagen an ${v.Dealer.Name}; die Zahlungsdaten stehen auf der Rechnung.`;
  }
}

function contact(v: OrderView, locale: Locale): string {
  return `Fragen beantwortet unser Kundenservice unter ${locale.customerPhoneNumber}. Bitte geben Sie dabei Ihre Bestellnummer ${v.OrderNumber} an.`;
}

/** Under every button to the status page: what the link is (decision 0040). */
const LINK_NOTE =
  "Der Link öffnet Ihre Bestellung ohne Anmeldung, auch als Gast, und nur diese Bestellung. Bitte geben Sie ihn nicht weiter.";

function customerMail(
  c: LifeMailContext,
  template: LifeMailTemplate,
  subject: string,
  blocks: MailBlock[],
  action?: { label: string; url: string },
  after?: MailBlock[],
): MailMessage {
  const note = action?.url === c.statusUrl ? [LINK_NOTE] : [];
  const mail = renderMail(subject, { greeting: greeting(c.view), blocks, action, after: [...note, ...(after ?? [])] });
  return { to: c.view.EmailAddress, template, countryId: c.order.countryId, orderId: c.order.id, ...mail };
}

function dealerMail(c: LifeMailContext, template: LifeMailTemplate, subject: string, blocks: MailBlock[]): MailMessage {
  const mail = renderMail(subject, {
    greeting: "Guten Tag",
    blocks,
    action: { label: "Bestellung im Händlerportal öffnen", url: c.portalUrl },
  });
  return { to: c.dealerTo, template, countryId: c.order.countryId, orderId: c.order.id, ...mail };
}

const STATUS_ACTION = (c: LifeMailContext) => ({ label: "Bestellstatus ansehen", url: c.statusUrl });

export function lifeMail(template: LifeMailTemplate, c: LifeMailContext): MailMessage {
  const v = c.view;
  const o = c.order;
  const locale = localeById(o.countryId)!;
  const fmt = (n: number) => formatPrice(n, locale);
  const window = o.deliveryFrom && o.deliveryTo ? deliveryWindowText(o.deliveryFrom, o.deliveryTo, o.deliverySlot, locale) : "";
  const when = formatDate(c.eventAt, "shortDT", locale, locale.timeZone);

  switch (template) {
    case "order-confirmed":
      return customerMail(
        c,
        template,
        `Ihre Bestellung ${v.OrderNumber} ist bestätigt: Lieferung ${window}`,
        [
          `${v.Dealer.Name} hat Ihre Bestellung bestätigt. Die Lieferung erfolgt ${window}.`,
          {
            title: "Ihre Bestellung",
            rows: [...orderRows(c, locale), ["Liefertermin", window], ["Gesamtpreis inkl. MwSt.", fmt(v.TotalPrice)]],
          },
          { title: v.Stations.length > 1 ? "Lieferstellen" : "Lieferadresse", lines: stationLines(v, locale) },
          {
            title: "Bitte vorbereiten",
            lines: [
              "Bitte sorgen Sie dafür, dass der Tankwagen die Lieferstelle erreichen kann und der Tank und sein Einfüllstutzen zugänglich sind.",
              `Abgerechnet wird die tatsächlich gelieferte Menge zum vereinbarten Preis. Weicht sie um mehr als ±${c.tolerancePct} % von der bestellten Menge ab, fragen wir Sie vorher um Ihre Zustimmung.`,
            ],
          },
          c.basis === "statutory"
            ? "Bis zur Lieferung können Sie Ihre Bestellung jederzeit widerrufen, auch über die Seite Ihres Bestellstatus."
            : `Mit der Bestätigung ist Ihre Bestellung verbindlich. Eine Stornierung ist nur noch im Einvernehmen mit ${v.Dealer.Name} möglich.`,
          contact(v, locale),
        ],
        STATUS_ACTION(c),
      );

    case "order-out-for-delivery":
      return customerMail(
        c,
        template,
        `Ihre Lieferung ist unterwegs: Bestellung ${v.OrderNumber}`,
        [
          `${v.Dealer.Name} hat Ihre Bestellung auf den Weg gebracht${window ? ` (vereinbarter Liefertermin: ${window})` : ""}.`,
          { title: v.Stations.length > 1 ? "Lieferstellen" : "Lieferadresse", lines: stationLines(v, locale) },
          "Bitte sorgen Sie dafür, dass der Tankwagen die Lieferstelle erreichen kann und der Tank zugänglich ist. Nach der Lieferung erhalten Sie die gelieferte Menge und den Endbetrag per E-Mail.",
          contact(v, locale),
        ],
        STATUS_ACTION(c),
      );

    case "order-delivered": {
      const delivered = o.deliveredAmount ?? v.Amount;
      return customerMail(
        c,
        template,
        `Ihre Bestellung ${v.OrderNumber} wurde geliefert: Endbetrag ${fmt(o.finalTotalPrice ?? 0)}`,
        [
          `${v.Dealer.Name} hat ${deliveredQuantity(delivered, o, v, locale)} ${v.ProductName} geliefert. Abgerechnet wird die gelieferte Menge zum vereinbarten Preis.`,
          {
            title: "Lieferung",
            rows: [
              ...orderRows(c, locale),
              ["Gelieferte Menge", deliveredQuantity(delivered, o, v, locale)],
              ["Geliefert am", formatDate(c.eventAt, "shortD", locale, locale.timeZone)],
            ],
          },
          { title: "Endbetrag", rows: finalPriceRows(o, fmt) },
          ...(delivered !== v.Amount
            ? [`Bestellt hatten Sie ${formatQuantity(v.Amount, locale)} ${v.UnitLabel} zu ${fmt(v.TotalPrice)}.`]
            : []),
          { title: "Zahlung", lines: [paymentAfterDelivery(v, fmt, o.finalTotalPrice ?? 0)] },
          ...(c.invoiceFile
            ? [`Die Rechnung liegt dieser E-Mail als PDF bei (${c.invoiceFile}); Sie finden sie auch auf der Seite Ihres Bestellstatus.`]
            : []),
          "Wie zufrieden waren Sie mit Ihrem Händler? Ihre Bewertung hilft anderen Kundinnen und Kunden bei der Wahl und dauert weniger als eine Minute.",
        ],
        c.ratingUrl ? { label: "Jetzt Händler bewerten", url: c.ratingUrl } : STATUS_ACTION(c),
        [
          `Der Bewertungslink gilt 60 Tage und kann einmal verwendet werden. Ihren Bestellstatus finden Sie ohne Anmeldung unter ${c.statusUrl}.`,
          contact(v, locale),
        ],
      );
    }

    case "order-awaiting-consent": {
      const delivered = o.deliveredAmount ?? 0;
      return customerMail(
        c,
        template,
        `Bitte stimmen Sie der Liefermenge zu: Bestellung ${v.OrderNumber}`,
        [
          `${v.Dealer.Name} hat ${deliveredQuantity(delivered, o, v, locale)} geliefert; bestellt hatten Sie ${formatQuantity(v.Amount, locale)} ${v.UnitLabel}. Die Abweichung ist größer als die vereinbarte Toleranz von ±${c.tolerancePct} %. Deshalb rechnen wir erst ab, wenn Sie der gelieferten Menge zustimmen.`,
          { title: "Lieferung", rows: [...orderRows(c, locale), ["Gelieferte Menge", deliveredQuantity(delivered, o, v, locale)]] },
          { title: "Preis für die gelieferte Menge", rows: finalPriceRows(o, fmt) },
          {
            title: "So stimmen Sie zu",
            lines: [
              "Öffnen Sie Ihren Bestellstatus über den Knopf unten – ohne Anmeldung, auch wenn Sie als Gast bestellt haben – und klicken Sie auf „Liefermenge akzeptieren“.",
              `Stimmt die Menge nicht, stimmen Sie bitte nicht zu und wenden Sie sich an ${v.Dealer.Name} oder unseren Kundenservice unter ${locale.customerPhoneNumber}: Der Händler kann die Menge korrigieren.`,
            ],
          },
        ],
        { label: "Liefermenge prüfen und zustimmen", url: c.statusUrl },
      );
    }

    case "order-declined": {
      const next = c.nextBest;
      return customerMail(
        c,
        template,
        `${v.Dealer.Name} kann Ihre Bestellung ${v.OrderNumber} leider nicht ausführen`,
        [
          `${v.Dealer.Name} hat Ihre Bestellung über ${formatQuantity(v.Amount, locale)} ${v.UnitLabel} ${v.ProductName} leider abgelehnt. Sie müssen nichts bezahlen.`,
          { title: "Begründung des Händlers", lines: [o.reason ?? ""] },
          next
            ? {
                title: "Das nächstbeste Angebot für Ihre Bestellung",
                rows: [
                  ["Händler", `${next.DealerName}, ${next.City}`],
                  ["Gesamtpreis inkl. MwSt.", fmt(next.TotalPrice)],
                  [`Preis je ${amountRules(o.productGroupId).basisLabel}`, fmt(next.UnitPrice)],
                ],
              }
            : "Für Ihre Bestellung liegt derzeit leider kein weiteres Angebot vor. Bitte vergleichen Sie später erneut oder ändern Sie die Menge.",
          ...(next
            ? [
                "Der Preis gilt heute; mit einem Klick übernehmen Sie Ihre Einstellungen (Menge, Produkt, Optionen) in eine neue Bestellung bei diesem Händler.",
              ]
            : []),
          contact(v, locale),
        ],
        next
          ? { label: `Angebot von ${next.DealerName} bestellen`, url: next.Url }
          : { label: "Neuen Preisvergleich starten", url: c.offerListUrl },
      );
    }

    case "order-withdrawn":
      return customerMail(
        c,
        template,
        c.basis === "statutory"
          ? `Ihr Widerruf ist eingegangen: Bestellung ${v.OrderNumber}`
          : `Ihre Stornierung ist eingegangen: Bestellung ${v.OrderNumber}`,
        [
          c.basis === "statutory"
            ? `wir haben Ihren Widerruf der Bestellung ${v.OrderNumber} am ${when} Uhr erhalten und an ${v.Dealer.Name} weitergegeben. Die Bestellung wird nicht geliefert.`
            : `wir haben Ihre Stornierung der Bestellung ${v.OrderNumber} am ${when} Uhr erhalten und an ${v.Dealer.Name} weitergegeben. Da der Händler die Bestellung noch nicht bestätigt hatte, ist die Stornierung kostenlos. Die Bestellung wird nicht geliefert.`,
          { title: "Widerrufene Bestellung", rows: [...orderRows(c, locale), ["Gesamtpreis inkl. MwSt.", fmt(v.TotalPrice)]] },
          "Sie müssen nichts bezahlen. Falls Sie bereits etwas bezahlt haben, erhalten Sie es unverzüglich, spätestens binnen 14 Tagen, auf demselben Zahlungsweg zurück.",
          contact(v, locale),
        ],
        STATUS_ACTION(c),
      );

    case "order-cancelled":
      return customerMail(
        c,
        template,
        `Ihre Bestellung ${v.OrderNumber} wurde storniert`,
        [
          `unser Kundenservice hat Ihre Bestellung ${v.OrderNumber} bei ${v.Dealer.Name} am ${when} Uhr storniert.`,
          { title: "Grund", lines: [o.reason ?? ""] },
          "Die Bestellung wird nicht (weiter) geliefert. Sie müssen nichts bezahlen; bereits geleistete Zahlungen erhalten Sie auf demselben Zahlungsweg zurück.",
          contact(v, locale),
        ],
        STATUS_ACTION(c),
      );

    case "order-link":
      return customerMail(
        c,
        template,
        `Ihr Link zur Bestellung ${v.OrderNumber}`,
        [
          `Sie haben einen neuen Link zu Ihrer Bestellung ${v.OrderNumber} bei ${v.Dealer.Name} angefordert. Damit sehen Sie den Stand der Bestellung und können, wenn es ansteht, der Liefermenge zustimmen, widerrufen oder den Händler bewerten.`,
          {
            title: "Ihre Bestellung",
            rows: [
              ...orderRows(c, locale),
              ["Link gültig bis", formatDate(orderLinkExpiresAt(c.eventAt, o.deliveryTo), "shortD", locale, locale.timeZone)],
            ],
          },
        ],
        { label: "Bestellung ansehen", url: c.statusUrl },
        ["Falls Sie keinen Link angefordert haben, können Sie diese E-Mail einfach ignorieren.", contact(v, locale)],
      );

    case "order-dealer-withdrawn":
      return dealerMail(
        c,
        template,
        `Bitte nicht liefern: Bestellung ${v.OrderNumber} wurde ${c.basis === "statutory" ? "widerrufen" : "storniert"}`,
        [
          `die Kundin oder der Kunde hat die Bestellung ${v.OrderNumber} am ${when} Uhr über den Heizöl-Marktplatz ${c.basis === "statutory" ? "widerrufen (gesetzliches Widerrufsrecht vor der Lieferung)" : "storniert (vor Ihrer Auftragsbestätigung, kostenlos)"}. Bitte liefern Sie nicht und planen Sie die Tour um.`,
          { title: `Bestellung ${v.OrderNumber}`, rows: [...orderRows(c, locale), ["Lieferadresse", stationLines(v, locale).join("; ")]] },
          "Bereits erhaltene Zahlungen erstatten Sie bitte binnen 14 Tagen auf demselben Zahlungsweg.",
        ],
      );

    case "order-dealer-cancelled":
      return dealerMail(c, template, `Storniert: Bestellung ${v.OrderNumber}`, [
        `unser Kundenservice hat die Bestellung ${v.OrderNumber} am ${when} Uhr storniert. Bitte liefern Sie nicht (weiter).`,
        { title: "Grund", lines: [o.reason ?? ""] },
        { title: `Bestellung ${v.OrderNumber}`, rows: [...orderRows(c, locale), ["Lieferadresse", stationLines(v, locale).join("; ")]] },
      ]);

    case "order-dealer-consented":
      return dealerMail(c, template, `Liefermenge akzeptiert: Bestellung ${v.OrderNumber}`, [
        `die Kundin oder der Kunde hat der gelieferten Menge von ${deliveredQuantity(o.deliveredAmount ?? 0, o, v, locale)} (bestellt: ${formatQuantity(v.Amount, locale)} ${v.UnitLabel}) am ${when} Uhr zugestimmt. Sie können jetzt abrechnen.`,
        { title: "Endbetrag", rows: finalPriceRows(o, fmt) },
      ]);
  }
}

import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { PAYMENT_KIND_LABELS } from "../../../domain/orders/checkout-payment.ts";
import {
  exportAddress,
  exportCountry,
  exportMoney,
  exportPriceLines,
  exportTime,
  type ExportRow,
  type ExportTables,
} from "../../../domain/customer/data-export.ts";
import {
  ORDER_ACTOR_LABELS,
  ORDER_EVENT_LABELS,
  ORDER_STATUS_LABELS,
  type OrderActorKind,
  type OrderStatus,
} from "../../../domain/orders/order-states.ts";
import { productGroupById } from "../../../domain/shared/products.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { claimedGuestIds, orderDataOf } from "./customer-orders.repo.ts";

const statusLabel = (s: string) => (s ? (ORDER_STATUS_LABELS[s as OrderStatus] ?? s) : null);
const paymentLabel = (kind: unknown) =>
  typeof kind === "string" ? (PAYMENT_KIND_LABELS[kind as keyof typeof PAYMENT_KIND_LABELS] ?? kind) : null;
const text = (v: unknown) => (typeof v === "string" ? v : null);

/** The dealer's invoice of a delivered order (decision 0041), as its PDF names it; null before the delivery. */
function invoiceRow(invoice: { number: string; issuedAt: Date; deliveredOn: string } | undefined): ExportRow | null {
  return invoice
    ? { Rechnungsnummer: invoice.number, "Ausgestellt am": exportTime(invoice.issuedAt), Leistungsdatum: invoice.deliveredOn }
    : null;
}

/**
 * What an event's data says, under the export's keys (decision 0046). The keys the transitions write:
 * the window of a confirmation, the reason of a decline or cancellation, the delivered amount, the stars;
 * `Via` is how a customer acted (decision 0040), shown as yes/no for the mail link.
 */
function eventFacts(data: unknown): ExportRow {
  const d = (data ?? {}) as Record<string, unknown>;
  const facts: ExportRow = { "Per E-Mail-Link": d.Via === "order-link" };
  if (d.From !== undefined) facts["Lieferung ab"] = text(d.From);
  if (d.To !== undefined) facts["Lieferung bis"] = text(d.To);
  if (d.Slot !== undefined) facts.Zeitfenster = text(d.Slot);
  if (d.Reason !== undefined) facts.Grund = text(d.Reason);
  if (typeof d.DeliveredAmount === "number") facts["Gelieferte Menge"] = d.DeliveredAmount;
  if (typeof d.Stars === "number") facts.Sterne = d.Stars;
  return facts;
}

/**
 * Her data of the orders area (decisions 0028, 0046): her orders — her own and the guest orders
 * she took over — each with its stations, history and rating, and her checkouts, under the export's
 * documented keys. Dealers by name; the ids of dealers, branches and of whoever acted on the order
 * (a dealer's staff, support) are not hers and stay out.
 */
export async function exportOrderData(deps: Pick<OrderLifeDeps, "db">, userId: number): Promise<ExportTables> {
  const d = await orderDataOf(deps.db, [userId, ...(await claimedGuestIds(deps.db, userId))]);
  const dealer = (id: number) => d.dealerNames.get(id) ?? null;
  return {
    Bestellungen: d.orders.map((o) => {
      const rating = d.ratings.find((r) => r.orderId === o.id);
      return {
        Bestellnummer: o.orderNumber,
        "Bestellt am": exportTime(o.createdAt),
        Land: exportCountry(o.countryId),
        Produktgruppe: productGroupById(o.productGroupId)?.name ?? null,
        Produkt: productById(o.productId)?.DisplayName ?? null,
        Menge: o.amount,
        Einheit: amountRules(o.productGroupId).unitLabel,
        "Anzahl Lieferstellen": o.stations,
        Klimaneutral: o.climateNeutral,
        "Termin Plus": o.appointmentPlus,
        Händler: dealer(o.dealerId),
        Zahlungsart: paymentLabel(o.paymentKind),
        "Raten (Monate)": o.installmentMonths,
        Monatsrate: exportMoney(o.monthlyRate),
        IBAN: o.iban,
        Kontoinhaber: o.accountHolder,
        Mandatsreferenz: o.mandateReference,
        Mandatstext: o.mandateText,
        "Referenz des Finanzierungspartners": o.providerReference,
        Währung: o.currency,
        Nettopreis: exportMoney(o.netPrice),
        Mehrwertsteuer: exportMoney(o.vatAmount),
        Gesamtpreis: exportMoney(o.totalPrice),
        "Preis je Einheit": exportMoney(o.unitPrice),
        Preisbestandteile: exportPriceLines(o.priceLines),
        "Lieferzeit (Tage)": o.leadTimeDays,
        Bemerkung: o.comment,
        "AGB-Fassung": o.termsVersion,
        "Widerrufsbelehrung-Fassung": o.withdrawalNoticeVersion,
        Status: statusLabel(o.status),
        "Status seit": exportTime(o.statusChangedAt ?? o.createdAt),
        "Lieferung ab": o.deliveryFrom,
        "Lieferung bis": o.deliveryTo,
        Zeitfenster: o.deliverySlot,
        "Gelieferte Menge": o.deliveredAmount,
        "Endpreis netto": exportMoney(o.finalNetPrice),
        "Endpreis Mehrwertsteuer": exportMoney(o.finalVatAmount),
        Endpreis: exportMoney(o.finalTotalPrice),
        Endpreisbestandteile: exportPriceLines(o.finalPriceLines),
        Grund: o.reason,
        Lieferstellen: d.stations
          .filter((s) => s.orderId === o.id)
          .map((s) => ({
            Lieferstelle: s.stationNumber,
            Menge: s.amount,
            Lieferadresse: exportAddress(s.deliveryAddress as Record<string, unknown>),
            Rechnungsadresse: exportAddress(s.invoiceAddress as Record<string, unknown> | null),
          })),
        Verlauf: d.events
          .filter((e) => e.orderId === o.id)
          .map((e) => ({
            Zeitpunkt: exportTime(e.createdAt),
            Ereignis: ORDER_EVENT_LABELS[e.event as keyof typeof ORDER_EVENT_LABELS] ?? e.event,
            "Status vorher": statusLabel(e.fromStatus),
            "Status nachher": statusLabel(e.toStatus),
            // Her own steps are hers ("Sie"); for the others the role, never the person.
            "Ausgelöst von": e.actorKind === "customer" ? "Sie" : (ORDER_ACTOR_LABELS[e.actorKind as OrderActorKind] ?? e.actorKind),
            ...eventFacts(e.data),
          })),
        Rechnung: invoiceRow(d.invoices.find((i) => i.orderId === o.id)),
        Bewertung: rating ? { Sterne: rating.stars, Kommentar: rating.comment, "Bewertet am": exportTime(rating.createdAt) } : null,
      };
    }),
    Bestellvorgänge: d.checkouts.map((c) => {
      const config = c.config as Partial<CalculatorConfigInput>;
      const payment = (c.payment ?? null) as { Kind?: unknown; Iban?: unknown; AccountHolder?: unknown } | null;
      return {
        "Begonnen am": exportTime(c.createdAt),
        "Zuletzt geändert am": exportTime(c.updatedAt),
        Land: exportCountry(c.countryId),
        Produktgruppe: productGroupById(c.productGroupId)?.name ?? null,
        Händler: dealer(c.dealerId),
        PLZ: text(config.ZipCode),
        Menge: typeof config.Amount === "number" ? config.Amount : null,
        Zahlungsart: paymentLabel(payment?.Kind),
        IBAN: text(payment?.Iban),
        Kontoinhaber: text(payment?.AccountHolder),
        Bemerkung: c.comment,
        Bestellnummer: c.orderId === null ? null : (d.orderNumbers.get(c.orderId) ?? null),
      };
    }),
  };
}

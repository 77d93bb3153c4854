import { localeById, LOCALES, type Locale } from "../../../domain/shared/countries.ts";
import type { DeliveryPreview } from "../../../domain/dealer-portal/delivery-preview.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import { deliveryWindowText } from "../../../domain/orders/order-states.ts";

/** A form post that came back with a German problem (the values typed are shown again). */
export interface OrderFormProblem {
  kind: "problem";
  orderId: number;
  intent: string;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

/** The final amount before "Geliefert" is reported. */
export interface OrderDeliveryPreview {
  kind: "preview";
  orderId: number;
  preview: Extract<DeliveryPreview, { ok: true }>;
  values: Record<string, string>;
  /** The report came back refused (an early delivery not confirmed, decision 0048). */
  problem?: string;
}

export type PortalActionResult = OrderFormProblem | OrderDeliveryPreview;

export const localeOf = (order: { CountryId: number }): Locale => localeById(order.CountryId) ?? LOCALES.de;

/** "12.11.2026, 14:05" in the order's country. */
export const dateTime = (iso: string, locale: Locale) => formatDate(iso, "shortDT", locale, locale.timeZone);
/** "12.11.2026" for a calendar day. */
export const day = (isoDay: string, locale: Locale) => formatDate(`${isoDay}T12:00:00Z`, "shortD", locale, "UTC");

export const quantity = (n: number, unit: string, locale: Locale) => `${formatQuantity(n, locale)} ${unit}`;
/** Heating oil and diesel are measured at 15 °C (DIN 51757); kilograms and bags are not. */
export const unitAt15 = (unit: string) => (unit === "Liter" ? "Liter bei 15 °C" : unit);

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`portal-status portal-status--${status}`}>{label}</span>;
}

/** The window the dealer confirmed, in words ("zwischen dem … und dem …", "am …, 07–12 Uhr"). */
export function windowText(order: Pick<DealerOrderListItem, "DeliveryFrom" | "DeliveryTo" | "DeliverySlot" | "CountryId">): string | null {
  if (!order.DeliveryFrom || !order.DeliveryTo) return null;
  return deliveryWindowText(order.DeliveryFrom, order.DeliveryTo, order.DeliverySlot, localeOf(order));
}

/** Stations, product, options, payment and the customer's wishes: what the dealer needs to decide. */
export function OrderFacts({ order, comment }: { order: DealerOrderListItem; comment?: string | null }) {
  const locale = localeOf(order);
  const window = windowText(order);
  return (
    <div className="portal-facts">
      <section aria-label="Lieferstellen" className="portal-facts__stations">
        <h3 className="portal-facts__title">{order.Stations.length > 1 ? `${order.Stations.length} Lieferstellen` : "Lieferstelle"}</h3>
        <ol className="portal-stations">
          {order.Stations.map((s) => (
            <li key={s.StationNumber}>
              <strong>{s.CompanyName ? `${s.CompanyName}${s.Name ? `, ${s.Name}` : ""}` : s.Name}</strong>
              <span>
                {s.Street} {s.HouseNumber}
              </span>
              <span>
                {s.ZipCode} {s.City}
              </span>
              {s.Phone && (
                <span>
                  Tel. <a href={`tel:${s.Phone.replace(/[^\d+]/g, "")}`}>{s.Phone}</a>
                </span>
              )}
              <span className="portal-stations__amount">{quantity(s.StationAmount, order.UnitLabel, locale)}</span>
            </li>
          ))}
        </ol>
      </section>
      <dl className="portal-facts__list">
        <div>
          <dt>Produkt</dt>
          <dd>
            {order.ProductName}, {quantity(order.Amount, order.UnitLabel, locale)}
          </dd>
        </div>
        <div>
          <dt>Preis</dt>
          <dd>
            {formatPrice(order.TotalPrice, locale)}
            {order.FinalTotalPrice !== null && order.FinalTotalPrice !== order.TotalPrice && (
              <> (Endbetrag {formatPrice(order.FinalTotalPrice, locale)})</>
            )}
          </dd>
        </div>
        <div>
          <dt>Zahlung</dt>
          <dd>{order.PaymentLabel}</dd>
        </div>
        {order.Options.length > 0 && (
          <div>
            <dt>Optionen</dt>
            <dd>{order.Options.join(" · ")}</dd>
          </div>
        )}
        <div>
          <dt>Lieferwunsch</dt>
          <dd>
            {order.DesiredDate
              ? `Wunschtermin ${day(order.DesiredDate, locale)}`
              : `innerhalb von ${order.LeadTimeDays} ${order.LeadTimeDays === 1 ? "Tag" : "Tagen"} (Ihre Lieferzeit)`}
          </dd>
        </div>
        {window && (
          <div>
            <dt>Lieferzeitraum</dt>
            <dd>{window}</dd>
          </div>
        )}
        {order.DeliveredAmount !== null && (
          <div>
            <dt>Geliefert</dt>
            <dd>{quantity(order.DeliveredAmount, unitAt15(order.UnitLabel), locale)}</dd>
          </div>
        )}
        {comment && (
          <div className="portal-facts__comment">
            <dt>Kommentar</dt>
            <dd>{comment}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

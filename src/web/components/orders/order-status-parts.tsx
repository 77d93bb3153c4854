/** Presentational parts of the customer's order status page (decision 0025). */
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { OrderEvent } from "../../../domain/orders/order-life.schemas.ts";
import { PROGRESS_STEPS, progressIndex, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { vatRateLabel } from "../../../domain/calculator/vat.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";

const ENDED: Partial<Record<OrderStatus, string>> = { declined: "Abgelehnt", withdrawn: "Widerrufen", cancelled: "Storniert" };

/** Bestellt → Bestätigt → Unterwegs → Geliefert → Bewertet; an ended order shows where it ended. */
export function OrderProgress({ status, history }: { status: OrderStatus; history: readonly OrderEvent[] }) {
  const ended = ENDED[status];
  const lastActive = [...history].reverse().find((h) => h.ToStatus !== status)?.ToStatus as OrderStatus | undefined;
  const reached = progressIndex(status, lastActive);
  return (
    <nav className="os-progress" aria-label="Stand der Bestellung">
      <ol className="os-progress__list">
        {PROGRESS_STEPS.map((step, i) => {
          const state = ended
            ? i <= reached
              ? "done"
              : "off"
            : i < reached || (i === reached && status === "rated")
              ? "done"
              : i === reached
                ? "current"
                : "upcoming";
          return (
            <li
              key={step.status}
              className={`os-progress__item os-progress__item--${state}`}
              aria-current={state === "current" ? "step" : undefined}
            >
              <span className="os-progress__dot" aria-hidden="true">
                {state === "done" ? "✓" : i + 1}
              </span>
              <span className="os-progress__label">
                {step.label}
                <span className="visually-hidden">{state === "done" ? " (erledigt)" : state === "current" ? " (aktuell)" : ""}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {ended ? (
        <p className="os-progress__ended" data-testid="order-ended">
          {ended}
        </p>
      ) : (
        <p className="os-progress__mobile" aria-hidden="true">
          Schritt {reached + 1} von {PROGRESS_STEPS.length}: <strong>{PROGRESS_STEPS[reached].label}</strong>
        </p>
      )}
    </nav>
  );
}

export function FinalPriceTable({
  lines,
  total,
  vat,
  countryId,
  locale,
}: {
  lines: readonly PriceLine[];
  total: number;
  vat: number;
  countryId: number;
  locale: Locale;
}) {
  return (
    <table className="co-prices" data-testid="final-price">
      <caption className="visually-hidden">Abrechnung der gelieferten Menge</caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.Key}>
            <th scope="row">{l.Label}</th>
            <td>{formatPrice(l.Price, locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="co-prices__total">
          <th scope="row">Endbetrag inkl. MwSt.</th>
          <td data-testid="final-total">{formatPrice(total, locale)}</td>
        </tr>
        <tr className="co-prices__vat">
          <th scope="row">darin enthaltene MwSt. ({vatRateLabel(countryId)})</th>
          <td>{formatPrice(vat, locale)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** One line of what happened: "Liefertermin …", "2.950 Liter", "Grund: …". */
function eventDetail(e: OrderEvent, unitLabel: string, locale: Locale): string | null {
  const d = e.Data;
  if (d.From && d.To) {
    const day = (s: string) => formatDate(`${s}T12:00:00Z`, "shortD", locale);
    return d.From === d.To ? `Liefertermin ${day(d.From)}${d.Slot ? `, ${d.Slot}` : ""}` : `Liefertermin ${day(d.From)} bis ${day(d.To)}`;
  }
  if (d.DeliveredAmount !== undefined)
    return `Gelieferte Menge: ${formatQuantity(d.DeliveredAmount, locale)} ${unitLabel}${d.EarlyDelivery && d.WindowFrom ? ` (vor dem angekündigten Liefertermin ab ${formatDate(`${d.WindowFrom}T12:00:00Z`, "shortD", locale)})` : ""}`;
  if (d.Reason) return `Grund: ${d.Reason}`;
  if (d.Stars !== undefined) return `${d.Stars} von 5 Sternen`;
  return null;
}

/** The history; `viewer` "customer" names the customer's own steps "Sie". */
export function OrderHistory({
  history,
  unitLabel,
  locale,
  viewer,
}: {
  history: readonly OrderEvent[];
  unitLabel: string;
  locale: Locale;
  viewer?: "customer";
}) {
  return (
    <ol className="os-history" data-testid="order-history">
      {history.map((e, i) => {
        const detail = eventDetail(e, unitLabel, locale);
        return (
          <li key={i} className="os-history__item">
            <time dateTime={e.CreatedAt} className="os-history__time">
              {formatDate(e.CreatedAt, "shortDT", locale, locale.timeZone)} Uhr
            </time>
            <span className="os-history__what">
              <strong>{e.EventLabel}</strong>{" "}
              <span className="os-history__who">({viewer === "customer" && e.ActorKind === "customer" ? "Sie" : e.ActorLabel})</span>
              {detail && <span className="os-history__detail">{detail}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

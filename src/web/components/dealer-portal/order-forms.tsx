/**
 * The dealer portal's order parts (decision 0026): an order's summary (stations, product, options,
 * payment, wishes) and the forms of its next steps — confirm with a window, decline with a reason, out
 * for delivery, delivered with the amount (first the final amount, then the report). Every form is a
 * plain POST to the page's action, so all of it works without JavaScript. Presentational only.
 */
import { Form, Link } from "react-router";
import { localeById, LOCALES, type Locale } from "../../../domain/shared/countries.ts";
import { DELIVERY_SLOTS } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { toleranceBand, type DeliveryPreview } from "../../../domain/dealer-portal/delivery-preview.ts";
import { suggestedWindow } from "../../../domain/dealer-portal/delivery-schedule.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import { deliveryWindowText } from "../../../domain/orders/order-states.ts";
import { Alert, TextField } from "../account/form-fields.tsx";

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

type FormProps = { order: DealerOrderListItem; result?: PortalActionResult; busy: boolean };
const problemFor = (result: PortalActionResult | undefined, order: { OrderId: number }, ...intents: string[]) =>
  result?.kind === "problem" && result.orderId === order.OrderId && intents.includes(result.intent) ? result : undefined;

function Hidden({ order, intent }: { order: { OrderId: number }; intent: string }) {
  return (
    <>
      <input type="hidden" name="orderId" value={order.OrderId} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

/** "Bestätigen": a date range, or one day with a time slot; the suggestion follows the customer's wish. */
export function ConfirmForm({ order, result, busy, today }: FormProps & { today: string }) {
  const problem = problemFor(result, order, "confirm");
  const v = problem?.values;
  const suggestion = suggestedWindow(order, today);
  const kind = v?.WindowKind === "day" ? "day" : "range";
  const e = problem?.fieldErrors ?? {};
  return (
    <details className="portal-action" open={Boolean(problem)}>
      <summary className="button button--primary">Bestätigen</summary>
      <Form method="post" className="portal-form confirm-form" noValidate aria-label={`Bestellung ${order.OrderNumber} bestätigen`}>
        <Hidden order={order} intent="confirm" />
        {problem && <Alert kind="error">{problem.message}</Alert>}
        <fieldset className="portal-form__choice">
          <legend>Lieferzeitraum</legend>
          <label>
            <input type="radio" name="WindowKind" value="range" defaultChecked={kind === "range"} /> Zeitraum (von – bis)
          </label>
          <label>
            <input type="radio" name="WindowKind" value="day" defaultChecked={kind === "day"} /> Ein Tag mit Zeitfenster
          </label>
        </fieldset>
        <div className="portal-form__row window-range">
          <TextField label="Von" name="From" type="date" min={today} defaultValue={v?.From || suggestion.from} error={e.From} />
          <TextField label="Bis" name="To" type="date" min={today} defaultValue={v?.To || suggestion.to} error={e.To} />
        </div>
        <div className="portal-form__row window-day">
          <TextField label="Liefertag" name="Day" type="date" min={today} defaultValue={v?.Day || suggestion.from} error={e.Day} />
          <div className={`account-field${e.Slot ? " account-field--invalid" : ""}`}>
            <label htmlFor={`slot-${order.OrderId}`}>Zeitfenster</label>
            <select id={`slot-${order.OrderId}`} name="Slot" defaultValue={v?.Slot ?? DELIVERY_SLOTS[0]}>
              {DELIVERY_SLOTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
              <option value="">ganztägig</option>
            </select>
            {e.Slot && <p className="account-field__error">{e.Slot}</p>}
          </div>
        </div>
        <p className="portal-form__hint">Die Kundin bzw. der Kunde erhält den Lieferzeitraum sofort per E-Mail.</p>
        <button type="submit" className="button button--primary" disabled={busy}>
          Bestellung bestätigen
        </button>
      </Form>
    </details>
  );
}

/** "Ablehnen": opening it is the first step, the reason and the second button the confirmation. */
export function DeclineForm({ order, result, busy }: FormProps) {
  const problem = problemFor(result, order, "decline");
  return (
    <details className="portal-action" open={Boolean(problem)}>
      <summary className="button button--secondary">Ablehnen</summary>
      <Form method="post" className="portal-form" noValidate aria-label={`Bestellung ${order.OrderNumber} ablehnen`}>
        <Hidden order={order} intent="decline" />
        {problem && <Alert kind="error">{problem.message}</Alert>}
        <div className={`account-field${problem?.fieldErrors.Reason ? " account-field--invalid" : ""}`}>
          <label htmlFor={`reason-${order.OrderId}`}>Grund der Ablehnung</label>
          <textarea
            id={`reason-${order.OrderId}`}
            name="Reason"
            required
            maxLength={500}
            defaultValue={problem?.values.Reason}
            aria-invalid={problem?.fieldErrors.Reason ? true : undefined}
            placeholder="z. B. Die Lieferadresse liegt außerhalb unseres Liefergebiets."
          />
          {problem?.fieldErrors.Reason && <p className="account-field__error">{problem.fieldErrors.Reason}</p>}
        </div>
        <p className="portal-form__hint">
          Die Kundin bzw. der Kunde erhält Ihre Begründung per E-Mail, zusammen mit dem nächstbesten Angebot. Die Ablehnung lässt sich nicht
          zurücknehmen.
        </p>
        <button type="submit" className="button button--danger" disabled={busy}>
          Bestellung endgültig ablehnen
        </button>
      </Form>
    </details>
  );
}

/** "Unterwegs": the truck has left. */
export function DispatchForm({ order, result, busy }: FormProps) {
  const problem = problemFor(result, order, "dispatch");
  return (
    <Form method="post" className="portal-inline-form" aria-label={`Bestellung ${order.OrderNumber} als unterwegs melden`}>
      <Hidden order={order} intent="dispatch" />
      {problem && <Alert kind="error">{problem.message}</Alert>}
      <button type="submit" className="button button--secondary" disabled={busy}>
        Unterwegs
      </button>
    </Form>
  );
}

/**
 * "Geliefert": the delivered amount, then the final amount and whether the customer has to consent,
 * then the report. The band of the dealer's tolerance is shown before anything is typed.
 */
export function DeliverForm({ order, result, busy, tolerancePct }: FormProps & { tolerancePct: number }) {
  const locale = localeOf(order);
  const problem = problemFor(result, order, "deliver-preview", "deliver");
  const preview = result?.kind === "preview" && result.orderId === order.OrderId ? result : undefined;
  const band = toleranceBand(order.Amount, tolerancePct);
  const unit = order.UnitLabel;
  const typed = problem?.values.DeliveredAmount ?? (preview ? formatQuantity(preview.preview.delivered, locale) : "");
  return (
    <details className="portal-action" open={Boolean(problem || preview)}>
      <summary className="button button--primary">Geliefert</summary>
      <div className="portal-form">
        <p className="portal-form__hint">
          Bestellt: <strong>{quantity(order.Amount, unit, locale)}</strong> · Ihre Toleranz ±{tolerancePct} %:{" "}
          {formatQuantity(band.min, locale)}–{quantity(band.max, unit, locale)}
        </p>
        <Form method="post" noValidate aria-label={`Liefermenge der Bestellung ${order.OrderNumber}`}>
          <Hidden order={order} intent="deliver-preview" />
          {problem && <Alert kind="error">{problem.message}</Alert>}
          <div className="portal-form__row portal-form__row--end">
            <TextField
              label={`Gelieferte Menge (${unitAt15(unit)})`}
              name="DeliveredAmount"
              inputMode="numeric"
              autoComplete="off"
              required
              defaultValue={typed}
              key={typed}
              error={problem?.fieldErrors.DeliveredAmount}
            />
            <button type="submit" className="button button--secondary" disabled={busy}>
              Endbetrag prüfen
            </button>
          </div>
        </Form>
        {preview && (
          <DeliverySummary order={order} preview={preview.preview} problem={preview.problem} tolerancePct={tolerancePct} busy={busy} />
        )}
      </div>
    </details>
  );
}

function DeliverySummary({
  order,
  preview,
  problem,
  tolerancePct,
  busy,
}: {
  order: DealerOrderListItem;
  preview: OrderDeliveryPreview["preview"];
  problem?: string;
  tolerancePct: number;
  busy: boolean;
}) {
  const locale = localeOf(order);
  const diff = preview.delivered - preview.ordered;
  const pct = (diff * 100) / preview.ordered;
  return (
    <div className="portal-preview" role="status" aria-label="Endbetrag der Lieferung">
      <dl className="portal-preview__list">
        <div>
          <dt>Bestellt</dt>
          <dd>{quantity(preview.ordered, order.UnitLabel, locale)}</dd>
        </div>
        <div>
          <dt>Geliefert</dt>
          <dd>
            {quantity(preview.delivered, unitAt15(order.UnitLabel), locale)} (
            {diff === 0
              ? "wie bestellt"
              : `${diff > 0 ? "+" : "−"}${formatQuantity(Math.abs(diff), locale)} ${order.UnitLabel}, ${diff > 0 ? "+" : "−"}${Math.abs(pct).toLocaleString(locale.intlLocale, { maximumFractionDigits: 1 })} %`}
            )
          </dd>
        </div>
        <div>
          <dt>Bestellwert</dt>
          <dd>{formatPrice(order.TotalPrice, locale)}</dd>
        </div>
        <div className="portal-preview__total">
          <dt>Endbetrag</dt>
          <dd>{formatPrice(preview.final.total, locale)}</dd>
        </div>
      </dl>
      {preview.withinTolerance ? (
        <p>
          Innerhalb Ihrer Toleranz von ±{tolerancePct} %: Die Bestellung wird mit diesem Endbetrag als geliefert abgeschlossen; die Kundin
          bzw. der Kunde erhält ihn per E-Mail.
        </p>
      ) : (
        <p className="portal-preview__warning">
          Mehr als ±{tolerancePct} % Abweichung: Die Kundin bzw. der Kunde muss der Liefermenge zustimmen, bevor die Bestellung
          abgeschlossen ist.
        </p>
      )}
      <Form method="post" aria-label={`Lieferung der Bestellung ${order.OrderNumber} melden`}>
        <Hidden order={order} intent="deliver" />
        <input type="hidden" name="DeliveredAmount" value={preview.delivered} />
        {preview.earlyFrom && <EarlyDeliveryQuestion order={order} from={preview.earlyFrom} problem={problem} />}
        <button type="submit" className="button button--primary" disabled={busy}>
          {formatQuantity(preview.delivered, locale)} {order.UnitLabel} als geliefert melden
        </button>
      </Form>
    </div>
  );
}

/**
 * The confirmed window has not started yet (decision 0048): the report goes through only with this box
 * ticked; the server refuses it otherwise, so the question holds without JavaScript too.
 */
function EarlyDeliveryQuestion({ order, from, problem }: { order: DealerOrderListItem; from: string; problem?: string }) {
  const locale = localeOf(order);
  const id = `frueh-${order.OrderId}`;
  return (
    <div className={`portal-early${problem ? " portal-early--invalid" : ""}`}>
      <p className="portal-preview__warning">
        Vor dem Lieferzeitraum: Sie haben der Kundin bzw. dem Kunden die Lieferung {windowText(order) ?? `ab dem ${day(from, locale)}`}{" "}
        angekündigt. Melden Sie sie nur, wenn tatsächlich schon geliefert wurde; der Verlauf der Bestellung hält die Lieferung vor dem
        Zeitraum fest.
      </p>
      {problem && <Alert kind="error">{problem}</Alert>}
      <label htmlFor={id} className="portal-early__confirm">
        <input id={id} type="checkbox" name="EarlyDeliveryConfirmed" value="ja" aria-invalid={problem ? true : undefined} /> Ja, die
        Lieferung ist schon erfolgt (vor dem {day(from, locale)}).
      </label>
    </div>
  );
}

/** The next steps the order allows, as forms; "Details" leads to the order's page. */
export function OrderActions({
  order,
  result,
  busy,
  today,
  tolerancePct,
  detailLink = true,
}: FormProps & { today: string; tolerancePct: number; detailLink?: boolean }) {
  const can = new Set(order.AllowedEvents);
  // A finished order on its own page: no step left, no empty bar.
  if (can.size === 0 && !detailLink) return null;
  return (
    <div className="portal-actions">
      {can.has("confirm") && <ConfirmForm order={order} result={result} busy={busy} today={today} />}
      {can.has("decline") && <DeclineForm order={order} result={result} busy={busy} />}
      {can.has("dispatch") && <DispatchForm order={order} result={result} busy={busy} />}
      {can.has("deliver") && <DeliverForm order={order} result={result} busy={busy} tolerancePct={tolerancePct} />}
      {detailLink && (
        <Link className="portal-actions__link" to={`/haendlerportal/bestellungen/${order.OrderId}`}>
          Details und Verlauf
        </Link>
      )}
    </div>
  );
}

/** The notice after a change, at the order it concerns. */
export function DoneNotice({ text }: { text: string }) {
  return <Alert kind="success">{text}</Alert>;
}

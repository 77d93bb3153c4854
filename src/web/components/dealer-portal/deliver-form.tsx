/** The dealer portal's "Geliefert" (decision 0026): the amount, then the final amount, then the report; a plain POST. */
import { Form } from "react-router";
import { toleranceBand } from "../../../domain/dealer-portal/delivery-preview.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import { Alert, TextField } from "../account/form-fields.tsx";
import { day, localeOf, quantity, unitAt15, windowText, type OrderDeliveryPreview } from "./order-summary.tsx";
import { Hidden, problemFor, type FormProps } from "./order-form-parts.tsx";

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

/**
 * The dealer portal's order forms (decision 0026): the forms of an order's next steps — confirm with a
 * window, decline with a reason, out for delivery, delivered with the amount (deliver-form.tsx). Every form
 * is a plain POST to the page's action, so all of it works without JavaScript. Presentational only.
 */
import { Form, Link } from "react-router";
import { DELIVERY_SLOTS } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { suggestedWindow } from "../../../domain/dealer-portal/delivery-schedule.ts";
import { Alert, TextField } from "../account/form-fields.tsx";
import { Hidden, problemFor, type FormProps } from "./order-form-parts.tsx";
import { DeliverForm } from "./deliver-form.tsx";

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

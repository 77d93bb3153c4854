/**
 * /admin/verkaufsliste/{orderId} (decision 0031): one order for the back office — prices,
 * customer, dealer, delivery, its history (who, when, what) — and, for the support desks, cancelling it
 * with a reason after a confirmation (the orders area's "cancel" transition: both parties get mail).
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sales-order";
import { pageAreaOf, verdict } from "../../../domain/access/access-areas.ts";
import { cancelBySupportRequest } from "../../../domain/back-office/sales-list.schemas.ts";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { formatAmount, formatDate, formatPrice } from "../../../domain/shared/format.ts";
import { passes } from "../../../domain/access/roles.ts";
import { Alert, TextField } from "../../components/account/form-fields.tsx";
import { caller, errorPageOf, orErrorPage, formText, assertSameOrigin } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Bestellung | Verkaufsliste | Backoffice" }, { name: "robots", content: "noindex" }];
}

function orderIdOf(params: { orderId?: string }): number {
  const id = parseIdText(params.orderId);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const me = caller(context);
  const order = await orErrorPage(() => context.services.orders.salesOrderDetail(orderIdOf(params)));
  return {
    order,
    maySupport: passes(me.roles, "SUPPORT"),
    mayOpenUsers: verdict(pageAreaOf("/support/user/list"), context.user) === "allowed",
    cancelled: new URL(request.url).searchParams.get("hinweis") === "storniert",
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const me = caller(context);
  const orderId = orderIdOf(params);
  // Cancelling is the support desks' (finance reads the list): the same rule as POST /api/support/orders/{id}/cancel.
  if (!passes(me.roles, "SUPPORT")) throw new Response(null, { status: 403 });
  const form = await request.formData();
  const reason = formText(form, "Reason", 600);
  if (form.get("Confirm") !== "1") return { message: "Bitte bestätigen Sie die Stornierung.", reason };
  const parsed = cancelBySupportRequest.safeParse({ Reason: reason });
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? "Bitte geben Sie einen Grund an.", reason };
  try {
    await context.services.orders.cancelOrder({
      orderId,
      actor: { kind: "support", userId: me.id },
      reason: parsed.data.Reason,
      requestId: me.requestId,
    });
  } catch (err) {
    if (isClientError(err) && err.statusCode === 409) return { message: err.message, reason };
    throw errorPageOf(err);
  }
  return redirect(`/admin/verkaufsliste/${orderId}?hinweis=storniert`);
}

export default function SalesOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order: o, maySupport, mayOpenUsers, cancelled } = loaderData;
  const busy = useNavigation().state !== "idle";
  const locale = localeById(o.CountryId) ?? LOCALES.de;
  const price = (n: number) => formatPrice(n, locale);
  return (
    <main>
      <p>
        <Link to="/admin/verkaufsliste">← Zur Verkaufsliste</Link>
      </p>
      <h1>Bestellung {o.OrderNumber}</h1>
      <p className="bo-lead">
        <span className="bo-badge">{o.StatusLabel}</span> · eingegangen {formatDate(o.CreatedAt, "shortDT", locale)}
      </p>
      {cancelled && (
        <Alert kind="success">Die Bestellung ist storniert. Kundin bzw. Kunde und Händler erhalten eine E-Mail mit dem Grund.</Alert>
      )}
      <div className="bo-grid">
        <section className="bo-card" aria-labelledby="bestellung-titel">
          <h2 id="bestellung-titel">Bestellung</h2>
          <dl className="bo-dl">
            <dt>Produkt</dt>
            <dd>{o.ProductName}</dd>
            <dt>Menge</dt>
            <dd>
              {formatAmount(o.Amount, amountRules(o.ProductGroupId).unitSymbol, locale)}
              {o.DeliveredAmount !== null && " (geliefert)"}
            </dd>
            <dt>Zahlart</dt>
            <dd>{o.PaymentLabel}</dd>
            <dt>Preis je Einheit</dt>
            <dd>{price(o.UnitPrice)}</dd>
            <dt>Netto</dt>
            <dd>{price(o.NetPrice)}</dd>
            <dt>MwSt.</dt>
            <dd>{price(o.VatAmount)}</dd>
            <dt>Gesamt</dt>
            <dd>
              <strong>{price(o.TotalPrice)}</strong>
            </dd>
            {o.DeliveryFrom && (
              <>
                <dt>Lieferzeitraum</dt>
                <dd>
                  {formatDate(o.DeliveryFrom, "shortD", locale)}
                  {o.DeliveryTo && o.DeliveryTo !== o.DeliveryFrom && ` – ${formatDate(o.DeliveryTo, "shortD", locale)}`}
                </dd>
              </>
            )}
            {o.Reason && (
              <>
                <dt>Grund</dt>
                <dd>{o.Reason}</dd>
              </>
            )}
            {o.Comment && (
              <>
                <dt>Kommentar</dt>
                <dd>{o.Comment}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="bo-card" aria-labelledby="beteiligte-titel">
          <h2 id="beteiligte-titel">Beteiligte</h2>
          <dl className="bo-dl">
            <dt>Kunde</dt>
            <dd>
              {mayOpenUsers ? (
                <Link to={`/support/benutzer/${o.CustomerId}/bearbeiten`}>{o.CustomerName || `#${o.CustomerId}`}</Link>
              ) : (
                o.CustomerName || `#${o.CustomerId}`
              )}
            </dd>
            <dt>E-Mail</dt>
            <dd>{o.CustomerEmail}</dd>
            <dt>Händler</dt>
            <dd>
              {o.DealerName} (Nr. {o.DealerId})
            </dd>
          </dl>
        </section>
      </div>
      <section className="bo-card" aria-labelledby="verlauf-titel">
        <h2 id="verlauf-titel">Verlauf</h2>
        <ol className="bo-history">
          {o.History.map((e, i) => (
            <li key={i}>
              <strong>{e.EventLabel}</strong> → {e.ToStatusLabel}{" "}
              <span className="bo-muted">
                · {e.ActorLabel} · {formatDate(e.CreatedAt, "shortDT", locale)}
              </span>
              {e.Data.Reason && <div>Grund: {e.Data.Reason}</div>}
            </li>
          ))}
        </ol>
      </section>
      {maySupport && o.MayCancel && (
        <section className="bo-card" aria-labelledby="storno-titel">
          <h2 id="storno-titel">Bestellung stornieren</h2>
          <p className="bo-muted">
            Kundin bzw. Kunde und Händler erhalten eine E-Mail mit Ihrem Grund. Die Stornierung lässt sich nicht rückgängig machen.
          </p>
          {actionData && <Alert kind="error">{actionData.message}</Alert>}
          <Form method="post" className="bo-lock__form">
            <TextField
              label="Grund"
              name="Reason"
              required
              minLength={3}
              maxLength={500}
              defaultValue={actionData?.reason ?? ""}
              autoComplete="off"
            />
            <label className="bo-check">
              <input type="checkbox" name="Confirm" value="1" required /> Ja, diese Bestellung stornieren.
            </label>
            <div className="bo-actions">
              <button type="submit" className="button button--danger" disabled={busy}>
                {busy ? "Wird storniert …" : "Bestellung stornieren"}
              </button>
            </div>
          </Form>
        </section>
      )}
    </main>
  );
}

export { BackOfficeErrorBoundary as ErrorBoundary } from "../../components/back-office/back-office-error.tsx";

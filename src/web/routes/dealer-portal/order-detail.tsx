/**
 * /haendlerportal/bestellungen/{orderId} (decision 0026): one order of the dealer with
 * everything it holds — stations, invoice address, contact, price lines (and the final ones after the
 * delivery), the customer's comment — its history (who, when, what) and the steps it allows now. Another
 * dealer's order is the 404 page, exactly like one that does not exist.
 */
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/order-detail";
import { parseIdText } from "../../../domain/shared/db-ranges.ts";
import { formatPrice } from "../../../domain/shared/format.ts";
import type { DealerOrderDetail } from "../../../domain/orders/order-life.schemas.ts";
import {
  dateTime,
  day,
  localeOf,
  OrderFacts,
  quantity,
  StatusBadge,
  unitAt15,
  type PortalActionResult,
} from "../../components/dealer-portal/order-summary.tsx";
import { DoneNotice, OrderActions } from "../../components/dealer-portal/order-forms.tsx";
import { usePortal } from "../../components/dealer-portal/use-portal.ts";
import { doneNotice, orderAction } from "./portal.server.ts";
import { callerId, orErrorPage } from "../../lib/page.server.ts";

export function meta({ data: d }: Route.MetaArgs) {
  return [
    { title: `${d?.order ? `Bestellung ${d.order.OrderNumber}` : "Bestellung"} | Händlerportal` },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const userId = callerId(context);
  const orderId = parseIdText(params.orderId ?? "");
  if (orderId === null) throw data({ message: "Diese Bestellung gibt es nicht." }, { status: 404 });
  const order = await orErrorPage(() => context.services.dealerPortal.getPortalOrder(userId, orderId));
  return { order, notice: doneNotice(new URL(request.url)) };
}

export async function action(args: Route.ActionArgs) {
  return orderAction(args);
}

export default function PortalOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notice } = loaderData;
  const portal = usePortal();
  const busy = useNavigation().state !== "idle";
  const locale = localeOf(order);
  return (
    <main id={`bestellung-${order.OrderId}`}>
      <Link to="/haendlerportal/bestellungen" className="portal-back">
        ← Alle Bestellungen
      </Link>
      <h1 className="portal-order__title">
        <span>Bestellung {order.OrderNumber}</span>
        <StatusBadge status={order.Status} label={order.StatusLabel} />
      </h1>
      <p className="portal-lead">
        {order.CustomerName} · eingegangen {dateTime(order.CreatedAt, locale)} · Filiale {order.BranchName}
      </p>
      {notice?.orderId === order.OrderId && <DoneNotice text={order.Status === "awaiting_consent" ? AWAITING_CONSENT : notice.text} />}
      {order.Status === "awaiting_consent" && !notice && <p className="notice notice--warning">{AWAITING_CONSENT}</p>}
      {order.Reason && (
        <p className="notice">
          <strong>{order.Status === "declined" ? "Grund der Ablehnung" : "Grund"}:</strong> {order.Reason}
        </p>
      )}

      <section className="portal-section" aria-labelledby="facts-title">
        <h2 id="facts-title">Bestellung</h2>
        <OrderFacts order={order} comment={order.Comment} />
        <OrderActions
          order={order}
          result={actionData as PortalActionResult | undefined}
          busy={busy}
          today={portal?.Today ?? ""}
          tolerancePct={order.TolerancePct}
          detailLink={false}
        />
      </section>

      <section className="portal-section" aria-labelledby="contact-title">
        <h2 id="contact-title">Kontakt und Rechnung</h2>
        <dl className="portal-facts__list">
          <div>
            <dt>E-Mail</dt>
            <dd>{order.EmailAddress ? <a href={`mailto:${order.EmailAddress}`}>{order.EmailAddress}</a> : "–"}</dd>
          </div>
          <div>
            <dt>Rechnungsadresse</dt>
            <dd>
              {order.InvoiceAddress
                ? [
                    order.InvoiceAddress.CompanyName,
                    order.InvoiceAddress.Name,
                    `${order.InvoiceAddress.Street} ${order.InvoiceAddress.HouseNumber}`,
                    `${order.InvoiceAddress.ZipCode} ${order.InvoiceAddress.City}`,
                  ]
                    .filter((l) => l.trim())
                    .join(", ")
                : "wie Lieferstelle 1"}
            </dd>
          </div>
        </dl>
      </section>

      <PriceSection order={order} />
      <HistorySection order={order} />
    </main>
  );
}

const AWAITING_CONSENT =
  "Die gelieferte Menge weicht mehr als Ihre Toleranz von der Bestellung ab: Die Kundin bzw. der Kunde muss zustimmen. Sie können die Menge bis dahin noch korrigieren.";

function PriceSection({ order }: { order: DealerOrderDetail }) {
  const locale = localeOf(order);
  const finalLines = order.FinalPriceLines;
  return (
    <section className="portal-section" aria-labelledby="price-title">
      <h2 id="price-title">Preis</h2>
      <div className="portal-table-wrap">
        <table className="portal-table">
          <thead>
            <tr>
              <th scope="col">Position</th>
              <th scope="col" className="num">
                Bestellt ({quantity(order.Amount, order.UnitLabel, locale)})
              </th>
              {finalLines && (
                <th scope="col" className="num">
                  Geliefert ({quantity(order.DeliveredAmount ?? 0, order.UnitLabel, locale)})
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {order.PriceLines.map((line, i) => (
              <tr key={line.Key}>
                <td>{line.Label}</td>
                <td className="num">{formatPrice(line.Price, locale)}</td>
                {finalLines && <td className="num">{formatPrice(finalLines[i]?.Price ?? 0, locale)}</td>}
              </tr>
            ))}
            <tr>
              <th scope="row">Gesamt (inkl. MwSt.)</th>
              <td className="num">
                <strong>{formatPrice(order.TotalPrice, locale)}</strong>
              </td>
              {finalLines && (
                <td className="num">
                  <strong>{formatPrice(order.FinalTotalPrice ?? 0, locale)}</strong>
                </td>
              )}
            </tr>
            <tr>
              <td>darin MwSt.</td>
              <td className="num">{formatPrice(order.VatAmount, locale)}</td>
              {finalLines && <td className="num">{formatPrice(order.FinalVatAmount ?? 0, locale)}</td>}
            </tr>
          </tbody>
        </table>
      </div>
      {order.DeliveredAmount !== null && (
        <p className="portal-form__hint">
          Geliefert: {quantity(order.DeliveredAmount, unitAt15(order.UnitLabel), locale)}; Ihre Toleranz ±{order.TolerancePct} %.
        </p>
      )}
    </section>
  );
}

function HistorySection({ order }: { order: DealerOrderDetail }) {
  const locale = localeOf(order);
  return (
    <section className="portal-section" aria-labelledby="history-title">
      <h2 id="history-title">Verlauf</h2>
      <ol className="portal-history">
        {order.History.map((h, i) => (
          <li key={`${h.CreatedAt}-${i}`}>
            <time dateTime={h.CreatedAt}>{dateTime(h.CreatedAt, locale)}</time>
            <span>
              <strong>{h.EventLabel}</strong> ({h.ActorLabel})
              {h.Data.From && h.Data.To && (
                <>
                  {" "}
                  – Lieferung{" "}
                  {h.Data.From === h.Data.To
                    ? `am ${day(h.Data.From, locale)}${h.Data.Slot ? `, ${h.Data.Slot}` : ""}`
                    : `${day(h.Data.From, locale)} bis ${day(h.Data.To, locale)}`}
                </>
              )}
              {h.Data.DeliveredAmount !== undefined && <> – {quantity(h.Data.DeliveredAmount, order.UnitLabel, locale)}</>}
              {h.Data.EarlyDelivery && h.Data.WindowFrom && (
                <> – vor dem Lieferzeitraum (ab {day(h.Data.WindowFrom, locale)}) gemeldet und bestätigt</>
              )}
              {h.Data.Reason && <> – „{h.Data.Reason}“</>}
              {h.Data.Stars !== undefined && <> – {h.Data.Stars} von 5 Sternen</>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export { PortalErrorBoundary as ErrorBoundary } from "../../components/dealer-portal/portal-error.tsx";

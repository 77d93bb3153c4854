/**
 * /haendlerportal/lieferungen (decision 0026): the confirmed orders by delivery window —
 * overdue, today, this week, later — and those waiting for the customer's consent. Per order "Unterwegs"
 * (the truck has left) and "Geliefert" with the delivered amount: the ordered amount and the dealer's
 * tolerance are shown first, then the final amount, then the report. Query: seite=n.
 */
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/deliveries";
import { groupDeliveries } from "../../../domain/dealer-portal/delivery-schedule.ts";
import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import { DoneNotice, OrderActions } from "../../components/dealer-portal/order-forms.tsx";
import { localeOf, quantity, StatusBadge, windowText, type PortalActionResult } from "../../components/dealer-portal/order-summary.tsx";
import { usePortal } from "../../components/dealer-portal/use-portal.ts";
import { doneNotice, orderAction } from "./portal.server.ts";
import { callerId, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Lieferungen | Händlerportal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const url = new URL(request.url);
  const n = Number(url.searchParams.get("seite") ?? "1");
  const page = Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
  const list = await orErrorPage(() => context.services.dealerPortal.listPortalOrders(userId, { view: "deliveries", page }));
  return { page, list, notice: doneNotice(url) };
}

export async function action(args: Route.ActionArgs) {
  return orderAction(args);
}

const AWAITING_CONSENT = "Die gelieferte Menge weicht mehr als Ihre Toleranz ab: Die Kundin bzw. der Kunde muss zustimmen.";

export default function PortalDeliveriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, list, notice } = loaderData;
  const portal = usePortal();
  const busy = useNavigation().state !== "idle";
  const today = portal?.Today ?? "";
  const groups = groupDeliveries(list.Items, today);
  const pages = Math.max(1, Math.ceil(list.Total / list.PageSize));
  return (
    <main>
      <h1>Lieferungen</h1>
      <p className="portal-lead">
        Bestätigte Bestellungen nach Lieferzeitraum. Melden Sie, wenn der Tankwagen unterwegs ist, und tragen Sie nach der Lieferung die
        Menge ein.
      </p>
      {/* A delivered order has left the list: its notice stands above it. */}
      {notice && !list.Items.some((o) => o.OrderId === notice.orderId) && <DoneNotice text={notice.text} />}
      {groups.length === 0 ? (
        <div className="portal-empty">
          <h2>Keine Lieferungen geplant</h2>
          <p>
            Sobald Sie eine Bestellung unter <Link to="/haendlerportal/bestellungen">Bestellungen</Link> mit einem Lieferzeitraum
            bestätigen, erscheint sie hier.
          </p>
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.group} className={`portal-group portal-group--${g.group}`} aria-labelledby={`gruppe-${g.group}`}>
            <h2 id={`gruppe-${g.group}`}>
              {g.label} <span className="portal-count">{g.orders.length}</span>
            </h2>
            <ol className="portal-orders">
              {g.orders.map((order) => (
                <DeliveryCard
                  key={order.OrderId}
                  order={order}
                  notice={notice?.orderId === order.OrderId ? (order.Status === "awaiting_consent" ? AWAITING_CONSENT : notice.text) : null}
                  result={actionData as PortalActionResult | undefined}
                  busy={busy}
                  today={today}
                  tolerancePct={portal?.TolerancePct ?? 0}
                />
              ))}
            </ol>
          </section>
        ))
      )}
      {pages > 1 && (
        <nav className="portal-paging" aria-label="Seiten">
          {page > 1 ? <Link to={`/haendlerportal/lieferungen?seite=${page - 1}`}>← Vorherige Seite</Link> : <span />}
          <span>
            Seite {page} von {pages}
          </span>
          {page < pages ? <Link to={`/haendlerportal/lieferungen?seite=${page + 1}`}>Nächste Seite →</Link> : <span />}
        </nav>
      )}
    </main>
  );
}

function DeliveryCard(props: {
  order: DealerOrderListItem;
  notice: string | null;
  result?: PortalActionResult;
  busy: boolean;
  today: string;
  tolerancePct: number;
}) {
  const { order, notice } = props;
  const locale = localeOf(order);
  const first = order.Stations[0];
  return (
    <li id={`bestellung-${order.OrderId}`} className="portal-order">
      {notice && <DoneNotice text={notice} />}
      <div className="portal-order__head">
        <h3 className="portal-order__title">
          <span>Bestellung {order.OrderNumber}</span>
          <StatusBadge status={order.Status} label={order.StatusLabel} />
        </h3>
        <span className="portal-window">{windowText(order) ?? "ohne Lieferzeitraum"}</span>
      </div>
      <p className="portal-order__meta">
        <span className="portal-order__customer">{order.CustomerName}</span>
        {first && (
          <>
            {" "}
            · {first.Street} {first.HouseNumber}, {first.ZipCode} {first.City}
          </>
        )}
        {order.Stations.length > 1 && <> · {order.Stations.length} Lieferstellen</>} · {order.ProductName},{" "}
        {quantity(order.Amount, order.UnitLabel, locale)}
      </p>
      {order.DeliveredAmount !== null && <p>Gemeldet: {quantity(order.DeliveredAmount, order.UnitLabel, locale)}</p>}
      <OrderActions order={order} result={props.result} busy={props.busy} today={props.today} tolerancePct={props.tolerancePct} />
    </li>
  );
}

export { PortalErrorBoundary as ErrorBoundary } from "../../components/dealer-portal/portal-error.tsx";

/**
 * /haendlerportal/bestellungen (decision 0026): the dealer's incoming orders, new ones
 * first, each with what the dealer needs to decide (stations with addresses and amounts, product, options,
 * payment, wishes, the customer's comment) and the steps it allows now: confirm with a delivery window,
 * decline with a reason. "Erledigt" lists the finished ones. Query: ansicht=offen|erledigt, seite=n.
 */
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/orders";
import { formatPrice } from "../../../domain/shared/format.ts";
import type { DealerOrderDetail, DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import {
  dateTime,
  localeOf,
  OrderFacts,
  StatusBadge,
  windowText,
  type PortalActionResult,
} from "../../components/dealer-portal/order-summary.tsx";
import { DoneNotice, OrderActions } from "../../components/dealer-portal/order-forms.tsx";
import { usePortal } from "../../components/dealer-portal/use-portal.ts";
import { doneNotice, orderAction } from "./portal.server.ts";
import { callerId, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Bestellungen | Händlerportal" }, { name: "robots", content: "noindex" }];
}

const VIEWS = { offen: "incoming", erledigt: "done" } as const;

function pageOf(url: URL): number {
  const n = Number(url.searchParams.get("seite") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = callerId(context);
  const url = new URL(request.url);
  const tab = url.searchParams.get("ansicht") === "erledigt" ? "erledigt" : "offen";
  const page = pageOf(url);
  const portal = context.services.dealerPortal;
  const list = await orErrorPage(() => portal.listPortalOrders(userId, { view: VIEWS[tab], page }));
  // The customer's comment is part of an order's detail: loaded for the new orders, which need a decision.
  const comments: Record<number, string> = {};
  for (const item of list.Items.filter((i) => i.Status === "placed")) {
    const detail: DealerOrderDetail = await orErrorPage(() => portal.getPortalOrder(userId, item.OrderId));
    if (detail.Comment) comments[item.OrderId] = detail.Comment;
  }
  return { tab, page, list, comments, notice: doneNotice(url) };
}

export async function action(args: Route.ActionArgs) {
  return orderAction(args);
}

export default function PortalOrdersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, page, list, comments, notice } = loaderData;
  const portal = usePortal();
  const busy = useNavigation().state !== "idle";
  const pages = Math.max(1, Math.ceil(list.Total / list.PageSize));
  const newCount = list.Items.filter((i) => i.Status === "placed").length;
  const href = (t: string, p = 1) =>
    `/haendlerportal/bestellungen?${new URLSearchParams({ ...(t === "erledigt" && { ansicht: t }), ...(p > 1 && { seite: String(p) }) })}`;
  return (
    <main>
      <h1>Bestellungen</h1>
      <p className="portal-lead">
        {tab === "offen"
          ? newCount > 0
            ? `${newCount === 1 ? "Eine neue Bestellung wartet" : `${newCount} neue Bestellungen warten`} auf Ihre Bestätigung.`
            : "Keine neue Bestellung wartet auf Sie."
          : "Gelieferte, abgelehnte, widerrufene und stornierte Bestellungen, die letzte Änderung zuerst."}
      </p>
      <nav className="portal-tabs" aria-label="Ansicht">
        <Link to={href("offen")} aria-current={tab === "offen" ? "page" : undefined}>
          Offen
        </Link>
        <Link to={href("erledigt")} aria-current={tab === "erledigt" ? "page" : undefined}>
          Erledigt
        </Link>
      </nav>
      {/* A declined order has left the open list: its notice stands above it. */}
      {notice && !list.Items.some((o) => o.OrderId === notice.orderId) && <DoneNotice text={notice.text} />}
      {list.Items.length === 0 ? (
        <div className="portal-empty">
          <h2>{tab === "offen" ? "Keine offenen Bestellungen" : "Noch keine erledigten Bestellungen"}</h2>
          <p>
            {tab === "offen"
              ? "Neue Bestellungen erscheinen hier, sobald eine Kundin oder ein Kunde bei Ihnen bestellt; Sie erhalten dazu eine E-Mail. Bestätigte Bestellungen planen Sie unter „Lieferungen“."
              : "Hier stehen Bestellungen, sobald sie geliefert, abgelehnt, widerrufen oder storniert sind."}
          </p>
        </div>
      ) : (
        <ol className="portal-orders">
          {list.Items.map((order) => (
            <OrderCard
              key={order.OrderId}
              order={order}
              comment={comments[order.OrderId]}
              notice={notice?.orderId === order.OrderId ? notice.text : null}
              result={actionData as PortalActionResult | undefined}
              busy={busy}
              today={portal?.Today ?? ""}
              tolerancePct={portal?.TolerancePct ?? 0}
            />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="portal-paging" aria-label="Seiten">
          {page > 1 ? <Link to={href(tab, page - 1)}>← Vorherige Seite</Link> : <span />}
          <span>
            Seite {page} von {pages}
          </span>
          {page < pages ? <Link to={href(tab, page + 1)}>Nächste Seite →</Link> : <span />}
        </nav>
      )}
    </main>
  );
}

function OrderCard(props: {
  order: DealerOrderListItem;
  comment?: string;
  notice: string | null;
  result?: PortalActionResult;
  busy: boolean;
  today: string;
  tolerancePct: number;
}) {
  const { order, comment, notice } = props;
  const locale = localeOf(order);
  const window = windowText(order);
  return (
    <li id={`bestellung-${order.OrderId}`} className={`portal-order${order.Status === "placed" ? " portal-order--new" : ""}`}>
      {notice && <DoneNotice text={notice} />}
      <div className="portal-order__head">
        <h2 className="portal-order__title">
          <span>Bestellung {order.OrderNumber}</span>
          <StatusBadge status={order.Status} label={order.StatusLabel} />
        </h2>
        <span className="portal-order__meta">
          <span className="portal-order__customer">{order.CustomerName}</span> · eingegangen {dateTime(order.CreatedAt, locale)} ·{" "}
          {formatPrice(order.FinalTotalPrice ?? order.TotalPrice, locale)}
        </span>
      </div>
      {order.Status === "confirmed" && window && <p className="portal-window">Bestätigt: Lieferung {window}</p>}
      <OrderFacts order={order} comment={comment} />
      <OrderActions order={order} result={props.result} busy={props.busy} today={props.today} tolerancePct={props.tolerancePct} />
    </li>
  );
}

export { PortalErrorBoundary as ErrorBoundary } from "../../components/dealer-portal/portal-error.tsx";

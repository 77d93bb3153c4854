/**
 * /haendlerportal (issue 11 item 2, decision 0026): what needs doing — new orders, deliveries due today
 * and this week, overdue ones, deliveries waiting for the customer's consent — each leading to its page.
 * With nothing open it says what happens next instead of showing zeros alone.
 */
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { PORTAL_NAV } from "../../components/dealer-portal/portal-nav.ts";
import { orPortalError, portalUserId } from "./portal.server.ts";

export function meta() {
  return [{ title: "Übersicht | Händlerportal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const userId = portalUserId(context);
  return orPortalError(() => context.services.dealerPortal.portalOverview(userId));
}

export default function PortalOverviewPage({ loaderData }: Route.ComponentProps) {
  const { Counts: c, Context: portal } = loaderData;
  const tiles = [
    { key: "new", count: c.NewOrders, label: c.NewOrders === 1 ? "neue Bestellung" : "neue Bestellungen", hint: "bestätigen oder ablehnen", to: "/haendlerportal/bestellungen", tone: "new" },
    { key: "overdue", count: c.Overdue, label: c.Overdue === 1 ? "überfällige Lieferung" : "überfällige Lieferungen", hint: "Lieferzeitraum vorbei", to: "/haendlerportal/lieferungen", tone: c.Overdue > 0 ? "alert" : "" },
    { key: "today", count: c.DueToday, label: "heute zu liefern", hint: "Lieferzeitraum umfasst heute", to: "/haendlerportal/lieferungen", tone: "" },
    { key: "week", count: c.DueThisWeek, label: "diese Woche", hint: "bis Sonntag zu liefern", to: "/haendlerportal/lieferungen", tone: "" },
    { key: "consent", count: c.AwaitingConsent, label: "warten auf Zustimmung", hint: "abweichende Liefermenge", to: "/haendlerportal/lieferungen", tone: "" },
  ];
  const nothingOpen = tiles.every((t) => t.count === 0);
  const settings = PORTAL_NAV.filter((i) => !["/haendlerportal", "/haendlerportal/bestellungen", "/haendlerportal/lieferungen"].includes(i.to));
  return (
    <main className="portal-overview">
      <h1>Guten Tag{portal.UserName ? `, ${portal.UserName}` : ""}</h1>
      <p className="portal-lead">Was heute für {portal.DealerName} ansteht.</p>
      <ul className="portal-tiles">
        {tiles.map((t) => (
          <li key={t.key}>
            <Link to={t.to} className={`portal-tile${t.tone ? ` portal-tile--${t.tone}` : ""}`} data-count={t.key}>
              <span className="portal-tile__count">{t.count}</span>
              <span className="portal-tile__label">{t.label}</span>
              <span className="portal-form__hint">{t.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
      {nothingOpen ? (
        <section className="portal-empty" aria-labelledby="empty-title">
          <h2 id="empty-title">Zurzeit ist nichts zu tun</h2>
          <p>
            Neue Bestellungen erscheinen hier und unter <Link to="/haendlerportal/bestellungen">Bestellungen</Link>; Sie erhalten zu jeder eine E-Mail mit einem Link
            hierher. Bestätigen Sie eine Bestellung mit einem Lieferzeitraum, melden Sie unter <Link to="/haendlerportal/lieferungen">Lieferungen</Link>, wenn der
            Tankwagen unterwegs ist, und tragen Sie danach die gelieferte Menge ein.
          </p>
          {settings.length > 0 && (
            <p>
              Damit Kundinnen und Kunden Ihre Angebote finden, halten Sie{" "}
              {settings.map((s, i) => (
                <span key={s.to}>
                  {i > 0 && (i === settings.length - 1 ? " und " : ", ")}
                  <Link to={s.to}>{s.label}</Link>
                </span>
              ))}{" "}
              aktuell.
            </p>
          )}
        </section>
      ) : (
        <p>
          <Link to="/haendlerportal/bestellungen" className="button button--primary">
            Zu den Bestellungen
          </Link>{" "}
          <Link to="/haendlerportal/lieferungen" className="button button--secondary">
            Zu den Lieferungen
          </Link>
        </p>
      )}
    </main>
  );
}

export { PortalErrorBoundary as ErrorBoundary } from "../../components/dealer-portal/portal-error.tsx";

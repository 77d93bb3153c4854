/**
 * /haendlerportal (decisions 0026, 0048): what the day runs by — the counts (new orders,
 * overdue, today, this week, awaiting consent), today's deliveries, the orders waiting for a confirmation
 * with their age, and per branch the price list's age and its place in the offer list at its own postcode
 * (the offer list's ranking). Every empty part says what to do next.
 */
import { Link } from "react-router";
import type { Route } from "./+types/overview";
import { localeById, LOCALES } from "../../../domain/shared/countries.ts";
import type { BranchDay, PortalOverview } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { daysAgoText, WAITING_ALERT_HOURS, waitingHours, waitingText } from "../../../domain/dealer-portal/portal-day.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import { localeOf, quantity, StatusBadge, windowText } from "../../components/dealer-portal/order-summary.tsx";
import { PORTAL_NAV } from "../../components/dealer-portal/portal-nav.ts";
import { callerId, orErrorPage } from "../../lib/page.server.ts";

export function meta() {
  return [{ title: "Übersicht | Händlerportal" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const userId = callerId(context);
  return orErrorPage(() => context.services.dealerPortal.portalOverview(userId));
}

export default function PortalOverviewPage({ loaderData }: Route.ComponentProps) {
  const { Counts: c, Context: portal } = loaderData;
  const oldest = loaderData.Waiting[0];
  const tiles = [
    {
      key: "new",
      count: c.NewOrders,
      label: c.NewOrders === 1 ? "neue Bestellung" : "neue Bestellungen",
      hint: oldest ? `älteste wartet ${waitingText(oldest.CreatedAt, loaderData.Now)}` : "bestätigen oder ablehnen",
      to: "/haendlerportal/bestellungen",
      tone: oldest && waitingHours(oldest.CreatedAt, loaderData.Now) >= WAITING_ALERT_HOURS ? "alert" : "new",
    },
    {
      key: "overdue",
      count: c.Overdue,
      label: c.Overdue === 1 ? "überfällige Lieferung" : "überfällige Lieferungen",
      hint: "Lieferzeitraum vorbei",
      to: "/haendlerportal/lieferungen",
      tone: c.Overdue > 0 ? "alert" : "",
    },
    {
      key: "today",
      count: c.DueToday,
      label: "heute zu liefern",
      hint: "Lieferzeitraum umfasst heute",
      to: "/haendlerportal/lieferungen",
      tone: "",
    },
    {
      key: "week",
      count: c.DueThisWeek,
      label: "diese Woche",
      hint: "bis Sonntag zu liefern",
      to: "/haendlerportal/lieferungen",
      tone: "",
    },
    {
      key: "consent",
      count: c.AwaitingConsent,
      label: "warten auf Zustimmung",
      hint: "abweichende Liefermenge",
      to: "/haendlerportal/lieferungen",
      tone: "",
    },
  ];
  const nothingOpen = tiles.every((t) => t.count === 0);
  const settings = PORTAL_NAV.filter((i) => i.adminOnly);
  const admin = portal.DealerRole === "admin";
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
      <div className="portal-day">
        <TodaySection overview={loaderData} />
        <WaitingSection overview={loaderData} />
      </div>
      <MarketSection branches={loaderData.Branches} admin={admin} />
      {nothingOpen && (
        <section className="portal-empty" aria-labelledby="empty-title">
          <h2 id="empty-title">Zurzeit ist nichts zu tun</h2>
          <p>
            Neue Bestellungen erscheinen hier und unter <Link to="/haendlerportal/bestellungen">Bestellungen</Link>; Sie erhalten zu jeder
            eine E-Mail mit einem Link hierher. Bestätigen Sie eine Bestellung mit einem Lieferzeitraum, melden Sie unter{" "}
            <Link to="/haendlerportal/lieferungen">Lieferungen</Link>, wenn der Tankwagen unterwegs ist, und tragen Sie danach die
            gelieferte Menge ein.
          </p>
          {admin && settings.length > 0 && (
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
      )}
    </main>
  );
}

/** Where an order goes: the first station's postcode and place. */
function place(order: DealerOrderListItem) {
  const s = order.Stations[0];
  return s ? `${s.ZipCode} ${s.City}` : "";
}

/** One order of the day's lists: where, for whom, how much, and what the list adds (window or product). */
function OrderLink({ order: o, detail }: { order: DealerOrderListItem; detail: string | null }) {
  return (
    <Link to={`/haendlerportal/bestellungen/${o.OrderId}`} className="portal-day__order">
      <span className="portal-day__what">
        <strong>{place(o)}</strong> · {o.CustomerName}
      </span>
      <span className="portal-day__detail">
        {quantity(o.Amount, o.UnitLabel, localeOf(o))} · {detail}
      </span>
    </Link>
  );
}

function TodaySection({ overview }: { overview: PortalOverview }) {
  const { DueToday: due, Counts } = overview;
  return (
    <section className="portal-section portal-day__part" aria-labelledby="heute-titel" data-figure="today">
      <h2 id="heute-titel">
        Heute zu liefern <span className="portal-count">{Counts.DueToday}</span>
      </h2>
      {due.length === 0 ? (
        <p className="portal-day__empty">
          Heute ist keine Lieferung fällig. Bestätigen Sie neue Bestellungen mit einem Lieferzeitraum; was Sie für heute zusagen, steht dann
          hier. Alles Geplante finden Sie unter <Link to="/haendlerportal/lieferungen">Lieferungen</Link>.
        </p>
      ) : (
        <ol className="portal-day__list">
          {due.map((o) => (
            <li key={o.OrderId}>
              <OrderLink order={o} detail={o.DeliverySlot ?? windowText(o)} />
              <StatusBadge status={o.Status} label={o.StatusLabel} />
            </li>
          ))}
        </ol>
      )}
      {Counts.DueToday > due.length && (
        <p>
          <Link to="/haendlerportal/lieferungen">Alle {Counts.DueToday} Lieferungen von heute</Link>
        </p>
      )}
    </section>
  );
}

function WaitingSection({ overview }: { overview: PortalOverview }) {
  const { Waiting: waiting, Counts, Now } = overview;
  return (
    <section className="portal-section portal-day__part" aria-labelledby="warten-titel" data-figure="waiting">
      <h2 id="warten-titel">
        Warten auf Bestätigung <span className="portal-count">{Counts.NewOrders}</span>
      </h2>
      {waiting.length === 0 ? (
        <p className="portal-day__empty">
          Keine Bestellung wartet auf Ihre Bestätigung. Jede neue Bestellung kommt per E-Mail und steht dann hier, die am längsten wartende
          zuerst.
        </p>
      ) : (
        <ol className="portal-day__list">
          {waiting.map((o) => {
            const late = waitingHours(o.CreatedAt, Now) >= WAITING_ALERT_HOURS;
            return (
              <li key={o.OrderId}>
                <OrderLink order={o} detail={o.ProductName} />
                <span
                  className={`portal-age${late ? " portal-age--late" : ""}`}
                  title={`eingegangen am ${formatDate(o.CreatedAt, "shortDT", localeOf(o), localeOf(o).timeZone)} Uhr`}
                >
                  {waitingText(o.CreatedAt, Now)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {Counts.NewOrders > waiting.length && (
        <p>
          <Link to="/haendlerportal/bestellungen">Alle {Counts.NewOrders} neuen Bestellungen</Link>
        </p>
      )}
    </section>
  );
}

/** Per branch: how old the list customers are shown is, and where the branch stands at its own postcode. */
function MarketSection({ branches, admin }: { branches: readonly BranchDay[]; admin: boolean }) {
  const ask = "Bitten Sie eine Administratorin oder einen Administrator Ihres Händlerkontos darum.";
  return (
    <section className="portal-section" aria-labelledby="markt-titel">
      <h2 id="markt-titel">Ihre Preise in der Angebotsliste</h2>
      {branches.length === 0 && (
        <p className="portal-day__empty">
          Ihrem Händlerkonto ist noch keine aktive Filiale zugeordnet. Bitte wenden Sie sich an unseren Kundenservice.
        </p>
      )}
      <ul className="portal-market">
        {branches.map((b) => {
          const locale = localeById(b.CountryId) ?? LOCALES.de;
          return (
            <li key={b.BranchId} className="portal-market__branch" data-branch={b.BranchId}>
              <h3>
                {b.Name}
                {!b.Name.includes(b.City) && <span className="portal-market__place"> {b.City}</span>}
              </h3>
              {b.PriceList === null ? (
                <p className="portal-preview__warning" data-figure="price-age">
                  Keine gültige Preisliste: Kundinnen und Kunden sehen von dieser Filiale kein Angebot.{" "}
                  {admin ? <Link to="/haendlerportal/preise">Preise eintragen</Link> : ask}
                </p>
              ) : (
                <dl className="portal-market__figures">
                  <div data-figure="price-age" className={b.PriceList.Stale ? "portal-market__stale" : undefined}>
                    <dt>Preisliste {b.PriceList.ProductName}</dt>
                    <dd>
                      <strong>{daysAgoText(b.PriceList.AgeDays)}</strong> aktualisiert (gültig seit{" "}
                      {formatDate(b.PriceList.ValidFrom, "shortDT", locale, locale.timeZone)} Uhr)
                      {b.PriceList.Stale && (
                        <span className="portal-market__hint">
                          {" "}
                          Seit {b.PriceList.AgeDays} Tagen unverändert: Prüfen Sie, ob die Preise noch stimmen.{" "}
                          {admin ? <Link to="/haendlerportal/preise">Preise aktualisieren</Link> : ask}
                        </span>
                      )}
                    </dd>
                  </div>
                  {b.Standing && (
                    <div data-figure="rank">
                      <dt>
                        Platz in der Angebotsliste für {b.Standing.ZipCode} ({formatQuantity(b.Standing.Amount, locale)}{" "}
                        {b.Standing.UnitLabel})
                      </dt>
                      <dd>
                        {b.Standing.Rank !== null ? (
                          <>
                            <strong>
                              Platz {b.Standing.Rank} von {b.Standing.DealerCount}
                            </strong>{" "}
                            · Ihr Angebot {formatPrice(b.Standing.TotalPrice!, locale)}
                            {b.Standing.Rank > 1 && b.Standing.CheapestTotalPrice !== null && (
                              <> · das günstigste {formatPrice(b.Standing.CheapestTotalPrice, locale)}</>
                            )}
                          </>
                        ) : (
                          <>
                            <strong>Kein Angebot</strong> von Ihnen an der Postleitzahl der Filiale
                            {b.Standing.DealerCount > 0 ? ` (${b.Standing.DealerCount} andere Händler bieten dort an)` : ""}. Prüfen Sie
                            Liefergebiet, Mindestmenge und Preisstaffel.{" "}
                            {admin ? <Link to="/haendlerportal/konditionen">Konditionen</Link> : ask}
                          </>
                        )}
                      </dd>
                    </div>
                  )}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
      <p className="portal-form__hint">
        Der Platz gilt für die Standardbestellung an der Postleitzahl der Filiale: übliche Menge, eine Lieferstelle, Standardoptionen – so,
        wie Kundinnen und Kunden die Angebotsliste sehen.
      </p>
    </section>
  );
}

export { PortalErrorBoundary as ErrorBoundary } from "../../components/dealer-portal/portal-error.tsx";

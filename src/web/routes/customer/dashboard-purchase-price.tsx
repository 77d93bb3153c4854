/**
 * /kunde/dashboard/kaufpreis (decision 0028): what she paid per 100 l (1 t) on each order of this site against
 * the country's average of that day, as bars and as a table, and what the same amount costs today; her
 * purchases on the other sites are on their dashboards (decision 0045).
 */
import { Link, useRouteLoaderData } from "react-router";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { BarChart } from "../../components/customer-area/bar-chart.tsx";
import type { DashboardHandle } from "./dashboard-layout.tsx";
import type { loader as dashboardLoader } from "./dashboard-layout.tsx";
import type { Route } from "./+types/dashboard-purchase-price";
import { OtherSites } from "../../components/customer-area/other-sites.tsx";
import { callerId } from "../../lib/page.server.ts";

export const handle: DashboardHandle = { dashboardTitle: "Kaufpreis", backTo: "/kunde/dashboard" };

/** The guard runs on every navigation to a page with a loader (decision 0019); the data is the layout's. */
export async function loader({ context }: Route.LoaderArgs) {
  callerId(context);
  return null;
}

export function meta() {
  return [{ title: "Kaufpreis | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export default function DashboardPurchasePrice() {
  const { dashboard: d, locale } = useRouteLoaderData<typeof dashboardLoader>("customer-dashboard")!;
  // One product group per chart: the one of her latest purchase.
  const group = d.Purchases.at(-1)?.ProductGroupId ?? 1;
  const rows = d.Purchases.filter((p) => p.ProductGroupId === group);
  const basis = amountRules(group).basisLabel;
  if (rows.length === 0)
    return (
      <section className="customer-empty">
        <h2>Noch kein Kauf</h2>
        <p>
          Sobald Sie bei uns bestellt haben, sehen Sie hier, was Sie je {basis} bezahlt haben – verglichen mit dem Durchschnittspreis des
          Tages.
        </p>
        <OtherSites sites={d.OtherSites} path="/kunde/dashboard/kaufpreis" count="purchases" />
        <Link to="/" className="button button--primary">
          Preise vergleichen
        </Link>
      </section>
    );
  // Bar labels in whole units without the symbol (the table has the exact prices): "129", not "CHF 129.30",
  // which is too wide for two bars side by side on the Swiss site.
  const money = (v: number) => formatQuantity(Math.round(v / 100), locale);
  const saved = rows.filter((r) => r.MarketPerBasis !== null && r.PaidPerBasis < r.MarketPerBasis).length;
  return (
    <>
      <p>
        {saved > 0
          ? `Bei ${saved} von ${rows.length} Käufen lagen Sie unter dem Tagesdurchschnitt.`
          : `Ihre ${rows.length === 1 ? "Bestellung" : `${rows.length} Bestellungen`} im Vergleich mit dem Tagesdurchschnitt.`}
      </p>
      <BarChart
        labels={rows.map((r) => formatDate(r.Day, "xShortD", locale))}
        series={[
          { name: `Ihr Preis je ${basis}`, className: "", values: rows.map((r) => r.PaidPerBasis) },
          { name: `Durchschnitt je ${basis}`, className: "is-market", values: rows.map((r) => r.MarketPerBasis) },
        ]}
        format={money}
        summary={`Balkendiagramm: Ihr Preis und der Tagesdurchschnitt je ${basis} für ${rows.length} Bestellungen; die Tabelle darunter nennt die Werte.`}
      />
      <div className="table-scroll">
        <table className="data-table" data-testid="purchase-table">
          <caption className="visually-hidden">Ihre Käufe und der Durchschnittspreis des Tages</caption>
          <thead>
            <tr>
              <th scope="col">Bestellt am</th>
              <th scope="col" className="num">
                Menge
              </th>
              <th scope="col" className="num">
                Ihr Preis je {basis}
              </th>
              <th scope="col" className="num">
                Durchschnitt je {basis}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.OrderId}>
                <td>{formatDate(r.Day, "shortD", locale)}</td>
                <td className="num">
                  {formatQuantity(r.Amount, locale)} {amountRules(group).unitLabel}
                </td>
                <td className="num">{formatPrice(r.PaidPerBasis, locale)}</td>
                <td className="num">{r.MarketPerBasis === null ? "–" : formatPrice(r.MarketPerBasis, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {d.Today && (
        <p data-testid="today-price">
          Heute kosten {formatQuantity(d.Today.Amount, locale)} {amountRules(d.Today.ProductGroupId).unitLabel} nach {d.Today.ZipCode}{" "}
          <strong>{formatPrice(d.Today.TotalPrice, locale)}</strong> ({formatPrice(d.Today.UnitPrice, locale)} je{" "}
          {amountRules(d.Today.ProductGroupId).basisLabel}). <Link to={d.Today.Path}>Zu den Angeboten</Link>
        </p>
      )}
    </>
  );
}

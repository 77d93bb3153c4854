/** /kunde/dashboard (decision 0028): the overview, one tile per page of the dashboard with its headline number. */
import { Link, useRouteLoaderData } from "react-router";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { loader as dashboardLoader } from "./dashboard-layout.tsx";
import type { Route } from "./+types/dashboard";
import { OtherSites } from "../../components/customer-area/other-sites.tsx";
import { callerId } from "../../lib/page.server.ts";

/** The guard runs on every navigation to a page with a loader (decision 0019); the data is the layout's. */
export async function loader({ context }: Route.LoaderArgs) {
  callerId(context);
  return null;
}

export function meta() {
  return [{ title: "Übersicht | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export default function DashboardOverview() {
  const { dashboard: d, locale } = useRouteLoaderData<typeof dashboardLoader>("customer-dashboard")!;
  const last = d.Purchases.at(-1);
  const basis = last ? amountRules(last.ProductGroupId).basisLabel : "100 l";
  const sensors = d.Items.length === 1 ? "Ihrem Tanksensor" : "Ihren Tanksensoren";
  const consumptionLead =
    d.Consumption?.Source === "readings"
      ? `Gemessen von ${sensors}`
      : d.Consumption || d.Items.length === 0
        ? "Geschätzt aus Ihren Lieferungen"
        : `${d.Items.length === 1 ? "Ihr Tanksensor misst" : "Ihre Tanksensoren messen"} noch nicht lange genug`;
  return (
    <>
      {/* Kaufpreis shows this site's purchases (decision 0045); the other sites' dashboards show theirs. */}
      <OtherSites sites={d.OtherSites} path="/kunde/dashboard" count="purchases" />
      <ul className="dashboard-tiles">
        <li>
          <Link to="/kunde/dashboard/kaufpreis" className="dashboard-tile">
            <span>Kaufpreis</span>
            <strong>{last ? `${formatPrice(last.PaidPerBasis, locale)} je ${basis}` : "Noch kein Kauf"}</strong>
            <span className="customer-lead">
              {last
                ? `Ihr letzter Kauf, verglichen mit dem Marktdurchschnitt`
                : "Nach Ihrer ersten Bestellung sehen Sie hier, was Sie bezahlt haben."}
            </span>
          </Link>
        </li>
        <li>
          <Link to="/kunde/dashboard/verbrauch" className="dashboard-tile">
            <span>Verbrauch</span>
            <strong>{d.Consumption ? `${formatQuantity(d.Consumption.PerDay, locale)} Liter am Tag` : "Noch keine Schätzung"}</strong>
            <span className="customer-lead">{consumptionLead}</span>
          </Link>
        </li>
        <li>
          <Link to="/kunde/dashboard/tank-fuellstand" className="dashboard-tile">
            <span>Tankfüllstand</span>
            <strong>{d.Items.length > 0 ? `${d.Items.length} Tank${d.Items.length > 1 ? "s" : ""}` : "Kein Sensor"}</strong>
            <span className="customer-lead">Mit einem Tanksensor immer im Blick</span>
          </Link>
        </li>
        <li>
          <Link to="/kunde/dashboard/tank-reichweite" className="dashboard-tile">
            <span>Reichweite</span>
            <strong>{d.Items.length > 0 ? "Siehe Tanks" : "Kein Sensor"}</strong>
            <span className="customer-lead">Wann Sie nachkaufen sollten</span>
          </Link>
        </li>
      </ul>
    </>
  );
}

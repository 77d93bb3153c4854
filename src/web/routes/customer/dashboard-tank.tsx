/**
 * /kunde/dashboard/tank-fuellstand and /kunde/dashboard/tank-reichweite (issue 12): the tank sensor's
 * level and range. Without a sensor — every customer until the tank monitoring is built — the page
 * explains what it will show and how a sensor gets there, instead of an empty page.
 */
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { DashboardHandle } from "./dashboard-layout.tsx";
import type { loader as dashboardLoader } from "./dashboard-layout.tsx";
import type { Route } from "./+types/dashboard-tank";
import { customerId } from "./customer.server.ts";

export const handle: DashboardHandle = { dashboardTitle: "Ihr Tank", backTo: "/kunde/dashboard" };

/** The guard runs on every navigation to a page with a loader (decision 0019); the data is the layout's. */
export async function loader({ context }: Route.LoaderArgs) {
  customerId(context);
  return null;
}

export function meta({ location }: { location: { pathname: string } }) {
  return [{ title: `${location.pathname.endsWith("reichweite") ? "Reichweite" : "Tankfüllstand"} | Heizöl-Marktplatz` }, { name: "robots", content: "noindex" }];
}

export default function DashboardTank() {
  const { dashboard: d } = useRouteLoaderData<typeof dashboardLoader>("customer-dashboard")!;
  const range = useLocation().pathname.endsWith("reichweite");
  const main = d.Items.find((i) => i.IsMain) ?? d.Items[0];
  if (main)
    return (
      <section className="customer-card">
        <h2>{main.Name}</h2>
        <p>{range ? (main.RangeDays === null ? "Noch keine Reichweite berechnet." : `Reicht noch etwa ${main.RangeDays} Tage.`) : main.LevelPercent === null ? "Noch kein Messwert." : `Füllstand ${main.LevelPercent} %.`}</p>
      </section>
    );
  return (
    <section className="customer-empty" data-testid="no-sensor">
      <h2>{range ? "Reichweite: Sie haben noch keinen Tanksensor" : "Tankfüllstand: Sie haben noch keinen Tanksensor"}</h2>
      <p>
        {range
          ? "Mit einem Tanksensor berechnen wir aus Ihrem täglichen Verbrauch, wie lange Ihr Vorrat noch reicht, und erinnern Sie rechtzeitig – am besten, wenn der Preis günstig ist."
          : "Ein Tanksensor misst von oben den Abstand zur Öloberfläche und meldet ihn einmal am Tag. Daraus berechnen wir Liter und Füllstand Ihres Tanks – hier sehen Sie ihn dann jederzeit."}
      </p>
      <p>
        Bis dahin schätzen wir Ihren Verbrauch aus Ihren Lieferungen, und ein Preiswecker meldet sich, sobald Ihr Wunschpreis erreicht ist.
      </p>
      <p className="customer-order__actions">
        <Link to="/kunde/dashboard/verbrauch" className="button button--secondary">
          Geschätzter Verbrauch
        </Link>
        <Link to="/kunde/benachrichtigungen" className="button button--secondary">
          Preiswecker einrichten
        </Link>
      </p>
    </section>
  );
}

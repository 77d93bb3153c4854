/**
 * /kunde/dashboard/verbrauch (decision 0045): her consumption per heating season and per calendar
 * year — measured by her tank sensors where they have readings, else estimated from her deliveries (each
 * delivery refills what was burnt since the one before) — and, with a sensor, her main tank's readings in
 * detail.
 */
import { Link, useLoaderData, useRouteLoaderData } from "react-router";
import { MeasuredConsumption } from "../../components/mex/measured-consumption.tsx";
import "../../components/mex/mex.css";
import { formatDate, formatQuantity } from "../../../domain/shared/format.ts";
import { MIN_MEASURED_DAYS } from "../../../domain/customer/consumption.ts";
import { BarChart } from "../../components/customer-area/bar-chart.tsx";
import type { DashboardHandle } from "./dashboard-layout.tsx";
import type { loader as dashboardLoader } from "./dashboard-layout.tsx";
import type { Route } from "./+types/dashboard-consumption";
import { callerId } from "../../lib/page.server.ts";

export const handle: DashboardHandle = { dashboardTitle: "Verbrauch", backTo: "/kunde/dashboard" };

/** The guard runs on every navigation to a page with a loader (decision 0019); the data is the layout's. */
export async function loader({ context }: Route.LoaderArgs) {
  const userId = callerId(context);
  // With a tank sensor (decision 0030) her main tank's measured use in detail.
  const list = await context.services.mex.listSensors(userId);
  const main = list.sensors.find((s) => s.id === list.selectedId);
  return { measured: main ? await context.services.mex.sensorDetail({ userId, sensorId: main.id }) : null };
}

export function meta() {
  return [{ title: "Verbrauch | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export default function DashboardConsumption() {
  const { dashboard: d, locale } = useRouteLoaderData<typeof dashboardLoader>("customer-dashboard")!;
  const { measured } = useLoaderData<typeof loader>();
  const c = d.Consumption;
  // The main tank's own readings in detail (last 30 days, month against month): below the household's numbers.
  const detail = measured ? <MeasuredConsumption d={measured} locale={locale} /> : null;
  if (!c)
    return (
      <>
        <section className="customer-empty">
          <h2>Noch keine Schätzung</h2>
          <p>
            Wir schätzen Ihren Verbrauch aus der Zeit zwischen zwei Lieferungen: Jede Lieferung füllt auf, was seit der vorigen verbraucht
            wurde. Dafür brauchen wir mindestens zwei gelieferte Bestellungen. Genauer geht es mit einem Tanksensor, der den Füllstand misst
            {measured ? ` – Ihrer braucht dafür Messwerte von mindestens ${MIN_MEASURED_DAYS} Tagen` : ""}.
          </p>
          <Link to="/kunde/bestellungen" className="button button--secondary">
            Meine Bestellungen
          </Link>
        </section>
        {detail}
      </>
    );
  const litres = (v: number) => formatQuantity(v, locale);
  const table = (caption: string, rows: { Label: string; Litres: number; Partial: boolean }[], head: string, id: string) => (
    <div className="table-scroll">
      <table className="data-table" data-testid={id}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col" className="num">
              Verbrauch
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.Label}>
              <td>
                {r.Label}
                {r.Partial ? " (Teilzeitraum)" : ""}
              </td>
              <td className="num">{litres(r.Litres)} Liter</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  const source =
    c.Source === "readings"
      ? `Gemessen von ${d.Items.length === 1 ? "Ihrem Tanksensor" : `Ihren ${d.Items.length} Tanksensoren`}`
      : "Geschätzt aus Ihren Lieferungen";
  const kind = c.Source === "readings" ? "gemessenen" : "geschätzten";
  return (
    <>
      <p data-testid="consumption-source">
        {source} vom {formatDate(c.From, "shortD", locale)} bis {formatDate(c.To, "shortD", locale)}: im Mittel{" "}
        <strong>{litres(c.PerDay)} Liter am Tag</strong>.
      </p>
      <h2>Je Heizperiode (1. Juli bis 30. Juni)</h2>
      <BarChart
        labels={c.Seasons.map((s) => s.Label)}
        series={[{ name: "Liter", className: "", values: c.Seasons.map((s) => s.Litres) }]}
        format={litres}
        summary={`Balkendiagramm des ${kind} Verbrauchs je Heizperiode; die Tabelle darunter nennt die Werte.`}
      />
      {table("Verbrauch je Heizperiode", c.Seasons, "Heizperiode", "consumption-seasons")}
      <h2>Je Kalenderjahr</h2>
      {table("Verbrauch je Kalenderjahr", c.Years, "Jahr", "consumption-years")}
      {detail}
    </>
  );
}

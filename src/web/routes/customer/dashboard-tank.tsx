/**
 * /kunde/dashboard/tank-fuellstand and /kunde/dashboard/tank-reichweite (decision 0028): the tank sensor's
 * level and range. Without a sensor — every customer until the tank monitoring is built — the page
 * explains what it will show and how a sensor gets there, instead of an empty page.
 */
import { Link, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import { RangeBlock } from "../../components/mex/range-block.tsx";
import { TankCard } from "../../components/mex/tank-card.tsx";
import { LevelChart } from "../../components/mex/level-chart.tsx";
import { formatDate } from "../../../domain/shared/format.ts";
import "../../components/mex/mex.css";
import type { DashboardHandle } from "./dashboard-layout.tsx";
import type { loader as dashboardLoader } from "./dashboard-layout.tsx";
import type { Route } from "./+types/dashboard-tank";
import { callerId } from "../../lib/page.server.ts";

export const handle: DashboardHandle = { dashboardTitle: "Ihr Tank", backTo: "/kunde/dashboard" };

/** The guard runs on every navigation to a page with a loader (decision 0019); the data is the layout's. */
export async function loader({ context }: Route.LoaderArgs) {
  const userId = callerId(context);
  // Her main tank in full (level, range, order-by date) when she has a sensor (decision 0030).
  const list = await context.services.mex.listSensors(userId);
  const main = list.sensors.find((s) => s.id === list.selectedId);
  return { main: main ? await context.services.mex.sensorDetail({ userId, sensorId: main.id }) : null, locale: context.country };
}

export function meta({ location }: { location: { pathname: string } }) {
  return [
    { title: `${location.pathname.endsWith("reichweite") ? "Reichweite" : "Tankfüllstand"} | Heizöl-Marktplatz` },
    { name: "robots", content: "noindex" },
  ];
}

export default function DashboardTank() {
  const { dashboard: d } = useRouteLoaderData<typeof dashboardLoader>("customer-dashboard")!;
  const range = useLocation().pathname.endsWith("reichweite");
  const { main, locale } = useLoaderData<typeof loader>();
  if (main)
    return (
      <section data-testid="dashboard-tank">
        <ul className="tank-cards">
          <TankCard s={main.sensor} locale={locale} />
        </ul>
        {range ? (
          <RangeBlock detail={main} locale={locale} />
        ) : main.history.length > 1 && main.sensor.capacityLitres ? (
          <LevelChart
            points={main.history}
            capacity={main.sensor.capacityLitres}
            formatDay={(day) => formatDate(day, "xShortD", locale)}
            summary={`Liniendiagramm des Füllstands vom ${formatDate(main.history[0].day, "shortD", locale)} bis ${formatDate(main.history.at(-1)!.day, "shortD", locale)}.`}
          />
        ) : null}
        <p>
          <Link to={`/mex/sensors/${main.sensor.id}`}>Verlauf, Verbrauch und Nachfüllungen</Link>
          {d.Items.length > 1 ? (
            <>
              {" · "}
              <Link to="/mex/sensors">Anderen Tank als Haupttank wählen</Link>
            </>
          ) : null}
        </p>
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

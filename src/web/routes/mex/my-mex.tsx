/**
 * /mein-mex (spec §2; issue 13): the mex customer's start — her tanks at a glance (the main one first),
 * the main tank's range and order-by date, and where to go next.
 */
import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/my-mex";
import { RangeBlock } from "../../components/mex/range-block.tsx";
import { TankCard } from "../../components/mex/tank-card.tsx";
import { mexUserId } from "./mex.server.ts";
import "../../components/mex/mex.css";

export function meta() {
  return [{ title: "Mein mex | Heizöl-Marktplatz" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const userId = mexUserId(context);
  const list = await context.services.mex.listSensors(userId);
  const main = list.sensors.find((s) => s.id === list.selectedId);
  return { list, locale: context.country, main: main ? await context.services.mex.sensorDetail({ userId, sensorId: main.id }) : null };
}

export default function MyMex() {
  const { list, locale, main } = useLoaderData<typeof loader>();
  const sorted = [...list.sensors].sort((a, b) => Number(b.isMain) - Number(a.isMain));
  return (
    <section className="customer-section">
      <h1>Mein mex</h1>
      {sorted.length === 0 ? (
        <div className="customer-empty">
          <h2>Noch kein Tanksensor verbunden</h2>
          <p>Verbinden Sie Ihren Sensor mit Gerätekennung und Kopplungscode; die Einrichtung führt Sie danach durch Tankart, Maße und Abgleich.</p>
          <Link to="/mex/sensors" className="button button--primary">
            Sensor verbinden
          </Link>
        </div>
      ) : (
        <>
          <ul className="tank-cards">
            {sorted.map((s) => (
              <TankCard key={s.id} s={s} locale={locale} />
            ))}
          </ul>
          {main ? (
            <>
              <h2>Reichweite: {main.sensor.name}</h2>
              <RangeBlock detail={main} locale={locale} />
            </>
          ) : null}
          <p className="tank-card__actions">
            <Link to="/mex/sensors" className="button button--secondary">
              Sensoren verwalten
            </Link>
            <Link to="/kunde/dashboard/verbrauch" className="button button--secondary">
              Verbrauch
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

import { Link } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatQuantity } from "../../../domain/shared/format.ts";
import type { SensorItem } from "../../../domain/mex/mex.schemas.ts";
import { TankGauge } from "./tank-gauge.tsx";

/** One tank with its sensor: gauge, litres, last reading and its status; the page adds its actions. */
export function TankCard({
  s,
  locale,
  children,
  headingLevel = 2,
}: {
  s: SensorItem;
  locale: Locale;
  children?: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const litres =
    s.litres === null
      ? "Noch kein Füllstand"
      : `${formatQuantity(Math.round(s.litres), locale)} von ${formatQuantity(s.capacityLitres ?? 0, locale)} Litern`;
  return (
    <li className={`tank-card${s.isMain ? " tank-card--main" : ""}`} data-testid={`tank-card-${s.id}`}>
      <TankGauge
        percent={s.levelPercent}
        label={`${s.name}: ${s.levelPercent === null ? "Füllstand unbekannt" : `${s.levelPercent} Prozent gefüllt`}`}
      />
      <div className="tank-card__body">
        <H>
          <Link to={`/mex/sensors/${s.id}`}>{s.name}</Link> {s.isMain ? <span className="tank-badge">Haupttank</span> : null}
        </H>
        <p className="tank-card__meta">{litres}</p>
        <p className="tank-card__meta">
          {s.lastMeasuredAt ? `Letzte Messung ${formatDate(s.lastMeasuredAt, "shortDT", locale)}` : "Noch keine Messung"}
          {s.statusText ? (
            <>
              {" · "}
              <span className={s.status === "ok" ? "" : "tank-status--warn"}>{s.statusText}</span>
            </>
          ) : null}
        </p>
        {!s.setupComplete ? (
          <p className="tank-card__meta">
            <Link to={`/mex/tanks/${s.tankId}`}>Einrichtung fortsetzen</Link>
          </p>
        ) : null}
        {children}
      </div>
    </li>
  );
}

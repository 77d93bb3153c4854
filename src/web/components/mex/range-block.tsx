import { Link } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import type { SensorDetail } from "../../../domain/mex/mex-detail.types.ts";

/** The range as a band (never one false-precise day) and the order-by date with today's best offer. */
export function RangeBlock({ detail: d, locale }: { detail: SensorDetail; locale: Locale }) {
  const day = (v: string) => formatDate(v, "shortD", locale);
  if (!d.forecast)
    return (
      <div className="range-band" data-testid="range">
        <p>
          Für eine Reichweite brauchen wir mindestens sieben Tage mit Messwerten. Sobald der Sensor eine Woche gemessen hat, sehen Sie hier,
          wie lange Ihr Vorrat reicht.
        </p>
      </div>
    );
  const f = d.forecast;
  return (
    <div className="range-band" data-testid="range">
      <p>
        Ihr Vorrat reicht voraussichtlich bis <strong>{day(f.emptyOn)}</strong> (etwa {f.daysLeft} Tage), frühestens bis {day(f.earliest)},
        spätestens bis {day(f.latest)}.
      </p>
      <p className="tank-card__meta">
        {f.method === "degree-days"
          ? "Geschätzt aus Ihrem gemessenen Verbrauch und wie kalt es im langjährigen Mittel in den kommenden Wochen wird (Heizgradtage)."
          : "Geschätzt aus Ihrem bisher gemessenen Verbrauch und dem üblichen Verlauf über das Jahr; nach 30 Tagen mit Messwerten rechnen wir genauer."}
      </p>
      {d.orderBy ? (
        <p data-testid="order-by">
          Bestellen Sie spätestens am <strong>{day(d.orderBy)}</strong>: dann bleiben {d.reservePercent} % Reserve im Tank, und der Händler
          hat Zeit zu liefern.
        </p>
      ) : null}
      {d.offer && d.freeLitres ? (
        <p>
          In Ihren Tank passen jetzt etwa {formatQuantity(d.freeLitres, locale)} Liter. Bestes Angebot heute:{" "}
          {formatPrice(d.offer.unitPrice, locale)} je 100 Liter ({d.offer.dealerName}), zusammen {formatPrice(d.offer.totalPrice, locale)}.{" "}
          <Link to={d.offer.path} className="button button--primary" data-testid="order-link">
            Angebote für {formatQuantity(d.freeLitres, locale)} Liter vergleichen
          </Link>
        </p>
      ) : d.freeLitres !== null && d.freeLitres < 500 ? (
        <p>Ihr Tank ist gut gefüllt: Es passen weniger als 500 Liter hinein, die kleinste Liefermenge.</p>
      ) : !d.zipCode ? (
        <p>Tragen Sie in den Tankeinstellungen die Postleitzahl des Tanks ein, dann zeigen wir Ihnen hier das beste Angebot.</p>
      ) : null}
    </div>
  );
}

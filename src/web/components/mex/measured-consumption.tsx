import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatQuantity } from "../../../domain/shared/format.ts";
import type { SensorDetail } from "../../../domain/mex/mex-detail.types.ts";
import { BarChart } from "../customer-area/bar-chart.tsx";

const MONTHS = ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"];

/**
 * What the tank sensor measured (decision 0030, dashboard "verbrauch"): the last 30 days, the months of
 * this year against the same months of last year, and each heating season — charts with the numbers in a
 * table beside them.
 */
export function MeasuredConsumption({ d, locale }: { d: SensorDetail; locale: Locale }) {
  const litres = (v: number) => formatQuantity(Math.round(v), locale);
  const last30 = d.days.slice(-30);
  const byMonth = new Map(d.months.map((m) => [m.month, m.litres]));
  const thisYear = (d.months.at(-1)?.month ?? "").slice(0, 4);
  const lastYear = String(Number(thisYear) - 1);
  const monthRows = MONTHS.map((label, i) => {
    const mm = String(i + 1).padStart(2, "0");
    return { label, now: byMonth.get(`${thisYear}-${mm}`) ?? null, before: byMonth.get(`${lastYear}-${mm}`) ?? null };
  });
  return (
    <section data-testid="measured-consumption">
      <h2>Gemessen von Ihrem Tanksensor „{d.sensor.name}“</h2>
      {last30.length ? (
        <>
          <p>
            In den letzten {last30.length} Tagen im Mittel{" "}
            <strong>{litres(last30.reduce((s, x) => s + x.litres, 0) / last30.length)} Liter am Tag</strong>.
          </p>
          <BarChart
            labels={last30.map((x, i) => (i % 5 === 0 || i === last30.length - 1 ? formatDate(x.day, "dayMonth", locale) : ""))}
            series={[{ name: "Liter", className: "", values: last30.map((x) => Math.round(x.litres)) }]}
            format={litres}
            summary="Balkendiagramm des gemessenen Verbrauchs je Tag der letzten 30 Tage."
          />
        </>
      ) : (
        <p>Der Sensor misst noch nicht lange genug für einen Tagesverbrauch.</p>
      )}
      <h3>
        {thisYear} im Vergleich zu {lastYear}
      </h3>
      <BarChart
        labels={monthRows.map((r) => r.label)}
        series={[
          { name: lastYear, className: "is-market", values: monthRows.map((r) => r.before) },
          { name: thisYear, className: "", values: monthRows.map((r) => r.now) },
        ]}
        format={litres}
        summary={`Balkendiagramm des Verbrauchs je Monat, ${thisYear} neben ${lastYear}; die Tabelle darunter nennt die Werte.`}
      />
      <div className="table-scroll">
        <table className="data-table" data-testid="year-against-year">
          <caption className="visually-hidden">
            Verbrauch je Monat, {thisYear} und {lastYear}
          </caption>
          <thead>
            <tr>
              <th scope="col">Monat</th>
              <th scope="col" className="num">
                {lastYear}
              </th>
              <th scope="col" className="num">
                {thisYear}
              </th>
            </tr>
          </thead>
          <tbody>
            {monthRows
              .filter((r) => r.now !== null || r.before !== null)
              .map((r) => (
                <tr key={r.label}>
                  <td>{r.label}</td>
                  <td className="num">{r.before === null ? "–" : `${litres(r.before)} l`}</td>
                  <td className="num">{r.now === null ? "–" : `${litres(r.now)} l`}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {d.seasons.length ? (
        <p>
          Je Heizperiode (1. Juli bis 30. Juni):{" "}
          {d.seasons.map((x) => `${x.season}: ${litres(x.litres)} Liter${x.partial ? " (Teilzeitraum)" : ""}`).join(" · ")}
        </p>
      ) : null}
    </section>
  );
}

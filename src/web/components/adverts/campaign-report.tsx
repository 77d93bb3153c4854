import { Form } from "react-router";
import type { CampaignReport } from "../../../domain/adverts/manage.schemas.ts";
import { BoTable, numeric } from "../back-office/bo-table.tsx";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";

/** A calendar day (YYYY-MM-DD) in the back office's date format, through the one date formatter. */
export const germanDay = (day: string) => formatDate(`${day}T12:00:00Z`, "shortD", LOCALES.de);

const int = new Intl.NumberFormat("de-DE");
const pct = new Intl.NumberFormat("de-DE", { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayLabel = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

const W = 640;
const H = 200;
const PAD = { l: 8, r: 8, t: 18, b: 24 };

/** Impressions (bars) and clicks (narrow bars, own scale) per day; the table below carries the same figures. */
function ReportChart({ report }: { report: CampaignReport }) {
  const days = report.Days;
  const maxI = Math.max(1, ...days.map((d) => d.Impressions));
  const maxC = Math.max(1, ...days.map((d) => d.Clicks));
  const slot = (W - PAD.l - PAD.r) / Math.max(1, days.length);
  const h = H - PAD.t - PAD.b;
  const step = Math.max(1, Math.ceil(days.length / 6));
  const summary = `Impressionen und Klicks je Tag vom ${germanDay(report.From)} bis ${germanDay(report.To)}: insgesamt ${int.format(report.Total.Impressions)} Impressionen, ${int.format(report.Total.Clicks)} Klicks.`;
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="ad-report-chart">
        <text x={PAD.l} y={12}>
          max. {int.format(maxI)} Impressionen / {int.format(maxC)} Klicks
        </text>
        {days.map((d, i) => {
          const x = PAD.l + i * slot;
          const hi = (d.Impressions / maxI) * h;
          const hc = (d.Clicks / maxC) * h;
          return (
            <g key={d.Day}>
              <rect className="bar-impressions" x={x + slot * 0.1} y={PAD.t + h - hi} width={slot * 0.5} height={hi} />
              <rect className="bar-clicks" x={x + slot * 0.6} y={PAD.t + h - hc} width={slot * 0.3} height={hc} />
              {i % step === 0 && (
                <text x={x + slot / 2} y={H - 6} textAnchor="middle">
                  {dayLabel(d.Day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="ad-legend">
        <span style={{ ["--swatch" as string]: "#7fa7d1" }}>Impressionen</span>
        <span style={{ ["--swatch" as string]: "#b5651d" }}>Klicks (eigene Skala)</span>
      </figcaption>
    </figure>
  );
}

/** The campaign's report (decision 0068, "Back office"): a period form, chart, tables per day and slot, CSV. */
export function CampaignReportView({
  campaignId,
  report,
  problem,
}: {
  campaignId: number;
  report: CampaignReport | null;
  problem: string | null;
}) {
  const csv = report ? `/api/support/campaigns/${campaignId}/report.csv?from=${report.From}&to=${report.To}` : null;
  return (
    <section className="bo-card" aria-labelledby="bericht-titel">
      <h2 id="bericht-titel">Bericht</h2>
      <Form method="get" className="bo-filters ad-filters">
        <label>
          Von
          <input type="date" name="from" defaultValue={report?.From} />
        </label>
        <label>
          Bis
          <input type="date" name="to" defaultValue={report?.To} />
        </label>
        <button type="submit" className="button button--secondary">
          Zeitraum anzeigen
        </button>
      </Form>
      {problem && <p className="account-field__error">{problem}</p>}
      {report && (
        <>
          <p>
            {int.format(report.Total.Impressions)} Impressionen, {int.format(report.Total.Clicks)} Klicks, Klickrate{" "}
            {pct.format(report.Total.ClickRate)} vom {germanDay(report.From)} bis {germanDay(report.To)}.{" "}
            {csv && (
              <a href={csv} download>
                Als CSV herunterladen
              </a>
            )}
          </p>
          {report.Total.Impressions === 0 && report.Total.Clicks === 0 ? (
            <p className="bo-muted">
              In diesem Zeitraum wurde die Kampagne noch nicht gezeigt. Prüfen Sie Status, Laufzeit und Werbeplätze.
            </p>
          ) : (
            <ReportChart report={report} />
          )}
          <BoTable columns={["Tag", numeric("Impressionen"), numeric("Klicks"), numeric("Klickrate")]} caption={<caption>Je Tag</caption>}>
            <tbody>
              {report.Days.map((d) => (
                <tr key={d.Day}>
                  <td>{d.Day}</td>
                  <td className="num">{int.format(d.Impressions)}</td>
                  <td className="num">{int.format(d.Clicks)}</td>
                  <td className="num">{pct.format(d.ClickRate)}</td>
                </tr>
              ))}
            </tbody>
          </BoTable>
          {report.Slots.length > 0 && (
            <BoTable
              columns={["Werbeplatz", numeric("Impressionen"), numeric("Klicks"), numeric("Klickrate")]}
              caption={<caption>Je Werbeplatz</caption>}
            >
              <tbody>
                {report.Slots.map((s) => (
                  <tr key={s.SlotId}>
                    <td>{s.SlotKey}</td>
                    <td className="num">{int.format(s.Impressions)}</td>
                    <td className="num">{int.format(s.Clicks)}</td>
                    <td className="num">{pct.format(s.ClickRate)}</td>
                  </tr>
                ))}
              </tbody>
            </BoTable>
          )}
        </>
      )}
    </section>
  );
}

import { Link } from "react-router";
import type { Locale } from "../../../domain/countries.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/format.ts";
import { CHART_RANGES, chartGeometry, type ChartRange, type PricePoint } from "../../../domain/price-statistics.ts";

const W = 640;
const H = 260;

/** A server-rendered SVG line chart; the range tabs are plain links, so it works without JavaScript. */
export function PriceChart({ series, range, locale, basePath }: { series: PricePoint[]; range: ChartRange; locale: Locale; basePath: string }) {
  const g = chartGeometry(series, W, H);
  return (
    <figure className="price-chart">
      <nav className="price-chart__ranges" aria-label="Zeitraum">
        {CHART_RANGES.map((r) => (
          <Link
            key={r.key}
            to={`${basePath}?zeitraum=${r.key}`}
            preventScrollReset
            replace
            aria-current={r.key === range ? "true" : undefined}
            className={`chip${r.key === range ? " chip--active" : ""}`}
          >
            {r.label}
          </Link>
        ))}
      </nav>
      {g ? (
        <svg viewBox={`0 0 ${W} ${H}`} className="price-chart__svg" role="img" aria-label={`Preisverlauf von ${formatDate(series[0].day, "shortD", locale)} bis ${formatDate(series.at(-1)!.day, "shortD", locale)}`}>
          {g.ticks.map((t) => (
            <g key={t.value}>
              <line x1={g.pad.l} x2={W - g.pad.r} y1={t.y} y2={t.y} className="price-chart__grid" />
              <text x={g.pad.l - 6} y={t.y + 4} textAnchor="end" className="price-chart__tick">
                {formatPrice(t.value, locale).replace(/,00|\.00/, "")}
              </text>
            </g>
          ))}
          <path d={g.area} className="price-chart__area" />
          <path d={g.d} className="price-chart__line" />
          <text x={g.pad.l} y={H - 8} className="price-chart__tick">
            {formatDate(series[0].day, "shortD", locale)}
          </text>
          <text x={W - g.pad.r} y={H - 8} textAnchor="end" className="price-chart__tick">
            {formatDate(series.at(-1)!.day, "shortD", locale)}
          </text>
        </svg>
      ) : (
        <p className="notice">Für diesen Zeitraum liegen keine Preise vor.</p>
      )}
      <figcaption className="hint">Erfasster Tagespreis je 100 l bei {formatQuantity(3000, locale)} l inkl. MwSt. (Demo-Daten, abgeleitet vom Brent-Ölpreis)</figcaption>
    </figure>
  );
}

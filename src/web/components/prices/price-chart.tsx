import { Link } from "react-router";
import type { Locale } from "../../../domain/shared/countries.ts";
import { formatDate, formatPrice, formatQuantity } from "../../../domain/shared/format.ts";
import { CHART_RANGES, chartGeometry, type ChartRange, type PricePoint } from "../../../domain/prices/price-statistics.ts";
import { DEFAULT_AMOUNT } from "../../../domain/shared/spec-constants.ts";

/**
 * Two drawings of the same series: a wide one, and a narrow one for phones whose viewBox is close to the
 * screen's width, so the axis labels keep a readable size (a 640-wide drawing shrunk to 345 px would
 * render 11 px labels at about 6 px). CSS shows one of them; both are plain SVG, no script needed.
 */
const SIZES = {
  wide: { w: 640, h: 260, font: 11, pad: { l: 56, r: 12, t: 12, b: 28 } },
  narrow: { w: 340, h: 220, font: 12, pad: { l: 50, r: 10, t: 12, b: 28 } },
} as const;

function ChartSvg({ series, locale, size }: { series: PricePoint[]; locale: Locale; size: keyof typeof SIZES }) {
  const { w: W, h: H, font, pad } = SIZES[size];
  const g = chartGeometry(series, W, H, { ...pad });
  if (!g) return null;
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className={`price-chart__svg price-chart__svg--${size}`}
      role="img"
      aria-label={`Preisverlauf von ${formatDate(series[0].day, "shortD", locale)} bis ${formatDate(series.at(-1)!.day, "shortD", locale)}`}
    >
      {g.ticks.map((t) => (
        <g key={t.value}>
          <line x1={g.pad.l} x2={W - g.pad.r} y1={t.y} y2={t.y} className="price-chart__grid" />
          <text x={g.pad.l - 6} y={t.y + 4} textAnchor="end" className="price-chart__tick" fontSize={font}>
            {formatPrice(t.value, locale).replace(/,00|\.00/, "")}
          </text>
        </g>
      ))}
      <path d={g.area} className="price-chart__area" />
      <path d={g.d} className="price-chart__line" />
      <text x={g.pad.l} y={H - 8} className="price-chart__tick" fontSize={font}>
        {formatDate(series[0].day, "shortD", locale)}
      </text>
      <text x={W - g.pad.r} y={H - 8} textAnchor="end" className="price-chart__tick" fontSize={font}>
        {formatDate(series.at(-1)!.day, "shortD", locale)}
      </text>
    </svg>
  );
}

/** A server-rendered SVG line chart; the range tabs are plain links, so it works without JavaScript. */
export function PriceChart({
  series,
  range,
  locale,
  basePath,
}: {
  series: PricePoint[];
  range: ChartRange;
  locale: Locale;
  basePath: string;
}) {
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
      {series.length > 0 ? (
        <>
          <ChartSvg series={series} locale={locale} size="wide" />
          <ChartSvg series={series} locale={locale} size="narrow" />
        </>
      ) : (
        <p className="notice">Für diesen Zeitraum liegen keine Preise vor.</p>
      )}
      <figcaption className="hint">
        Erfasster Tagespreis je 100 l bei {formatQuantity(DEFAULT_AMOUNT, locale)} l inkl. MwSt. (Demo-Daten, abgeleitet vom Brent-Ölpreis)
      </figcaption>
    </figure>
  );
}

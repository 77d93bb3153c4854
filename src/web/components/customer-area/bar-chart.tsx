/**
 * A small server-drawn SVG bar chart for the dashboard (decision 0028): one group of bars per label, a
 * legend, and the values written on the bars' tops. The pages put the same numbers in a table for
 * screen readers and for reading; the drawing itself is marked as an image with a summary.
 */
export interface BarSeries {
  name: string;
  className: string;
  values: (number | null)[];
}

export function BarChart({
  labels,
  series,
  format,
  summary,
}: {
  labels: string[];
  series: BarSeries[];
  format: (v: number) => string;
  summary: string;
}) {
  const W = 640;
  const H = 240;
  const pad = { l: 8, r: 8, t: 22, b: 30 };
  const max = Math.max(1, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const groupW = (W - pad.l - pad.r) / Math.max(1, labels.length);
  const barW = Math.min(48, (groupW * 0.8) / series.length);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / max);
  return (
    <figure className="bar-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="bar-chart__svg">
        <line x1={pad.l} x2={W - pad.r} y1={H - pad.b} y2={H - pad.b} className="bar-chart__axis" />
        {labels.map((label, i) => {
          const x0 = pad.l + i * groupW + (groupW - barW * series.length) / 2;
          return (
            <g key={`${label}-${i}`}>
              {series.map((s, j) =>
                s.values[i] === null ? null : (
                  <g key={s.name}>
                    <rect
                      x={x0 + j * barW}
                      y={y(s.values[i]!)}
                      width={barW - 2}
                      height={H - pad.b - y(s.values[i]!)}
                      className={`bar-chart__bar ${s.className}`}
                    />
                    {labels.length <= 8 && (
                      <text x={x0 + j * barW + (barW - 2) / 2} y={y(s.values[i]!) - 4} textAnchor="middle" className="bar-chart__value">
                        {format(s.values[i]!)}
                      </text>
                    )}
                  </g>
                ),
              )}
              <text x={pad.l + i * groupW + groupW / 2} y={H - 10} textAnchor="middle" className="bar-chart__label">
                {label}
              </text>
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption className="bar-chart__legend">
          {series.map((s) => (
            <span key={s.name}>
              <span className={`bar-chart__swatch ${s.className}`} aria-hidden="true" /> {s.name}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

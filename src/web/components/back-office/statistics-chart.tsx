/**
 * The period statistic's chart (decision 0031): one line per period — the asked one and, dashed, the
 * one before, bucket by bucket — on a shared scale. A line rather than the customer area's bar chart:
 * a year by day has 365 buckets, too many for bars with labels. The page shows the same numbers in a table.
 */
export interface ChartSeries {
  name: string;
  values: number[];
}

const W = 480;
const H = 220;
const PAD = { l: 8, r: 8, t: 16, b: 26 };

function pathOf(values: number[], count: number, max: number): string {
  const x = (i: number) => PAD.l + (count <= 1 ? (W - PAD.l - PAD.r) / 2 : (i / (count - 1)) * (W - PAD.l - PAD.r));
  const y = (v: number) => PAD.t + (H - PAD.t - PAD.b) * (1 - v / max);
  return values.map((v, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join("");
}

export function StatisticsChart({
  labels,
  current,
  previous,
  format,
  summary,
}: {
  labels: string[];
  current: ChartSeries;
  previous: ChartSeries;
  format: (v: number) => string;
  summary: string;
}) {
  const count = Math.max(labels.length, previous.values.length);
  const max = Math.max(1, ...current.values, ...previous.values);
  // At most four labels under the axis (the first, the last, some between): "KW 49/2025" is wide.
  const step = Math.max(1, Math.ceil(labels.length / 3));
  const last = labels.length - 1;
  // A stepped label too close to the last one would overlap it.
  const shown = labels.map((l, i) => (i === last || (i % step === 0 && last - i >= step) ? l : null));
  return (
    <figure className="stat-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="stat-chart__svg">
        <line x1={PAD.l} x2={W - PAD.r} y1={PAD.t} y2={PAD.t} className="stat-chart__grid" />
        <line x1={PAD.l} x2={W - PAD.r} y1={H - PAD.b} y2={H - PAD.b} className="stat-chart__axis" />
        <text x={PAD.l} y={PAD.t - 4} className="stat-chart__tick">
          {format(max)}
        </text>
        <path d={pathOf(previous.values, count, max)} className="stat-chart__line stat-chart__line--previous" />
        <path d={pathOf(current.values, count, max)} className="stat-chart__line" />
        {count === 1 && (
          <circle cx={W / 2} cy={PAD.t + (H - PAD.t - PAD.b) * (1 - (current.values[0] ?? 0) / max)} r={4} className="stat-chart__dot" />
        )}
        {shown.map((l, i) =>
          l === null ? null : (
            <text
              key={i}
              x={PAD.l + (labels.length <= 1 ? (W - PAD.l - PAD.r) / 2 : (i / (labels.length - 1)) * (W - PAD.l - PAD.r))}
              y={H - 8}
              textAnchor={labels.length > 1 && i === 0 ? "start" : i === labels.length - 1 && labels.length > 1 ? "end" : "middle"}
              className="stat-chart__tick"
            >
              {l}
            </text>
          ),
        )}
      </svg>
      <figcaption className="stat-chart__legend">
        <span>
          <span className="stat-chart__swatch" aria-hidden="true" /> {current.name}
        </span>
        <span>
          <span className="stat-chart__swatch stat-chart__swatch--previous" aria-hidden="true" /> {previous.name}
        </span>
      </figcaption>
    </figure>
  );
}

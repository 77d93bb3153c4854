/**
 * The tank's level over the last year as a server-drawn SVG line (one point a day); refills stand out as
 * steps. Marked as an image with a summary; the page lists the numbers (months, refills) as text.
 */
export function LevelChart({
  points,
  capacity,
  summary,
  formatDay,
}: {
  points: { day: string; litres: number }[];
  capacity: number;
  summary: string;
  formatDay: (day: string) => string;
}) {
  const W = 640;
  const H = 220;
  const pad = { l: 44, r: 8, t: 10, b: 26 };
  if (points.length < 2) return null;
  const x = (i: number) => pad.l + ((W - pad.l - pad.r) * i) / (points.length - 1);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - Math.min(v, capacity) / capacity);
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.litres).toFixed(1)}`).join(" ");
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const labelEvery = Math.max(1, Math.floor(points.length / 4));
  return (
    <figure className="level-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="level-chart__svg">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.l} x2={W - pad.r} y1={y(capacity * t)} y2={y(capacity * t)} className="level-chart__grid" />
            <text x={pad.l - 4} y={y(capacity * t) + 4} textAnchor="end" className="level-chart__label">
              {Math.round(t * 100)} %
            </text>
          </g>
        ))}
        <path d={`${path} L${x(points.length - 1)},${y(0)} L${x(0)},${y(0)} Z`} className="level-chart__area" />
        <path d={path} className="level-chart__line" />
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.day} x={x(i)} y={H - 8} textAnchor={i === 0 ? "start" : "middle"} className="level-chart__label">
              {formatDay(p.day)}
            </text>
          ) : null,
        )}
      </svg>
    </figure>
  );
}

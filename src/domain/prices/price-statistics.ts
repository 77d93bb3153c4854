/** Statistics of a daily price series for the price pages (spec §3 country average price, price FAQ). */
export interface PricePoint {
  day: string; // YYYY-MM-DD
  price: number; // minor units per 100 l (per t)
}

export type ChartRange = "1m" | "6m" | "1j" | "3j" | "alle";
export const CHART_RANGES: { key: ChartRange; label: string; days: number | null }[] = [
  { key: "1m", label: "1 Monat", days: 31 },
  { key: "6m", label: "6 Monate", days: 183 },
  { key: "1j", label: "1 Jahr", days: 366 },
  { key: "3j", label: "3 Jahre", days: 1096 },
  { key: "alle", label: "Alle", days: null },
];

export function isChartRange(v: string | null): v is ChartRange {
  return CHART_RANGES.some((r) => r.key === v);
}

/** Spec §3: change in percent, rounded to 2 decimals. */
export function changePercent(previous: number, current: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) / previous) * 10000) / 100;
}

export function summarize(series: readonly PricePoint[], today: string) {
  if (series.length === 0) return null;
  const current = series[series.length - 1];
  const previous = series.length > 1 ? series[series.length - 2] : current;
  const from = shiftDays(today, -1096);
  let high: PricePoint | null = null;
  let low: PricePoint | null = null;
  for (const p of series) {
    if (p.day < from) continue;
    if (!high || p.price > high.price) high = p;
    if (!low || p.price < low.price) low = p;
  }
  return { current, previous, change: changePercent(previous.price, current.price), high3y: high ?? current, low3y: low ?? current };
}

export function shiftDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function inRange(series: readonly PricePoint[], range: ChartRange, today: string): PricePoint[] {
  const days = CHART_RANGES.find((r) => r.key === range)?.days ?? null;
  if (days === null) return [...series];
  const from = shiftDays(today, -days);
  return series.filter((p) => p.day >= from);
}

/** Thins a long series to at most `max` points (keeping the last), so the SVG stays small. */
export function thin(series: readonly PricePoint[], max: number): PricePoint[] {
  if (series.length <= max) return [...series];
  const step = Math.ceil(series.length / max);
  const out = series.filter((_, i) => i % step === 0);
  if (out[out.length - 1] !== series[series.length - 1]) out.push(series[series.length - 1]);
  return out;
}

/** SVG geometry of a line chart: path, y ticks at "nice" steps, x labels at the ends. */
export function chartGeometry(series: readonly PricePoint[], width: number, height: number, pad = { l: 56, r: 12, t: 12, b: 28 }) {
  if (series.length === 0) return null;
  const prices = series.map((p) => p.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const span = Math.max(max - min, 100);
  const step = niceStep(span / 4);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const x = (i: number) => pad.l + (series.length === 1 ? 0 : (i / (series.length - 1)) * (width - pad.l - pad.r));
  const y = (v: number) => pad.t + (1 - (v - lo) / (hi - lo || 1)) * (height - pad.t - pad.b);
  const d = series.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.price).toFixed(1)}`).join("");
  const ticks: { value: number; y: number }[] = [];
  for (let v = lo; v <= hi + 1e-9; v += step) ticks.push({ value: v, y: y(v) });
  return { d, ticks, area: `${d}L${x(series.length - 1).toFixed(1)},${height - pad.b}L${pad.l},${height - pad.b}Z`, pad };
}

function niceStep(raw: number): number {
  const exp = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (raw <= m * exp) return m * exp;
  return 10 * exp;
}

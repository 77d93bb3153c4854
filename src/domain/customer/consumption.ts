/**
 * Her consumption for the dashboard (decisions 0028 and 0045): measured by her tank sensors
 * where they have readings, else estimated from her deliveries — each delivery refills what was burnt
 * since the one before, so the litres of delivery n+1 were used, evenly, between delivery n and n+1.
 * Spread over the calendar, either gives litres per year and per heating season (1 July to 30 June,
 * named "2025/26"). Days are ISO dates (YYYY-MM-DD) in the country's zone.
 */
import { dailyUse } from "../mex/consumption.ts";
import { seasonOf } from "../mex/days.ts";
import { refillThreshold, type LevelPoint } from "../mex/refills.ts";

export interface Delivery {
  day: string;
  litres: number;
}

export interface ConsumptionEstimate {
  /** Where the numbers come from: her tank sensors' readings, or the days between her deliveries. */
  source: "readings" | "deliveries";
  /** Litres per day over all measured intervals, rounded to one decimal. */
  perDay: number;
  years: { label: string; litres: number; partial: boolean }[];
  seasons: { label: string; litres: number; partial: boolean }[];
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Null with fewer than two deliveries on different days: nothing to measure between. */
export function estimateConsumption(deliveries: readonly Delivery[]): ConsumptionEstimate | null {
  const sorted = [...deliveries].filter((d) => d.litres > 0).sort((a, b) => a.day.localeCompare(b.day));
  const years = new Map<string, number>();
  const seasons = new Map<string, number>();
  let litres = 0;
  let days = 0;
  for (let i = 1; i < sorted.length; i++) {
    const from = toMs(sorted[i - 1].day);
    const to = toMs(sorted[i].day);
    const span = Math.round((to - from) / DAY_MS);
    if (span <= 0) continue;
    const rate = sorted[i].litres / span;
    for (let t = from; t < to; t += DAY_MS) {
      const day = iso(t);
      years.set(day.slice(0, 4), (years.get(day.slice(0, 4)) ?? 0) + rate);
      seasons.set(seasonOf(day), (seasons.get(seasonOf(day)) ?? 0) + rate);
    }
    litres += sorted[i].litres;
    days += span;
  }
  if (days === 0) return null;
  const first = sorted[0].day;
  const last = sorted[sorted.length - 1].day;
  // A year or season the measured intervals do not cover from its first to its last day is partial.
  const covers = (start: string, end: string) => first <= start && last >= end;
  return {
    source: "deliveries",
    perDay: Math.round((litres / days) * 10) / 10,
    years: [...years]
      .sort()
      .map(([label, l]) => ({ label, litres: Math.round(l), partial: !covers(`${label}-01-01`, `${Number(label) + 1}-01-01`) })),
    seasons: [...seasons].sort().map(([label, l]) => {
      const start = Number(label.slice(0, 4));
      return { label, litres: Math.round(l), partial: !covers(`${start}-07-01`, `${start + 1}-07-01`) };
    }),
    from: first,
    to: last,
  };
}

/** A tank with a sensor: its level readings in litres, its capacity and the calendar's time zone. */
export interface MeasuredTank {
  points: readonly LevelPoint[];
  capacityLitres: number;
  timeZone: string;
}

/**
 * Fewer measured days than this and the readings are not yet an estimate (a sensor set up yesterday says
 * little about a year); the estimate from deliveries stands until then (decision 0045).
 */
export const MIN_MEASURED_DAYS = 7;

const round1 = (n: number) => Math.round(n * 10) / 10;
const lastDayOfSeason = (label: string) => `${Number(label.slice(0, 4)) + 1}-06-30`;

/** The time the readings measured use over, in days: every interval between readings but a refill's. */
function measuredDays(points: readonly LevelPoint[], capacityLitres: number): number {
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const threshold = refillThreshold(capacityLitres);
  let ms = 0;
  for (let i = 1; i < sorted.length; i++)
    if (sorted[i].litres - sorted[i - 1].litres <= threshold) ms += sorted[i].at.getTime() - sorted[i - 1].at.getTime();
  return ms / DAY_MS;
}

/**
 * Consumption measured by her tank sensors (decision 0045): per tank the level drops between readings,
 * counted from the lowest level since the last refill, the refill's own interval left out (the mex
 * area's `dailyUse`: a rise above the refill threshold is a delivery, a small rise is noise, neither is
 * use). A tank's litres per day are its use over the time its readings measured; the tanks of a
 * household add up. A year or season is partial unless every tank was measured from its first to its
 * last day. Null while no tank has `MIN_MEASURED_DAYS` measured days.
 */
export function estimateFromReadings(tanks: readonly MeasuredTank[]): ConsumptionEstimate | null {
  const measured = tanks
    .map((t) => ({ days: dailyUse([...t.points], t.capacityLitres, t.timeZone), span: measuredDays(t.points, t.capacityLitres) }))
    .filter((t) => t.span >= MIN_MEASURED_DAYS && t.days.length > 0);
  if (measured.length === 0) return null;
  const years = new Map<string, number>();
  const seasons = new Map<string, number>();
  let perDay = 0;
  for (const { days, span } of measured) {
    perDay += days.reduce((sum, d) => sum + d.litres, 0) / span;
    for (const d of days) {
      years.set(d.day.slice(0, 4), (years.get(d.day.slice(0, 4)) ?? 0) + d.litres);
      seasons.set(seasonOf(d.day), (seasons.get(seasonOf(d.day)) ?? 0) + d.litres);
    }
  }
  const spans = measured.map(({ days }) => ({ first: days[0].day, last: days[days.length - 1].day }));
  const coveredByAll = (start: string, end: string) => spans.every((s) => s.first <= start && s.last >= end);
  return {
    source: "readings",
    perDay: round1(perDay),
    years: [...years]
      .sort()
      .map(([label, l]) => ({ label, litres: Math.round(l), partial: !coveredByAll(`${label}-01-01`, `${label}-12-31`) })),
    seasons: [...seasons].sort().map(([label, l]) => ({
      label,
      litres: Math.round(l),
      partial: !coveredByAll(`${label.slice(0, 4)}-07-01`, lastDayOfSeason(label)),
    })),
    from: spans.map((s) => s.first).sort()[0],
    to: spans
      .map((s) => s.last)
      .sort()
      .at(-1)!,
  };
}

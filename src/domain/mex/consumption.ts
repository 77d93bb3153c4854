/**
 * Measured consumption from a tank sensor's level series: litres burnt per calendar day, month and
 * heating season (1 July to 30 June, named "2025/26", as the estimate from deliveries in
 * src/domain/customer/consumption.ts). Days are the calendar days of the tank's time zone.
 */
import { refillThreshold, type LevelPoint } from "./refills.ts";
import { seasonOf, wallClockDay, wallClockMs } from "./days.ts";

const DAY_MS = 86_400_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Adds `litres`, burnt evenly between two wall-clock times, to the calendar days they span. */
function spread(into: Map<string, number>, from: number, to: number, litres: number): void {
  if (to <= from) {
    into.set(wallClockDay(from), (into.get(wallClockDay(from)) ?? 0) + litres);
    return;
  }
  for (let t = from; t < to; ) {
    const next = Math.min((Math.floor(t / DAY_MS) + 1) * DAY_MS, to);
    const day = wallClockDay(t);
    into.set(day, (into.get(day) ?? 0) + (litres * (next - t)) / (to - from));
    t = next;
  }
}

/**
 * Litres used per calendar day. The oil burnt between two readings is spread evenly over the time
 * between them, across days when the sensor was silent for a while. Use is counted from the lowest
 * level since the last refill: a small rise (warming oil, sensor noise) is no use and not negative use,
 * and the same oil falling back is not counted twice. The interval of a refill is left out (what was
 * burnt while the tank was filled is unknown), so a day the sensor only saw across a refill is missing
 * rather than zero. The first and last days hold only the hours between readings.
 */
export function dailyUse(points: LevelPoint[], capacityLitres: number, timeZone = "Europe/Berlin"): { day: string; litres: number }[] {
  const sorted = [...points].sort((a, b) => a.at.getTime() - b.at.getTime());
  const threshold = refillThreshold(capacityLitres);
  const days = new Map<string, number>();
  let lowest = sorted.length > 0 ? sorted[0].litres : 0;
  for (let i = 1; i < sorted.length; i++) {
    const b = sorted[i];
    // A refill as detectRefills sees it.
    if (b.litres - sorted[i - 1].litres > threshold) {
      lowest = b.litres;
      continue;
    }
    const used = Math.max(0, lowest - b.litres);
    lowest = Math.min(lowest, b.litres);
    spread(days, wallClockMs(sorted[i - 1].at, timeZone), wallClockMs(b.at, timeZone), used);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, litres]) => ({ day, litres: round1(litres) }));
}

/** Litres per calendar month ("YYYY-MM"), whole litres. */
export function useByMonth(days: { day: string; litres: number }[]): { month: string; litres: number }[] {
  const months = new Map<string, number>();
  for (const d of days) months.set(d.day.slice(0, 7), (months.get(d.day.slice(0, 7)) ?? 0) + d.litres);
  return [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, litres]) => ({ month, litres: Math.round(litres) }));
}

/**
 * Litres per heating season, whole litres. A season is partial when the days do not reach from its first
 * (1 July) to its last day (30 June), the same rule as the estimate from deliveries.
 */
export function useBySeason(days: { day: string; litres: number }[]): { season: string; litres: number; partial: boolean }[] {
  const seasons = new Map<string, { litres: number; first: string; last: string }>();
  for (const d of days) {
    const key = seasonOf(d.day);
    const s = seasons.get(key);
    if (!s) seasons.set(key, { litres: d.litres, first: d.day, last: d.day });
    else {
      s.litres += d.litres;
      if (d.day < s.first) s.first = d.day;
      if (d.day > s.last) s.last = d.day;
    }
  }
  return [...seasons]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([season, s]) => {
      const start = Number(season.slice(0, 4));
      return { season, litres: Math.round(s.litres), partial: !(s.first <= `${start}-07-01` && s.last >= `${start + 1}-06-30`) };
    });
}

/**
 * Consumption estimated from deliveries (issue 12, decision 0028), until a tank sensor measures it: each
 * delivery refills what was burnt since the one before, so the litres of delivery n+1 were used, evenly,
 * between delivery n and n+1. Spread over the calendar, that gives litres per year and per heating
 * season (1 July to 30 June, named "2025/26"). Days are ISO dates (YYYY-MM-DD) in the country's zone.
 */
export interface Delivery {
  day: string;
  litres: number;
}

export interface ConsumptionEstimate {
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

function seasonOf(day: string): string {
  const y = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 7 ? y : y - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

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
    perDay: Math.round((litres / days) * 10) / 10,
    years: [...years].sort().map(([label, l]) => ({ label, litres: Math.round(l), partial: !covers(`${label}-01-01`, `${Number(label) + 1}-01-01`) })),
    seasons: [...seasons].sort().map(([label, l]) => {
      const start = Number(label.slice(0, 4));
      return { label, litres: Math.round(l), partial: !covers(`${start}-07-01`, `${start + 1}-07-01`) };
    }),
    from: first,
    to: last,
  };
}

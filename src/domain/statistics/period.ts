/**
 * The period rules of the period statistic (spec §3 "Period statistic"; decision 0031):
 * validation, the comparison period and the buckets of a grouping. Days are calendar days (YYYY-MM-DD);
 * the server counts them in Europe/Berlin, where the marketplace keeps its books.
 */
import { isCalendarDay } from "../shared/calendar-day.ts";

export const GROUPINGS = ["day", "week", "month"] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** Longest period: two years (731 days hold a leap day), so a year can be compared with the one before. */
export const MAX_PERIOD_YEARS = 2;

const DAY_MS = 86_400_000;
const MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];

const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(ms(day) + n * DAY_MS);

function addMonths(day: string, n: number): string {
  const d = new Date(ms(day));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return dayOf(target.getTime());
}

/** German message of what is wrong with a period, or null. */
export function periodProblem(from: string, to: string): string | null {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT).";
  if (from > to) return "Das Ende des Zeitraums liegt vor seinem Anfang.";
  if (to >= addMonths(from, 12 * MAX_PERIOD_YEARS)) return "Der Zeitraum darf höchstens zwei Jahre lang sein.";
  return null;
}

export const periodDays = (from: string, to: string) => Math.round((ms(to) - ms(from)) / DAY_MS) + 1;

const isFirstOfMonth = (day: string) => day.endsWith("-01");
const isLastOfMonth = (day: string) => isFirstOfMonth(addDays(day, 1));

/**
 * The period compared with: as long, right before. Whole months compare with as many whole months
 * (March–May with December–February), since "the same number of days" would cut months in halves.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const prevTo = addDays(from, -1);
  if (isFirstOfMonth(from) && isLastOfMonth(to)) {
    const months = monthsBetween(from, to);
    return { from: addMonths(from, -months), to: prevTo };
  }
  return { from: addDays(from, -periodDays(from, to)), to: prevTo };
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/** ISO 8601 week ("2027-W53" for 1 January 2027, a Friday): the week belongs to the year of its Thursday. */
export function isoWeekKey(day: string): string {
  const t = ms(day);
  const weekday = (new Date(t).getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(t + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The bucket a day falls into: "2026-03-07", "2026-W10", "2026-03" (the SQL writes the same keys). */
export function bucketKey(day: string, grouping: Grouping): string {
  if (grouping === "day") return day;
  if (grouping === "month") return day.slice(0, 7);
  return isoWeekKey(day);
}

/** Every bucket of a period in order, the partial first and last ones included. */
export function bucketsOf(from: string, to: string, grouping: Grouping): string[] {
  const keys: string[] = [];
  for (let t = ms(from); t <= ms(to); t += DAY_MS) {
    const key = bucketKey(dayOf(t), grouping);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}

/** German label of a bucket: "07.03.2026", "KW 10/2026", "März 2026". */
export function bucketLabel(key: string, grouping: Grouping): string {
  if (grouping === "day") return `${key.slice(8, 10)}.${key.slice(5, 7)}.${key.slice(0, 4)}`;
  if (grouping === "month") return `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;
  return `KW ${Number(key.slice(6))}/${key.slice(0, 4)}`;
}

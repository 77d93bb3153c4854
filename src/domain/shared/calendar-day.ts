/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`: "today" of a country, not of UTC. */
export function calendarDay(instant: Date, timeZone: string): string {
  // Every offer calculation asks for today: formatting is the costly part, and a day in a zone with
  // whole-minute offsets changes only at a whole second, so the answer is kept for that second.
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDay.get(timeZone);
  if (last && last.second === second) return last.day;
  // en-CA writes dates as YYYY-MM-DD.
  const day = dayFormatter(timeZone).format(instant);
  lastDay.set(timeZone, { second, day });
  return day;
}

const lastDay = new Map<string, { second: number; day: string }>();

const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return f;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a real calendar day (YYYY-MM-DD), else null: "2026-02-30" is none, although
 * Date.parse reads it as 2 March and the database's date cast refuses it (a 500 where a German 400 belongs).
 */
export function dayNumber(day: string): number | null {
  if (!ISO_DAY.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day ? null : t / DAY_MS;
}

/** A real calendar day written YYYY-MM-DD (every date a form or an API takes). */
export function isCalendarDay(day: string): boolean {
  return dayNumber(day) !== null;
}

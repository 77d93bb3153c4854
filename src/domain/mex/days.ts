/**
 * Calendar arithmetic on days (YYYY-MM-DD) for the tank sensor rules. A day is a calendar day, not an
 * instant: counting it as UTC midnight makes the arithmetic independent of the machine's time zone.
 */
const DAY_MS = 86_400_000;

export const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
export const dayOf = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  return dayOf(dayNumber(day) + n);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** How many days the month of `day` has (28 … 31). */
export function daysInMonth(day: string): number {
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).getUTCDate();
}

/**
 * The heating season (1 July to 30 June) a day belongs to, named "2025/26": measured use and the
 * dashboard's consumption (src/domain/customer/consumption.ts) share it.
 */
export function seasonOf(day: string): string {
  const y = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 7 ? y : y - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, "0")}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    const options = {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    } as const;
    formatters.set(timeZone, (f = new Intl.DateTimeFormat("en-US", options)));
  }
  return f;
}

/**
 * The instant's wall-clock date and time in `timeZone`, counted as if it were UTC: splitting it at
 * multiples of a day gives that zone's calendar days, whatever zone the machine runs in. (The hour a
 * DST switch adds or drops is ignored: it shifts at most an hour's share between two days.)
 */
export function wallClockMs(instant: Date, timeZone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + (((instant.getTime() % 1000) + 1000) % 1000);
}

/** The calendar day of a wall-clock time from `wallClockMs`. */
export const wallClockDay = (ms: number): string => dayOf(Math.floor(ms / DAY_MS));

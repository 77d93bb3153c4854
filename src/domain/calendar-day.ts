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

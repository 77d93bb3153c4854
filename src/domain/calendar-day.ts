/** The calendar day (YYYY-MM-DD) that `instant` falls on in `timeZone`: "today" of a country, not of UTC. */
export function calendarDay(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dayFormatter(timeZone).format(instant);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
  return f;
}

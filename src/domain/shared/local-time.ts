/**
 * A wall-clock time of a country site (a form's datetime-local value, "2026-12-01T08:00") and the instant
 * it names, both ways. The three sites share Central European time, but the zone is named, not assumed.
 */
const PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClock(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"));
}

/** "2026-12-01T08:00" in `timeZone` → the instant; null for anything else or a day that does not exist. */
export function instantOfLocal(value: string, timeZone = "Europe/Berlin"): Date | null {
  const m = PARTS.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wanted);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two corrections find the offset, also across a change of summer time.
  let guess = wanted;
  for (let i = 0; i < 2; i++) guess += wanted - wallClock(new Date(guess), timeZone);
  return new Date(guess);
}

/** The instant → "2026-12-01T08:00" in `timeZone` (the datetime-local field's value). */
export function localOfInstant(instant: Date, timeZone = "Europe/Berlin"): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 16);
}

import { calendarDay } from "../../domain/shared/calendar-day.ts";
import { localeById, LOCALES } from "../../domain/shared/countries.ts";

/**
 * The one source of time for use cases (decision 0016): tests pass a fixed clock, so rules such as
 * "today's price" or "a refresh within 5 minutes" are checked without waiting or mocking globals.
 */
export interface Clock {
  now(): Date;
  /** Today's calendar day (YYYY-MM-DD) in the country's own time zone (Europe/Berlin, Vienna, Zurich). */
  today(countryId: number): string;
}

export function systemClock(): Clock {
  return clockAt(() => new Date());
}

/** A clock reading `now`; fixedClock(date) for tests. */
export function clockAt(now: () => Date): Clock {
  return {
    now,
    today: (countryId) => calendarDay(now(), (localeById(countryId) ?? LOCALES.de).timeZone),
  };
}

export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  return clockAt(() => new Date(instant));
}

import { describe, expect, it } from "vitest";
import { calendarDay, dayNumber, isCalendarDay } from "./calendar-day.ts";
import { LOCALES } from "./countries.ts";

describe("calendarDay: today is counted in the country's time zone", () => {
  it.each([
    // 23:30 UTC on 31 Dec is already 1 Jan in Berlin, Vienna and Zurich (UTC+1 in winter).
    ["2026-12-31T23:30:00Z", "Europe/Berlin", "2027-01-01"],
    ["2026-12-31T23:30:00Z", "Europe/Vienna", "2027-01-01"],
    ["2026-12-31T23:30:00Z", "Europe/Zurich", "2027-01-01"],
    // 22:30 UTC in summer (UTC+2) is 00:30 the next day.
    ["2026-07-14T22:30:00Z", "Europe/Berlin", "2026-07-15"],
    ["2026-07-14T21:59:59Z", "Europe/Berlin", "2026-07-14"],
    ["2026-03-29T00:30:00Z", "Europe/Zurich", "2026-03-29"],
  ])("%s in %s is %s", (instant, zone, day) => {
    expect(calendarDay(new Date(instant), zone)).toBe(day);
  });

  it("every country has its own zone", () => {
    expect(Object.values(LOCALES).map((l) => l.timeZone)).toEqual(["Europe/Berlin", "Europe/Vienna", "Europe/Zurich"]);
  });
});

describe("isCalendarDay / dayNumber: only real days written YYYY-MM-DD", () => {
  it.each([
    ["2026-11-27", true],
    ["2028-02-29", true],
    ["1970-01-01", true],
    // Date.parse reads these as other days; the database's date cast refuses them.
    ["2026-02-29", false],
    ["2026-02-30", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-1-5", false],
    ["26-11-27", false],
    ["2026-11-27T00:00:00Z", false],
    [" 2026-11-27", false],
    ["", false],
  ])("%j → %s", (day, ok) => {
    expect(isCalendarDay(day)).toBe(ok);
    expect(dayNumber(day) === null).toBe(!ok);
  });

  it("counts days since 1970-01-01", () => {
    expect(dayNumber("1970-01-01")).toBe(0);
    expect(dayNumber("2026-03-01")! - dayNumber("2026-02-28")!).toBe(1);
    expect(dayNumber("2028-03-01")! - dayNumber("2028-02-28")!).toBe(2);
  });
});

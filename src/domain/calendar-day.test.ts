import { describe, expect, it } from "vitest";
import { calendarDay } from "./calendar-day.ts";
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

import { describe, expect, it } from "vitest";
import { addDays, daysBetween, daysInMonth, seasonOf, wallClockDay, wallClockMs } from "./days.ts";

describe("calendar days", () => {
  it.each<[string, number, string]>([
    ["2026-01-31", 1, "2026-02-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-28", 2, "2026-03-30"],
    ["2026-12-31", 730, "2028-12-30"],
  ])("%s + %i = %s", (day, n, result) => {
    expect(addDays(day, n)).toBe(result);
    expect(daysBetween(day, result)).toBe(n);
  });

  it.each<[string, number]>([
    ["2026-02-10", 28],
    ["2028-02-01", 29],
    ["2026-04-30", 30],
    ["2026-12-01", 31],
  ])("%s: month of %i days", (day, n) => {
    expect(daysInMonth(day)).toBe(n);
  });

  it.each<[string, string]>([
    ["2025-07-01", "2025/26"],
    ["2026-06-30", "2025/26"],
    ["2026-07-01", "2026/27"],
    ["2099-12-01", "2099/00"],
  ])("%s is in season %s", (day, season) => {
    expect(seasonOf(day)).toBe(season);
  });

  it.each<[string, string, string]>([
    ["2026-01-10T23:30:00Z", "Europe/Berlin", "2026-01-11T00:30:00.000Z"],
    ["2026-07-10T22:00:00.250Z", "Europe/Berlin", "2026-07-11T00:00:00.250Z"],
    ["2026-01-10T23:30:00Z", "UTC", "2026-01-10T23:30:00.000Z"],
  ])("wall clock of %s in %s", (instant, zone, wall) => {
    const ms = wallClockMs(new Date(instant), zone);
    expect(new Date(ms).toISOString()).toBe(wall);
    expect(wallClockDay(ms)).toBe(wall.slice(0, 10));
  });
});

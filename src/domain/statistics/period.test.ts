import { describe, expect, it } from "vitest";
import { bucketKey, bucketLabel, bucketsOf, isoWeekKey, periodProblem, previousPeriod } from "./period.ts";

describe("periodProblem: from ≤ to, at most two years, real days", () => {
  it.each([
    ["2026-01-01", "2026-12-31", null],
    ["2026-03-07", "2026-03-07", null],
    ["2024-01-01", "2025-12-31", null],
    ["2024-01-01", "2026-01-01", "Der Zeitraum darf höchstens zwei Jahre lang sein."],
    ["2024-02-29", "2026-02-27", null],
    ["2024-02-29", "2026-02-28", "Der Zeitraum darf höchstens zwei Jahre lang sein."],
    ["2026-03-08", "2026-03-07", "Das Ende des Zeitraums liegt vor seinem Anfang."],
    ["2026-02-30", "2026-03-07", "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT)."],
    ["7.3.2026", "2026-03-07", "Bitte geben Sie Anfang und Ende des Zeitraums als Datum an (JJJJ-MM-TT)."],
  ])("%s – %s → %s", (from, to, problem) => {
    expect(periodProblem(from, to)).toBe(problem);
  });
});

describe("previousPeriod: as long, right before; whole months as whole months", () => {
  it.each([
    ["2026-03-01", "2026-03-31", "2026-02-01", "2026-02-28"],
    ["2026-03-01", "2026-05-31", "2025-12-01", "2026-02-28"],
    ["2026-01-01", "2026-12-31", "2025-01-01", "2025-12-31"],
    ["2025-01-01", "2025-12-31", "2024-01-01", "2024-12-31"],
    ["2026-03-10", "2026-03-16", "2026-03-03", "2026-03-09"],
    ["2026-03-07", "2026-03-07", "2026-03-06", "2026-03-06"],
    // Not whole months: the same number of days (31 days before 1 March 2024 reach into January).
    ["2024-03-01", "2024-03-30", "2024-01-31", "2024-02-29"],
  ])("%s – %s → %s – %s", (from, to, pFrom, pTo) => {
    expect(previousPeriod(from, to)).toEqual({ from: pFrom, to: pTo });
  });
});

describe("ISO weeks: the week belongs to the year of its Thursday", () => {
  it.each([
    ["2026-01-01", "2026-W01"], // Thursday
    ["2027-01-01", "2026-W53"], // Friday: the last week of 2026
    ["2027-01-04", "2027-W01"], // Monday
    ["2024-12-30", "2025-W01"], // Monday before the new year
    ["2021-01-03", "2020-W53"], // Sunday
    ["2026-03-07", "2026-W10"],
  ])("%s → %s", (day, key) => {
    expect(isoWeekKey(day)).toBe(key);
    expect(bucketKey(day, "week")).toBe(key);
  });
});

describe("buckets and labels", () => {
  it.each([
    ["2026-01-15", "2026-03-02", "month", ["2026-01", "2026-02", "2026-03"]],
    ["2026-12-28", "2027-01-05", "week", ["2026-W53", "2027-W01"]],
    ["2026-02-27", "2026-03-01", "day", ["2026-02-27", "2026-02-28", "2026-03-01"]],
  ] as const)("%s – %s by %s", (from, to, grouping, keys) => {
    expect(bucketsOf(from, to, grouping)).toEqual(keys);
  });
  it("a year by day has 365 buckets, by week 53 (partial ends included)", () => {
    expect(bucketsOf("2026-01-01", "2026-12-31", "day")).toHaveLength(365);
    expect(bucketsOf("2026-01-01", "2026-12-31", "week")).toHaveLength(53);
  });
  it.each([
    ["2026-03-07", "day", "07.03.2026"],
    ["2026-W10", "week", "KW 10/2026"],
    ["2026-03", "month", "März 2026"],
  ] as const)("%s (%s) → %s", (key, grouping, label) => {
    expect(bucketLabel(key, grouping)).toBe(label);
  });
});

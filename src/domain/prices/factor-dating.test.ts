import { describe, expect, it } from "vitest";
import { factorIsCurrent, lastDayOfMonth } from "./factor-dating.ts";

describe("price factors: a trend only while the data is current (decision 0044)", () => {
  it.each([
    // Brent ended on 18 August; in late November it is no week's trend.
    ["2026-08-18", "2026-11-27", "week", false],
    ["2026-11-20", "2026-11-27", "week", true],
    ["2026-11-19", "2026-11-27", "week", false],
    // Friday's price on Monday.
    ["2026-11-20", "2026-11-23", "week", true],
    // The June mean in November: stale; the October mean in November: current until early December.
    ["2026-06-30", "2026-11-27", "month", false],
    ["2026-10-31", "2026-11-27", "month", true],
    ["2026-10-31", "2026-12-08", "month", true],
    ["2026-10-31", "2026-12-09", "month", false],
    // The statutory CO₂ price of 2026 holds through 2026, not in 2027.
    ["2026-01-01", "2026-11-27", "year", true],
    ["2026-01-01", "2027-01-02", "year", false],
    ["2026-11-28", "2026-11-27", "week", false],
  ] as const)("data of %s on %s, %s trend → current: %s", (asOf, today, period, expected) => {
    expect(factorIsCurrent(asOf, today, period)).toBe(expected);
  });

  it.each([
    ["2026-06", "2026-06-30"],
    ["2024-02", "2024-02-29"],
    ["2026-12", "2026-12-31"],
  ])("the mean of %s is complete on %s", (month, day) => {
    expect(lastDayOfMonth(month)).toBe(day);
  });
});

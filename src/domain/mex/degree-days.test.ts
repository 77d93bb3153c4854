import { describe, expect, it } from "vitest";
import { annualDegreeDays, normalDegreeDays } from "./degree-days.ts";

describe("degree-day normals", () => {
  it.each([
    [1, 3300, 3400],
    [2, 3400, 3450],
    [3, 3450, 3500],
  ])("country %i has a plausible annual total (Gt20/15)", (country, low, high) => {
    expect(annualDegreeDays(country)).toBeGreaterThanOrEqual(low);
    expect(annualDegreeDays(country)).toBeLessThanOrEqual(high);
  });
  it("spreads a month evenly over its days: January a winter day, July nearly nothing", () => {
    const hdd = normalDegreeDays(1);
    expect(hdd("2027-01-15")).toBeCloseTo(560 / 31, 6);
    expect(hdd("2027-02-10")).toBeCloseTo(490 / 28, 6);
    expect(hdd("2027-07-01")).toBeLessThan(1);
  });
});

import { describe, expect, it } from "vitest";
import { averagePricePer100, changePercent, conversion, postcodeRegion } from "./figures.ts";

describe("averagePricePer100: exact, minor units, half up", () => {
  it.each([
    [339150, 3000, 11305], // 3.391,50 € for 3.000 l → 113,05 € per 100 l
    [100, 3, 3333], // 3.333,33… → 3333
    [50, 3, 1667], // 1.666,66… → 1667
    [1, 200, 1], // 0,5 → half up
    [3, 600, 1], // 0,5 again
    [1, 201, 0], // 0,497… → 0
    [0, 3000, 0],
    [500, 0, null],
    [9_000_000_000_000, 7, 128_571_428_571_429], // past 2^53 on the way, still exact
  ])("%i minor units for %i l → %s", (revenue, units, expected) => {
    expect(averagePricePer100(revenue, units)).toBe(expected);
  });
});

describe("conversion: visits with an order ÷ visits (decision 0043)", () => {
  it.each([
    [200, 3, 0.015],
    [3, 1, 0.3333],
    [3, 2, 0.6667],
    [10, 0, 0],
    [7, 7, 1],
    // No visits at all: no conversion (orders without a recorded visit never make one).
    [0, 0, null],
  ])("%i visits, %i with an order → %s", (sessions, sessionsWithOrder, expected) => {
    expect(conversion({ sessions, sessionsWithOrder })).toBe(expected);
  });

  it.each([
    [1, 5],
    [0, 1],
    [10, -1],
    [10, 1.5],
  ])("%i visits, %i with an order is a counting fault, never a figure above 100 %", (sessions, sessionsWithOrder) => {
    expect(() => conversion({ sessions, sessionsWithOrder })).toThrow(RangeError);
  });
});

describe("changePercent: against the previous period, 2 decimals", () => {
  it.each([
    [110, 100, 10],
    [90, 100, -10],
    [1, 3, -66.67],
    [2, 3, -33.33],
    [100, 0, null],
    [0, 0, null],
    [7, 7, 0],
  ])("%i vs %i → %s", (current, previous, expected) => {
    expect(changePercent(current, previous)).toBe(expected);
  });
});

describe("postcodeRegion: the first two digits", () => {
  it.each([
    ["80331", "80"],
    ["1010", "10"],
    [" 8001", "80"],
  ])("%s → %s", (zip, region) => {
    expect(postcodeRegion(zip)).toBe(region);
  });
});

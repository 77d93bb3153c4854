import { describe, expect, it } from "vitest";
import { estimateConsumption, estimateFromReadings } from "./consumption.ts";

describe("consumption from deliveries (decision 0028)", () => {
  it("needs two deliveries on different days", () => {
    expect(estimateConsumption([])).toBeNull();
    expect(estimateConsumption([{ day: "2025-10-01", litres: 3000 }])).toBeNull();
    expect(
      estimateConsumption([
        { day: "2025-10-01", litres: 3000 },
        { day: "2025-10-01", litres: 1000 },
      ]),
    ).toBeNull();
  });

  it("spreads the next delivery's litres evenly over the days since the previous one", () => {
    // 365 days, 3,650 l: 10 l a day; 2025-07-01 .. 2026-06-30 is exactly the season 2025/26.
    const e = estimateConsumption([
      { day: "2025-07-01", litres: 2000 },
      { day: "2026-07-01", litres: 3650 },
    ])!;
    expect(e.perDay).toBe(10);
    expect(e.seasons).toEqual([{ label: "2025/26", litres: 3650, partial: false }]);
    expect(e.years).toEqual([
      { label: "2025", litres: 1840, partial: true },
      { label: "2026", litres: 1810, partial: true },
    ]);
  });

  it("adds intervals of different rates and marks a fully covered calendar year", () => {
    const e = estimateConsumption([
      { day: "2024-12-01", litres: 3000 },
      // 31 days at 20 l
      { day: "2025-01-01", litres: 620 },
      // 365 days at 8 l
      { day: "2026-01-01", litres: 2920 },
    ])!;
    expect(e.years).toEqual([
      { label: "2024", litres: 620, partial: true },
      { label: "2025", litres: 2920, partial: false },
    ]);
    expect(e.seasons.map((s) => s.label)).toEqual(["2024/25", "2025/26"]);
    expect(e.seasons.reduce((n, s) => n + s.litres, 0)).toBe(3540);
    expect(e.perDay).toBe(Math.round((3540 / 396) * 10) / 10);
  });

  it("orders the deliveries by day whatever order they come in", () => {
    const a = estimateConsumption([
      { day: "2026-01-01", litres: 2920 },
      { day: "2025-01-01", litres: 500 },
    ]);
    expect(a?.perDay).toBe(8);
  });
});

/** Daily readings at midnight (UTC, or `hour`) from `from`, one level in litres each. */
function readings(from: string, levels: number[], hour = "00") {
  const start = Date.parse(`${from}T${hour}:00:00Z`);
  return levels.map((litres, i) => ({ at: new Date(start + i * 86_400_000), litres }));
}
/** `n + 1` readings that fall by `perDay` litres each day from `start` litres. */
const falling = (from: string, n: number, perDay: number, start = 4000) =>
  readings(
    from,
    Array.from({ length: n + 1 }, (_, i) => start - i * perDay),
  );
const tank = (points: { at: Date; litres: number }[], capacityLitres = 5000) => ({ points, capacityLitres, timeZone: "UTC" });

describe("consumption from tank readings (decision 0045): level drops between readings, refills left out", () => {
  it.each([
    { rule: "no tank: no estimate", tanks: [], perDay: null },
    { rule: "fewer than 7 measured days: no estimate yet", tanks: [tank(falling("2026-01-01", 6, 10))], perDay: null },
    { rule: "a steady drop of 10 l a day over 7 days", tanks: [tank(falling("2026-01-01", 7, 10))], perDay: 10 },
    {
      // 4,000 → 3,960, then the delivery lifts the tank by 2,000 l (above 3 % of 5,000 l): that day's interval is no use.
      rule: "a refill is not negative use, and its interval is left out",
      tanks: [tank(readings("2026-01-01", [4000, 3990, 3980, 3970, 3960, 5960, 5950, 5940, 5930, 5920]))],
      perDay: 10,
    },
    {
      // 990 → 1,000 is warming oil (below the threshold): no use, and the same oil falling back is not counted twice.
      rule: "a small rise is noise: use counts from the lowest level since",
      tanks: [tank(readings("2026-01-01", [1000, 990, 1000, 970, 960, 950, 940, 930]))],
      perDay: 10,
    },
    {
      rule: "days without readings share the drop across the gap",
      tanks: [tank([...falling("2026-01-01", 3, 10), ...readings("2026-01-08", [3930, 3920, 3910])])],
      perDay: 10,
    },
    {
      // Eleven days touched, ten days measured: the first and last days hold only hours, the rate is per measured time.
      rule: "readings at 05:00: litres per day over the time measured, not per calendar day touched",
      tanks: [
        tank(
          readings(
            "2026-01-01",
            Array.from({ length: 11 }, (_, i) => 4000 - 10 * i),
            "05",
          ),
        ),
      ],
      perDay: 10,
    },
    {
      rule: "the tanks of a household add up",
      tanks: [tank(falling("2026-01-01", 10, 10)), tank(falling("2026-01-01", 10, 5), 3000)],
      perDay: 15,
    },
    {
      rule: "a tank with too few days is left out, the other counts",
      tanks: [tank(falling("2026-01-01", 10, 12)), tank(falling("2026-01-08", 3, 50))],
      perDay: 12,
    },
  ])("$rule", ({ tanks, perDay }) => {
    const e = estimateFromReadings(tanks);
    if (perDay === null) expect(e).toBeNull();
    else expect(e).toMatchObject({ source: "readings", perDay });
  });

  it("spreads the use over years and heating seasons; a period is whole only when measured from its first to its last day", () => {
    // 1 July 2025 to 1 July 2026, 5 l a day: the season 2025/26 exactly, the years 2025 and 2026 in part.
    const e = estimateFromReadings([tank(falling("2025-07-01", 365, 5, 4000), 6000)])!;
    expect(e).toMatchObject({ source: "readings", perDay: 5, from: "2025-07-01", to: "2026-06-30" });
    expect(e.seasons).toEqual([{ label: "2025/26", litres: 1825, partial: false }]);
    expect(e.years).toEqual([
      { label: "2025", litres: 920, partial: true },
      { label: "2026", litres: 905, partial: true },
    ]);
    // A second tank measured only since January: the season is no longer whole for the household.
    const both = estimateFromReadings([tank(falling("2025-07-01", 365, 5, 4000), 6000), tank(falling("2026-01-01", 100, 2, 3000), 3000)])!;
    expect(both.seasons).toEqual([{ label: "2025/26", litres: 1825 + 200, partial: true }]);
    expect(both.perDay).toBe(7);
  });
});

import { describe, expect, it } from "vitest";
import { estimateConsumption } from "./consumption.ts";

describe("consumption from deliveries (decision 0028)", () => {
  it("needs two deliveries on different days", () => {
    expect(estimateConsumption([])).toBeNull();
    expect(estimateConsumption([{ day: "2025-10-01", litres: 3000 }])).toBeNull();
    expect(estimateConsumption([{ day: "2025-10-01", litres: 3000 }, { day: "2025-10-01", litres: 1000 }])).toBeNull();
  });

  it("spreads the next delivery's litres evenly over the days since the previous one", () => {
    // 365 days, 3,650 l: 10 l a day; 2025-07-01 .. 2026-06-30 is exactly the season 2025/26.
    const e = estimateConsumption([{ day: "2025-07-01", litres: 2000 }, { day: "2026-07-01", litres: 3650 }])!;
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
    const a = estimateConsumption([{ day: "2026-01-01", litres: 2920 }, { day: "2025-01-01", litres: 500 }]);
    expect(a?.perDay).toBe(8);
  });
});

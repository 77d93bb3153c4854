import { describe, expect, it } from "vitest";
import { changePercent, chartGeometry, inRange, summarize, thin, type PricePoint } from "./price-statistics.ts";

const series: PricePoint[] = [
  { day: "2022-03-08", price: 20000 },
  { day: "2023-12-20", price: 9000 },
  { day: "2024-06-01", price: 12000 },
  { day: "2026-11-21", price: 11800 },
  { day: "2026-11-22", price: 11840 },
];

describe("§3 price statistics", () => {
  it.each([
    [11800, 11840, 0.34],
    [10000, 9950, -0.5],
    [3, 4, 33.33],
    [0, 5, 0],
  ])("change from %i to %i is %d %", (a, b, pct) => expect(changePercent(a, b)).toBe(pct));

  it("summarizes today's price, its change and the three-year high and low (price FAQ)", () => {
    const s = summarize(series, "2026-11-22")!;
    expect(s.current).toEqual({ day: "2026-11-22", price: 11840 });
    expect(s.change).toBe(0.34);
    // 2022-03-08 is more than three years ago and does not count.
    expect(s.high3y).toEqual({ day: "2024-06-01", price: 12000 });
    expect(s.low3y).toEqual({ day: "2023-12-20", price: 9000 });
  });

  it("filters by chart range", () => {
    expect(inRange(series, "1m", "2026-11-22").map((p) => p.day)).toEqual(["2026-11-21", "2026-11-22"]);
    expect(inRange(series, "alle", "2026-11-22")).toHaveLength(5);
  });

  it("thins long series but keeps the last point", () => {
    const long = Array.from({ length: 1000 }, (_, i) => ({ day: String(i), price: i }));
    const t = thin(long, 200);
    expect(t.length).toBeLessThanOrEqual(201);
    expect(t.at(-1)).toEqual({ day: "999", price: 999 });
  });

  it("draws a path with nice y ticks inside the box", () => {
    const g = chartGeometry(series, 600, 240)!;
    expect(g.d.startsWith("M56.0,")).toBe(true);
    expect(g.ticks.map((t) => t.value)).toEqual([5000, 10000, 15000, 20000]);
    for (const t of g.ticks) expect(t.y).toBeGreaterThanOrEqual(12);
  });
});

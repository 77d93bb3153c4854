import { describe, expect, it } from "vitest";
import { dailyUse, useByMonth, useBySeason } from "./consumption.ts";
import type { LevelPoint } from "./refills.ts";

// Times with their Berlin offset, so the tests mean the same whatever zone the machine runs in.
const p = (at: string, litres: number): LevelPoint => ({ at: new Date(at), litres });

describe("dailyUse: litres per Berlin calendar day", () => {
  it.each<[string, LevelPoint[], { day: string; litres: number }[]]>([
    ["no readings", [], []],
    ["one reading", [p("2026-01-10T06:00:00+01:00", 1000)], []],
    [
      "two readings in a day",
      [p("2026-01-10T06:00:00+01:00", 1000), p("2026-01-10T18:00:00+01:00", 990)],
      [{ day: "2026-01-10", litres: 10 }],
    ],
    [
      "over midnight, split by the hours on each side",
      [p("2026-01-10T18:00:00+01:00", 1000), p("2026-01-11T06:00:00+01:00", 976)],
      [
        { day: "2026-01-10", litres: 12 },
        { day: "2026-01-11", litres: 12 },
      ],
    ],
    [
      // 23:30 UTC is already the next day in Berlin.
      "Berlin's midnight, not UTC's",
      [p("2026-01-10T23:00:00Z", 1000), p("2026-01-11T01:00:00Z", 990)],
      [{ day: "2026-01-11", litres: 10 }],
    ],
    [
      "readings three days apart: spread evenly",
      [p("2026-01-10T00:00:00+01:00", 1000), p("2026-01-13T00:00:00+01:00", 970)],
      [
        { day: "2026-01-10", litres: 10 },
        { day: "2026-01-11", litres: 10 },
        { day: "2026-01-12", litres: 10 },
      ],
    ],
    [
      "summer time (UTC+2)",
      [p("2026-07-10T00:00:00+02:00", 500), p("2026-07-11T00:00:00+02:00", 497), p("2026-07-12T00:00:00+02:00", 494)],
      [
        { day: "2026-07-10", litres: 3 },
        { day: "2026-07-11", litres: 3 },
      ],
    ],
    [
      // Up 5, back down 5: no use; then 10 below the lowest level.
      "small rises are no use, and falling back is not counted twice",
      [
        p("2026-01-10T00:00:00+01:00", 1000),
        p("2026-01-11T00:00:00+01:00", 1005),
        p("2026-01-12T00:00:00+01:00", 1000),
        p("2026-01-13T00:00:00+01:00", 990),
      ],
      [
        { day: "2026-01-10", litres: 0 },
        { day: "2026-01-11", litres: 0 },
        { day: "2026-01-12", litres: 10 },
      ],
    ],
    [
      "a refill is no negative use, and use continues from the new level",
      [
        p("2026-01-10T00:00:00+01:00", 400),
        p("2026-01-11T00:00:00+01:00", 380),
        p("2026-01-12T00:00:00+01:00", 2380),
        p("2026-01-13T00:00:00+01:00", 2360),
      ],
      [
        { day: "2026-01-10", litres: 20 },
        { day: "2026-01-12", litres: 20 },
      ],
    ],
    ["unsorted readings", [p("2026-01-10T18:00:00+01:00", 990), p("2026-01-10T06:00:00+01:00", 1000)], [{ day: "2026-01-10", litres: 10 }]],
  ])("%s", (_, points, days) => {
    expect(dailyUse(points, 3000)).toEqual(days);
  });

  it("another zone moves the day border", () => {
    const points = [p("2026-01-10T23:00:00Z", 1000), p("2026-01-11T01:00:00Z", 990)];
    expect(dailyUse(points, 3000, "UTC")).toEqual([
      { day: "2026-01-10", litres: 5 },
      { day: "2026-01-11", litres: 5 },
    ]);
  });

  it("a day with many readings sums them", () => {
    const points = Array.from({ length: 25 }, (_, h) => p(`2026-02-01T${String(h % 24).padStart(2, "0")}:00:00+01:00`, 1000 - h));
    points[24] = p("2026-02-02T00:00:00+01:00", 976);
    expect(dailyUse(points, 3000)).toEqual([{ day: "2026-02-01", litres: 24 }]);
  });
});

const days = (from: string, to: string, litres: number) => {
  const out: { day: string; litres: number }[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push({ day: new Date(t).toISOString().slice(0, 10), litres });
  return out;
};

describe("useByMonth and useBySeason", () => {
  it("sums per month", () => {
    expect(useByMonth([...days("2026-01-30", "2026-02-02", 10.4), { day: "2025-12-31", litres: 3 }])).toEqual([
      { month: "2025-12", litres: 3 },
      { month: "2026-01", litres: 21 },
      { month: "2026-02", litres: 21 },
    ]);
  });

  it.each<[string, { day: string; litres: number }[], { season: string; litres: number; partial: boolean }[]]>([
    ["a whole season", days("2025-07-01", "2026-06-30", 2), [{ season: "2025/26", litres: 730, partial: false }]],
    ["from 2 July: partial", days("2025-07-02", "2026-06-30", 2), [{ season: "2025/26", litres: 728, partial: true }]],
    [
      "across a season border",
      days("2026-06-29", "2026-07-02", 5),
      [
        { season: "2025/26", litres: 10, partial: true },
        { season: "2026/27", litres: 10, partial: true },
      ],
    ],
    ["a winter", days("2025-12-01", "2026-02-28", 10), [{ season: "2025/26", litres: 900, partial: true }]],
  ])("%s", (_, input, seasons) => {
    expect(useBySeason(input)).toEqual(seasons);
  });
});

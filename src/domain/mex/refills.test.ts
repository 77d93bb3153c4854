import { describe, expect, it } from "vitest";
import { detectRefills, matchRefillsToDeliveries, refillThreshold, type LevelPoint, type Refill } from "./refills.ts";

const p = (at: string, litres: number): LevelPoint => ({ at: new Date(at), litres });

describe("refillThreshold: 3 % of the tank, at least 50 l", () => {
  it.each<[number, number]>([
    [1000, 50],
    [1500, 50],
    [2000, 60],
    [10_000, 300],
  ])("%i l tank → %i l", (capacity, threshold) => {
    expect(refillThreshold(capacity)).toBe(threshold);
  });
});

describe("detectRefills", () => {
  it.each<[string, number, LevelPoint[], { at: string; before: number; after: number; litres: number }[]]>([
    ["no rise", 1000, [p("2026-01-01T06:00:00Z", 800), p("2026-01-02T06:00:00Z", 780)], []],
    [
      "a 1,000 l tank: 50 l is noise, 51 l a refill",
      1000,
      [p("2026-01-01T06:00:00Z", 300), p("2026-01-01T12:00:00Z", 350), p("2026-01-01T18:00:00Z", 401)],
      [{ at: "2026-01-01T18:00:00.000Z", before: 350, after: 401, litres: 51 }],
    ],
    [
      "a 10,000 l tank: 300 l is noise, 2,500 l a refill",
      10_000,
      [p("2026-01-01T06:00:00Z", 3000), p("2026-01-02T06:00:00Z", 3300), p("2026-01-03T06:00:00Z", 5800.25)],
      [{ at: "2026-01-03T06:00:00.000Z", before: 3300, after: 5800.25, litres: 2500.3 }],
    ],
    [
      "unsorted readings are sorted by time",
      2000,
      [p("2026-01-03T06:00:00Z", 1900), p("2026-01-01T06:00:00Z", 400), p("2026-01-02T06:00:00Z", 380)],
      [{ at: "2026-01-03T06:00:00.000Z", before: 380, after: 1900, litres: 1520 }],
    ],
    [
      "two refills",
      2000,
      [p("2026-01-01T06:00:00Z", 400), p("2026-01-02T06:00:00Z", 1400), p("2026-03-01T06:00:00Z", 300), p("2026-03-02T06:00:00Z", 1800)],
      [
        { at: "2026-01-02T06:00:00.000Z", before: 400, after: 1400, litres: 1000 },
        { at: "2026-03-02T06:00:00.000Z", before: 300, after: 1800, litres: 1500 },
      ],
    ],
  ])("%s", (_, capacity, points, refills) => {
    expect(detectRefills(points, capacity).map((r) => ({ ...r, at: r.at.toISOString() }))).toEqual(refills);
  });
});

describe("matchRefillsToDeliveries", () => {
  const refill = (at: string, litres: number): Refill => ({ at: new Date(at), before: 300, after: 300 + litres, litres });
  // Delivery days as the database returns dates: UTC midnight.
  const delivery = (orderId: number, day: string, litres: number) => ({ orderId, deliveredOn: new Date(`${day}T00:00:00Z`), litres });

  it.each<[string, Refill[], ReturnType<typeof delivery>[], { orderId: number | null; deviates: boolean }[]]>([
    ["same day, same litres", [refill("2026-01-05T10:00:00Z", 2000)], [delivery(7, "2026-01-05", 2000)], [{ orderId: 7, deviates: false }]],
    ["3 % off is still fine", [refill("2026-01-05T10:00:00Z", 1940)], [delivery(7, "2026-01-05", 2000)], [{ orderId: 7, deviates: false }]],
    [
      "more than 3 % less arrived",
      [refill("2026-01-05T10:00:00Z", 1939)],
      [delivery(7, "2026-01-05", 2000)],
      [{ orderId: 7, deviates: true }],
    ],
    [
      "more than 3 % more arrived",
      [refill("2026-01-05T10:00:00Z", 2061)],
      [delivery(7, "2026-01-05", 2000)],
      [{ orderId: 7, deviates: true }],
    ],
    [
      "4 days later still matches",
      [refill("2026-01-09T10:00:00Z", 2000)],
      [delivery(7, "2026-01-05", 2000)],
      [{ orderId: 7, deviates: false }],
    ],
    [
      "5 days later does not",
      [refill("2026-01-10T10:00:00Z", 2000)],
      [delivery(7, "2026-01-05", 2000)],
      [{ orderId: null, deviates: false }],
    ],
    [
      "the nearest delivery wins",
      [refill("2026-01-05T10:00:00Z", 1500)],
      [delivery(7, "2026-01-02", 2000), delivery(8, "2026-01-06", 1500)],
      [{ orderId: 8, deviates: false }],
    ],
    // 23:30 UTC on 4 Jan is 00:30 on 5 Jan in Berlin: the delivery day, not one day before.
    [
      "calendar days in Berlin",
      [refill("2026-01-04T23:30:00Z", 2000)],
      [delivery(7, "2026-01-09", 2000)],
      [{ orderId: 7, deviates: false }],
    ],
    [
      "a delivery explains one rise",
      [refill("2026-01-05T10:00:00Z", 1000), refill("2026-01-06T10:00:00Z", 1000)],
      [delivery(7, "2026-01-06", 1000)],
      [
        { orderId: null, deviates: false },
        { orderId: 7, deviates: false },
      ],
    ],
    ["no deliveries", [refill("2026-01-05T10:00:00Z", 1000)], [], [{ orderId: null, deviates: false }]],
  ])("%s", (_, refills, deliveries, expected) => {
    const matched = matchRefillsToDeliveries(refills, deliveries);
    expect(matched.map((m) => ({ orderId: m.orderId, deviates: m.deviates }))).toEqual(expected);
    expect(matched.map((m) => m.refill)).toEqual(refills);
  });

  it("a shorter window", () => {
    expect(matchRefillsToDeliveries([refill("2026-01-07T10:00:00Z", 1000)], [delivery(7, "2026-01-05", 1000)], 1)[0].orderId).toBeNull();
  });
});

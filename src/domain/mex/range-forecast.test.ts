import { describe, expect, it } from "vitest";
import { forecastRange, freeVolume, MONTHLY_SHARES, orderByDate } from "./range-forecast.ts";
import { addDays, daysBetween } from "./days.ts";

const history = (from: string, count: number, litres: (day: string, i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({ day: addDays(from, i), litres: litres(addDays(from, i), i) }));

describe("MONTHLY_SHARES", () => {
  it("twelve shares summing to 1, winter heavy, a hot-water base in summer", () => {
    expect(MONTHLY_SHARES).toHaveLength(12);
    expect(MONTHLY_SHARES.reduce((s, x) => s + x, 0)).toBeCloseTo(1, 12);
    expect(MONTHLY_SHARES[0]).toBeCloseTo(0.157, 12);
    expect(MONTHLY_SHARES[1]).toBeCloseTo(0.14, 12);
    expect(MONTHLY_SHARES[6]).toBeCloseTo(0.0238, 4);
    expect(Math.max(...MONTHLY_SHARES)).toBe(MONTHLY_SHARES[0]);
    expect(Math.min(...MONTHLY_SHARES)).toBe(MONTHLY_SHARES[5]);
  });
});

describe("forecastRange with the monthly shares", () => {
  it("needs 7 days of history", () => {
    expect(forecastRange({ litresNow: 1000, minLitres: 50, days: history("2026-01-01", 6, () => 10), today: "2026-01-07" })).toBeNull();
    expect(forecastRange({ litresNow: 1000, minLitres: 50, days: history("2026-01-01", 7, () => 10), today: "2026-01-08" })?.method).toBe(
      "monthly-shares",
    );
  });

  it("a January at 15.7 l a day is 3,100 l a year; February burns 15.5 l a day", () => {
    // 155 usable litres: gone on the tenth day at 15.5 l, the eighth at +25 %, the fourteenth at −25 %.
    const f = forecastRange({ litresNow: 255, minLitres: 100, days: history("2026-01-01", 31, () => 15.7), today: "2026-02-01" });
    expect(f).toEqual({ daysLeft: 9, emptyOn: "2026-02-10", earliest: "2026-02-08", latest: "2026-02-14", method: "monthly-shares" });
  });

  it.each<[string, string, number, string, number, (days: number) => boolean]>([
    // 3 l a day in July, 600 l left: autumn comes, so it is gone in early November, not after 200 days.
    ["summer: the heating season ahead shortens the range", "2026-07-01", 3, "2026-08-01", 600, (d) => d > 85 && d < 100],
    // 20 l a day in January, 1,500 l left: spring comes, so it lasts into May, not 75 days.
    ["winter: the spring ahead lengthens the range", "2026-01-01", 20, "2026-02-01", 1500, (d) => d > 100 && d < 125],
  ])("%s", (_, from, perDay, today, usable, plausible) => {
    const f = forecastRange({ litresNow: usable + 100, minLitres: 100, days: history(from, 31, () => perDay), today })!;
    expect(plausible(f.daysLeft)).toBe(true);
    expect(f.emptyOn).toBe(addDays(today, f.daysLeft));
    expect(f.earliest < f.emptyOn && f.emptyOn < f.latest).toBe(true);
  });

  it("nothing usable left: today, method none", () => {
    expect(forecastRange({ litresNow: 90, minLitres: 100, days: history("2026-01-01", 10, () => 10), today: "2026-01-11" })).toEqual({
      daysLeft: 0,
      emptyOn: "2026-01-11",
      earliest: "2026-01-11",
      latest: "2026-01-11",
      method: "none",
    });
  });

  it("no use: the walk stops after 730 days", () => {
    const f = forecastRange({ litresNow: 1000, minLitres: 100, days: history("2026-01-01", 10, () => 0), today: "2026-01-11" })!;
    expect(f).toMatchObject({ daysLeft: 730, emptyOn: "2028-01-11", latest: "2028-01-11" });
  });
});

describe("forecastRange with degree days", () => {
  const today = "2026-03-01";
  // History: 10 … 19 degree days; from today on a steady 10. Use 2 l + 1 l per degree day.
  const hdd = (day: string) => (day < today ? 10 + (daysBetween("2026-01-01", day) % 10) : 10);

  it("fits use = a + b·HDD and walks with the normals; exact fit: the ±10 % minimum band", () => {
    const days = history("2026-01-01", 40, (day) => 2 + hdd(day));
    // 120 l at 12 l a day: the tenth day; at 13.2 l also the tenth, at 10.8 l the twelfth.
    expect(forecastRange({ litresNow: 220, minLitres: 100, days, today, heatingDegreeDays: hdd })).toEqual({
      daysLeft: 9,
      emptyOn: "2026-03-10",
      earliest: "2026-03-10",
      latest: "2026-03-12",
      method: "degree-days",
    });
  });

  it("scattered use widens the band", () => {
    // ±4 l in blocks of ten days, each covering every degree-day value once: no bias to the fit.
    const days = history("2026-01-01", 40, (day, i) => 2 + hdd(day) + (Math.floor(i / 10) % 2 === 0 ? 4 : -4));
    const f = forecastRange({ litresNow: 1300, minLitres: 100, days, today, heatingDegreeDays: hdd })!;
    expect(f.method).toBe("degree-days");
    expect(f.daysLeft).toBe(99);
    // ±4 l on a mean of 16.5 l: about ±25 %.
    expect(daysBetween(f.emptyOn, f.latest)).toBeGreaterThan(25);
    expect(daysBetween(f.earliest, f.emptyOn)).toBeGreaterThan(15);
  });

  it.each<[string, number, (day: string) => number]>([
    ["fewer than 30 days", 29, hdd],
    ["a summer without degree days", 40, () => 0],
  ])("monthly shares instead: %s", (_, count, degreeDays) => {
    const days = history("2026-01-01", count, () => 12);
    expect(forecastRange({ litresNow: 1000, minLitres: 100, days, today, heatingDegreeDays: degreeDays })?.method).toBe("monthly-shares");
  });
});

describe("orderByDate", () => {
  const base = { capacityLitres: 3000, leadTimeDays: 10, today: "2026-01-01" };
  it.each<
    [
      string,
      { emptyOn: string; dailyUseNear: number; reserveShare?: number; leadTimeDays?: number; capacityLitres?: number; today?: string },
      string,
    ]
  >([
    // 300 l reserve at 5 l a day: 60 days before empty, 10 days lead time.
    ["July: reserve and lead time", { emptyOn: "2026-07-31", dailyUseNear: 5 }, "2026-05-22"],
    ["a larger reserve", { emptyOn: "2026-07-31", dailyUseNear: 5, reserveShare: 0.2 }, "2026-03-23"],
    // 300 l at 7 l a day: 42.9 days, counted as 43.
    ["reserve days rounded up", { emptyOn: "2026-07-31", dailyUseNear: 7 }, "2026-06-08"],
    ["no use near empty: no reserve days", { emptyOn: "2026-07-31", dailyUseNear: 0 }, "2026-07-21"],
    // 300 l at 30 l a day: 10 days, then 5 days lead time: 16 December, a week more in winter.
    ["December: a week earlier", { emptyOn: "2026-12-31", dailyUseNear: 30, leadTimeDays: 5 }, "2026-12-09"],
    ["January: a week earlier, into December", { emptyOn: "2027-01-31", dailyUseNear: 20 }, "2026-12-30"],
    // 200 l at 20 l a day: 10 March; 14 days lead: 24 February, in winter.
    ["an order day in February", { emptyOn: "2027-03-20", dailyUseNear: 20, capacityLitres: 2000, leadTimeDays: 14 }, "2027-02-17"],
    ["never before today", { emptyOn: "2026-07-10", dailyUseNear: 5, today: "2026-07-05" }, "2026-07-05"],
  ])("%s", (_, input, day) => {
    expect(orderByDate({ ...base, ...input })).toBe(day);
  });
});

describe("freeVolume: up to 95 %, in steps of 100 l", () => {
  it.each<[number, number, number | undefined, number]>([
    [3000, 1200, undefined, 1600],
    [3000, 1150, undefined, 1700],
    [3000, 2900, undefined, 0],
    [10_000, 0, undefined, 9500],
    [1000, 0, 1, 1000],
  ])("capacity %i, %i l in it (share %s) → %i l", (capacity, now, share, free) => {
    expect(freeVolume(capacity, now, share)).toBe(free);
  });
});

import { describe, expect, it } from "vitest";
import { isStale, READING_STATUS_TEXT, readingStatus, type ReadingInput, type ReadingStatus } from "./reading-status.ts";

const at = new Date("2026-01-10T12:00:00Z");
const hoursBefore = (h: number) => new Date(at.getTime() - h * 3600_000);

// A 2,000 l tank: refills above 60 l, implausible rises between 40 and 60 l, falls above 100 l a day.
const good: ReadingInput = {
  distanceMm: 500,
  batteryV: 3.1,
  levelMm: 1000,
  maxFillMm: 1400,
  minLevelMm: 80,
  previous: { litres: 1200, measuredAt: hoursBefore(24) },
  litres: 1180,
  capacityLitres: 2000,
  measuredAt: at,
};

describe("readingStatus", () => {
  it.each<[string, Partial<ReadingInput>, ReadingStatus]>([
    ["a normal reading", {}, "ok"],
    ["no distance", { distanceMm: null }, "no-metering"],
    ["distance 0", { distanceMm: 0 }, "no-metering"],
    ["negative distance", { distanceMm: -3 }, "no-metering"],
    ["level over the maximum fill height", { levelMm: 1401 }, "distance-too-short"],
    ["level at the maximum fill height", { levelMm: 1400 }, "ok"],
    ["level under the suction pipe", { levelMm: 79 }, "below-min"],
    ["level at the suction pipe", { levelMm: 80 }, "ok"],
    ["not calibrated: no level to judge", { levelMm: null }, "ok"],
    ["battery weak", { batteryV: 2.89 }, "battery-low"],
    ["battery at the limit", { batteryV: 2.9 }, "ok"],
    ["battery unknown", { batteryV: null }, "ok"],
    // Falls: 100 l a day allowed for a 2,000 l tank (5 % = 100 l, at least 100 l).
    ["fell 100 l in a day", { litres: 1100 }, "ok"],
    ["fell 101 l in a day", { litres: 1099 }, "implausible-jump"],
    ["fell 250 l in three days", { litres: 950, previous: { litres: 1200, measuredAt: hoursBefore(72) } }, "ok"],
    ["fell 350 l in three days", { litres: 850, previous: { litres: 1200, measuredAt: hoursBefore(72) } }, "implausible-jump"],
    // Readings hours apart still get a whole day's allowance: noise does not shrink with the interval.
    ["fell 90 l in an hour", { litres: 1110, previous: { litres: 1200, measuredAt: hoursBefore(1) } }, "ok"],
    // Rises: up to 2 % (40 l) is warming or noise, above 3 % (60 l) a refill, in between implausible.
    ["rose 40 l", { litres: 1240 }, "ok"],
    ["rose 41 l", { litres: 1241 }, "implausible-jump"],
    ["rose 60 l", { litres: 1260 }, "implausible-jump"],
    ["rose 61 l: a refill", { litres: 1261 }, "ok"],
    ["rose 700 l: a refill", { litres: 1900 }, "ok"],
    ["no previous reading", { previous: null, litres: 10 }, "ok"],
    ["no litres (no level)", { litres: null }, "ok"],
    // Precedence.
    ["no distance beats everything", { distanceMm: null, levelMm: 5000, batteryV: 2, litres: 0 }, "no-metering"],
    ["too high beats a jump and the battery", { levelMm: 1500, litres: 1241, batteryV: 2 }, "distance-too-short"],
    ["below minimum beats a jump and the battery", { levelMm: 10, litres: 10, batteryV: 2 }, "below-min"],
    ["a jump beats the battery", { litres: 1241, batteryV: 2 }, "implausible-jump"],
  ])("%s → %s", (_, change, status) => {
    expect(readingStatus({ ...good, ...change })).toBe(status);
  });

  it("every status has a German text", () => {
    expect(Object.keys(READING_STATUS_TEXT).sort()).toEqual([
      "battery-low",
      "below-min",
      "distance-too-short",
      "implausible-jump",
      "no-data",
      "no-metering",
      "ok",
    ]);
    expect(READING_STATUS_TEXT["no-data"]).toBe("Seit 36 Stunden keine Messung");
  });
});

describe("isStale: 36 hours without a reading", () => {
  it.each<[Date | null, boolean]>([
    [null, true],
    [hoursBefore(1), false],
    [hoursBefore(35.99), false],
    [hoursBefore(36), true],
    [hoursBefore(100), true],
  ])("last reading %s → stale %s", (last, stale) => {
    expect(isStale(last, at)).toBe(stale);
  });
});

import { describe, expect, it } from "vitest";
import { cacheAreaFigures, cacheAreaLabel, formatAge, formatHitRate, hitRate } from "./cache-figures.ts";

describe("cache figures (decision 0032)", () => {
  it.each([
    [0, 0, null],
    [3, 1, 0.75],
    [0, 5, 0],
    [10, 0, 1],
  ])("hit rate of %i hits and %i misses is %s", (hits, misses, rate) => {
    expect(hitRate(hits, misses)).toBe(rate);
  });

  it.each([
    [null, "–"],
    [0.75, "75 %"],
    [0.995, "99,5 %"],
    [1, "100 %"],
    [0, "0 %"],
  ])("hit rate %s reads %s", (rate, text) => {
    expect(formatHitRate(rate)).toBe(text);
  });

  it.each([
    [null, "–"],
    [0, "0 s"],
    [59.9, "59 s"],
    [60, "1 min"],
    [3599, "59 min"],
    [3600, "1 h"],
    [7500, "2 h 5 min"],
    [86_400, "1 Tag"],
    [3 * 86_400 + 4 * 3600 + 59, "3 Tage 4 h"],
    [-5, "0 s"],
  ])("age of %s seconds reads %s", (seconds, text) => {
    expect(formatAge(seconds)).toBe(text);
  });

  it("merges what the cache holds with this instance's lookups, one row per area by name", () => {
    const rows = cacheAreaFigures(
      [
        { area: "prices", entries: 4, oldestWrittenAt: 1_000 },
        { area: "legacy", entries: 2, oldestWrittenAt: null },
      ],
      { prices: { hits: 9, misses: 1 }, news: { hits: 0, misses: 2 } },
      61_000,
    );
    expect(rows).toEqual([
      { area: "legacy", entries: 2, hits: 0, misses: 0, hitRate: null, oldestAgeSeconds: null },
      { area: "news", entries: 0, hits: 0, misses: 2, hitRate: 0, oldestAgeSeconds: null },
      { area: "prices", entries: 4, hits: 9, misses: 1, hitRate: 0.9, oldestAgeSeconds: 60 },
    ]);
  });

  it("labels known areas in German and shows unknown ones by key", () => {
    expect(cacheAreaLabel("prices")).toBe("Preisseiten und Preisverläufe");
    expect(cacheAreaLabel("probe")).toBe("probe");
  });
});

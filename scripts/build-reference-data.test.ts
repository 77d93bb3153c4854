import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import maps from "../src/web/components/state-map/state-maps.generated.json";
import { slug, simplifyPath } from "./build-reference-data.ts";

const states = JSON.parse(readFileSync("src/db/seed/data/country-states.json", "utf8")) as {
  Id: number;
  CountryId: number;
  Name: string;
  FriendlyName: string;
  MapId: string;
}[];
const rows = readFileSync("src/db/seed/data/postcodes.tsv", "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((l) => l.split("\t"))
  .map(([c, zip, place, s]) => ({ countryId: Number(c), zip, place, stateId: Number(s) }));
const stateById = new Map(states.map((s) => [s.Id, s]));

describe("committed reference data", () => {
  it.each([
    [1, 8000, /^\d{5}$/],
    [2, 2000, /^\d{4}$/],
    [3, 3000, /^\d{4}$/],
  ])("country %i has at least %i real postcodes of the right format", (countryId, min, pattern) => {
    const mine = rows.filter((r) => r.countryId === countryId);
    expect(new Set(mine.map((r) => r.zip)).size).toBeGreaterThanOrEqual(min);
    for (const r of mine) expect(r.zip).toMatch(pattern);
  });

  it("every row's state exists in the same country", () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(stateById.get(r.stateId)?.CountryId).toBe(r.countryId);
  });

  it.each([
    [1, "80331", "München", "Bayern"],
    [1, "10115", "Berlin", "Berlin"],
    [1, "01067", "Dresden", "Sachsen"],
    [2, "1010", "Wien", "Wien"],
    [2, "6020", "Innsbruck", "Tirol"],
    [3, "8001", "Zürich", "Zürich"],
    [3, "3011", "Bern", "Bern"],
  ])("country %i: %s is %s in %s", (countryId, zip, place, state) => {
    const row = rows.find((r) => r.countryId === countryId && r.zip === zip && r.place === place);
    expect(row).toBeDefined();
    expect(stateById.get(row!.stateId)?.FriendlyName).toBe(state);
  });

  it("has 16 + 9 + 26 states, each with exactly one map path", () => {
    expect(states.filter((s) => s.CountryId === 1)).toHaveLength(16);
    expect(states.filter((s) => s.CountryId === 2)).toHaveLength(9);
    expect(states.filter((s) => s.CountryId === 3)).toHaveLength(26);
    const m = maps as Record<string, { states: { mapId: string; d: string }[] }>;
    const code = { 1: "de", 2: "at", 3: "ch" } as const;
    for (const s of states) {
      const paths = m[code[s.CountryId as 1]].states.filter((p) => p.mapId === s.MapId);
      expect(paths, s.FriendlyName).toHaveLength(1);
      expect(paths[0].d).toMatch(/^M\d/);
    }
  });

  it("URL names transliterate umlauts", () => {
    expect(slug("Baden-Württemberg")).toBe("baden-wuerttemberg");
    expect(slug("St. Gallen")).toBe("st-gallen");
    expect(states.find((s) => s.FriendlyName === "Oberösterreich")?.Name).toBe("oberoesterreich");
  });

  it("path simplification drops near points and tiny rings", () => {
    expect(simplifyPath("M0,0L1,0L10,0L10,10Z", 2)).toBe("M0,0L10,0L10,10Z");
    expect(simplifyPath("M0,0L1,0L1,1Z", 2)).toBe("");
  });
});

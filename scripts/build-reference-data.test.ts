import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import maps from "../src/web/components/state-map/state-maps.generated.json";
import { distanceKm } from "../src/domain/location/geo.ts";
import { COUNTRY_BOUNDS } from "./lib/reference-postcodes.ts";
import { simplifyPath } from "./lib/reference-maps.ts";
import { slug } from "./lib/reference-states.ts";
import { medianPoint } from "./lib/postcode-coordinates.ts";

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
  .map(([c, zip, place, s, lat, lon]) => ({ countryId: Number(c), zip, place, stateId: Number(s), lat, lon }));
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

describe("postcode centres (decision 0024)", () => {
  const centre = new Map<string, { lat: number; lon: number }>();
  for (const r of rows) centre.set(`${r.countryId}|${r.zip}`, { lat: Number(r.lat), lon: Number(r.lon) });
  const zipsOf = (countryId: number) => [...new Set(rows.filter((r) => r.countryId === countryId).map((r) => r.zip))].sort();

  it("every row has a position with at most five decimals inside its country, the same for all places of a postcode", () => {
    const seen = new Map<string, string>();
    for (const r of rows) {
      expect(r.lat, `${r.zip} ${r.place}`).toMatch(/^\d{2}(\.\d{1,5})?$/);
      expect(r.lon, `${r.zip} ${r.place}`).toMatch(/^\d{1,2}(\.\d{1,5})?$/);
      const box = COUNTRY_BOUNDS[r.countryId];
      const [lat, lon] = [Number(r.lat), Number(r.lon)];
      expect(
        lat >= box.lat[0] && lat <= box.lat[1] && lon >= box.lon[0] && lon <= box.lon[1],
        `${r.countryId}/${r.zip} ${lat},${lon}`,
      ).toBe(true);
      const key = `${r.countryId}|${r.zip}`;
      expect(seen.get(key) ?? `${r.lat},${r.lon}`).toBe(`${r.lat},${r.lon}`);
      seen.set(key, `${r.lat},${r.lon}`);
    }
  });

  it.each([
    [1, "80331", 48.137, 11.575, "München"],
    [1, "10115", 52.53, 13.38, "Berlin-Mitte"],
    [1, "01067", 51.05, 13.74, "Dresden"],
    [1, "20095", 53.55, 10.0, "Hamburg"],
    [1, "50667", 50.94, 6.96, "Köln"],
    [1, "24103", 54.32, 10.13, "Kiel"],
    [1, "79098", 47.99, 7.85, "Freiburg"],
    [1, "94032", 48.57, 13.43, "Passau"],
    [1, "21680", 53.6, 9.48, "Stade (GeoNames: Hansestadt Stade)"],
    [2, "1010", 48.21, 16.37, "Wien"],
    [2, "6020", 47.26, 11.39, "Innsbruck"],
    [2, "6900", 47.5, 9.75, "Bregenz"],
    [2, "9500", 46.61, 13.85, "Villach"],
    [2, "3100", 48.2, 15.63, "St. Pölten (GeoNames: Sankt Pölten)"],
    [3, "8001", 47.37, 8.54, "Zürich"],
    [3, "1201", 46.21, 6.14, "Genève"],
  ])("%i/%s lies within 5 km of %f,%f (%s)", (countryId, zip, lat, lon) => {
    expect(distanceKm(centre.get(`${countryId}|${zip}`)!, { lat, lon })).toBeLessThan(5);
  });

  // Postcodes are handed out area by area: a postcode far from all its numeric neighbours sits at a
  // namesake town elsewhere. Real gaps (a prefix spanning two districts) stay below 40 km.
  it.each([1, 2, 3])("country %i: every postcode lies within 40 km of one of its three numeric neighbours on each side", (countryId) => {
    const zips = zipsOf(countryId);
    const far: string[] = [];
    zips.forEach((zip, i) => {
      const near = zips.slice(Math.max(0, i - 3), i + 4).filter((z) => z !== zip && z.slice(0, 2) === zip.slice(0, 2));
      if (near.length === 0) return;
      const km = Math.min(...near.map((z) => distanceKm(centre.get(`${countryId}|${z}`)!, centre.get(`${countryId}|${zip}`)!)));
      if (km > 40) far.push(`${zip} (${km.toFixed(0)} km)`);
    });
    expect(zips.length).toBeGreaterThan(2000);
    expect(far).toEqual([]);
  });

  it.each([1, 2, 3])(
    "country %i: no postcode lies farther than 100 km, and 95 %% within 40 km, from the centre of its 3-digit prefix",
    (countryId) => {
      const zips = zipsOf(countryId);
      const groups = new Map<string, string[]>();
      for (const z of zips) groups.set(z.slice(0, 3), [...(groups.get(z.slice(0, 3)) ?? []), z]);
      let within40 = 0;
      for (const group of groups.values()) {
        const middle = medianPoint(group.map((z) => centre.get(`${countryId}|${z}`)!))!;
        for (const z of group) {
          const km = distanceKm(centre.get(`${countryId}|${z}`)!, middle);
          expect(km, z).toBeLessThan(100);
          if (km <= 40) within40++;
        }
      }
      expect(within40 / zips.length).toBeGreaterThan(0.95);
    },
  );
});

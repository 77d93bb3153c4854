/**
 * The delivery maps' geodata (decision 0048), read from the committed reference files that
 * `npm run data:build` writes: outlines of states, countries and neighbours in degrees, and towns. They
 * are no database rows: only the map draws them, and a file is read once per process.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "data");

/** region-outlines.json as written: coordinates in 1/scale degrees, each point the difference to the one before. */
export interface StoredRegionOutlines {
  scale: number;
  areas: { kind: "state" | "neighbour"; country: string; id: string; rings: number[][] }[];
  borders: { kind: "state" | "country"; country: string; parts: number[][] }[];
}

export function readRegionOutlines(): StoredRegionOutlines {
  return JSON.parse(readFileSync(resolve(DATA_DIR, "region-outlines.json"), "utf8")) as StoredRegionOutlines;
}

export interface StoredTown {
  countryId: number;
  name: string;
  lat: number;
  lon: number;
  population: number;
}

/** towns.tsv: GeoNames towns named as the postcode lists name them, the largest first per country. */
export function readTowns(): StoredTown[] {
  return readFileSync(resolve(DATA_DIR, "towns.tsv"), "utf8")
    .split("\n")
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line) => {
      const [countryId, name, lat, lon, population] = line.split("\t");
      return { countryId: Number(countryId), name, lat: Number(lat), lon: Number(lon), population: Number(population) };
    });
}

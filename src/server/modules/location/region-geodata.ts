import { readRegionOutlines, readTowns } from "../../../db/seed/geodata.ts";
import type { RegionGeodata } from "../../../domain/dealer-portal/delivery-map.ts";
import { boundsOf, decodeDeltas } from "../../../domain/location/map-geometry.ts";

/**
 * The delivery maps' outlines and towns in memory (decision 0048): decoded once, each ring and line with
 * its box, so a map looks only at what lies in its section. Towns of all three countries: a map near a
 * border names the towns on the other side too.
 */
export function loadRegionGeodata(): RegionGeodata {
  const stored = readRegionOutlines();
  const part = (deltas: number[]) => {
    const flat = decodeDeltas(deltas, stored.scale);
    return { flat, bounds: boundsOf(flat) };
  };
  return {
    areas: stored.areas.map((a) => ({ kind: a.kind, country: a.country, rings: a.rings.map(part) })),
    borders: stored.borders.map((b) => ({ kind: b.kind, parts: b.parts.map(part) })),
    towns: readTowns().map((t) => ({ name: t.name, lat: t.lat, lon: t.lon, population: t.population })),
  };
}

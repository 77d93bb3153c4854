/**
 * Points in degrees (branches, postcode centres) on the state maps: the same Mercator projection the
 * state outlines were drawn with (scripts/build-reference-data.ts writes its scale and translation).
 */
import projections from "./map-projections.generated.json";

export type MapCountry = "de" | "at" | "ch";

/** Mean earth radius in km (IUGG), as in distanceKm: a radius drawn on the map is the one the offers use. */
const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** [x, y] in the map's viewBox units. */
export function projectPoint(country: MapCountry, point: { lat: number; lon: number }): [number, number] {
  const { scale, translate } = projections[country];
  const x = translate[0] + scale * point.lon * RAD;
  const y = translate[1] - scale * Math.log(Math.tan(Math.PI / 4 + (point.lat * RAD) / 2));
  return [x, y];
}

/** Width and height of the country's map in viewBox units (the state map's viewBox). */
export function mapSize(country: MapCountry): [number, number] {
  const [w, h] = projections[country].size;
  return [w, h];
}

/** A distance on the ground at this latitude in map units (Mercator stretches by 1 / cos φ). */
export function kmToMapUnits(country: MapCountry, lat: number, km: number): number {
  return (projections[country].scale * (km / EARTH_RADIUS_KM)) / Math.cos(lat * RAD);
}

/** The inverse of projectPoint: degrees of a point in the map's viewBox units. */
export function unprojectPoint(country: MapCountry, [x, y]: readonly [number, number]): { lat: number; lon: number } {
  const { scale, translate } = projections[country];
  const lon = (x - translate[0]) / scale / RAD;
  const lat = (2 * Math.atan(Math.exp((translate[1] - y) / scale)) - Math.PI / 2) / RAD;
  return { lat, lon };
}

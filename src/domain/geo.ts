/** A WGS84 position in degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The centre of a postcode (reference data, decision 0024). */
export interface PostcodeCentre extends GeoPoint {
  countryId: number;
  zip: string;
}

/** Mean earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

const RAD = Math.PI / 180;

/**
 * Great-circle distance in km (haversine, spherical earth). Within DE/AT/CH the sphere is off the
 * ellipsoid by well under 0.5 %, far below what a delivery radius in whole km can tell apart.
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

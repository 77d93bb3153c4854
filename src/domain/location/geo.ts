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

const KM_PER_DEGREE_LAT = (Math.PI / 180) * EARTH_RADIUS_KM;
// Cells of 0.2° latitude (22 km) × 0.3° longitude (20–24 km between 45° and 55° N): a radius of up
// to 80 km touches a few dozen cells of a dozen postcodes each instead of every point.
const CELL_LAT = 0.2;
const CELL_LON = 0.3;
const cellKey = (latCell: number, lonCell: number) => latCell * 8192 + lonCell;

/** Points bucketed into a lat/lon grid: "which points lie within r km of here" without a full scan. */
export interface GeoGrid {
  /** Calls `visit(index, km)` for every point within `radiusKm` of `centre` (by `distanceKm`), in no fixed order. */
  forEachWithin(centre: GeoPoint, radiusKm: number, visit: (index: number, km: number) => void): void;
}

export function createGeoGrid(points: readonly GeoPoint[]): GeoGrid {
  const cells = new Map<number, number[]>();
  points.forEach((p, i) => {
    const key = cellKey(Math.floor(p.lat / CELL_LAT), Math.floor(p.lon / CELL_LON));
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  });
  return {
    forEachWithin(centre, radiusKm, visit) {
      const dLat = radiusKm / KM_PER_DEGREE_LAT;
      // The widest longitude span of the circle is at its pole-ward edge.
      const cosLat = Math.max(0.05, Math.cos((Math.min(89, Math.abs(centre.lat) + dLat) * Math.PI) / 180));
      const dLon = dLat / cosLat;
      const [lat0, lat1] = [Math.floor((centre.lat - dLat) / CELL_LAT), Math.floor((centre.lat + dLat) / CELL_LAT)];
      const [lon0, lon1] = [Math.floor((centre.lon - dLon) / CELL_LON), Math.floor((centre.lon + dLon) / CELL_LON)];
      for (let a = lat0; a <= lat1; a++) {
        for (let b = lon0; b <= lon1; b++) {
          const cell = cells.get(cellKey(a, b));
          if (!cell) continue;
          for (const i of cell) {
            const km = distanceKm(centre, points[i]);
            if (km <= radiusKm) visit(i, km);
          }
        }
      }
    },
  };
}

import { createGeoGrid, type GeoGrid, type GeoPoint, type PostcodeCentre } from "../../../domain/location/geo.ts";
import type { BranchOffering } from "../../../domain/calculator/offer-calculation.ts";

/** Where one branch delivers (decision 0024). */
export interface BranchReach {
  branch: BranchOffering;
  countryId: number;
  /** The branch's position; null: the centre of its own postcode. */
  position: GeoPoint | null;
  /** Every postcode whose centre lies within this many km; 0: none by radius. */
  radiusKm: number;
  /** Full postcodes or postcode prefixes it delivers to besides the radius. */
  postcodes: readonly string[];
}

/** Postcode → the branches delivering there, per country. */
export type DeliveryIndex = Map<number, Map<string, BranchOffering[]>>;

interface CountryGrid {
  zips: string[];
  points: GeoPoint[];
  grid: GeoGrid;
  /** zip → index into zips (sorted ascending, so a prefix is one contiguous range). */
  indexOf: Map<string, number>;
}

function gridOf(centres: readonly PostcodeCentre[]): Map<number, CountryGrid> {
  const byCountry = new Map<number, PostcodeCentre[]>();
  for (const c of centres) {
    const list = byCountry.get(c.countryId) ?? [];
    list.push(c);
    byCountry.set(c.countryId, list);
  }
  const grids = new Map<number, CountryGrid>();
  for (const [countryId, list] of byCountry) {
    list.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
    const points = list.map((c) => ({ lat: c.lat, lon: c.lon }));
    grids.set(countryId, {
      zips: list.map((c) => c.zip),
      points,
      grid: createGeoGrid(points),
      indexOf: new Map(list.map((c, i) => [c.zip, i])),
    });
  }
  return grids;
}

/** First index whose zip is ≥ `prefix` (binary search over the sorted zips). */
function lowerBound(zips: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = zips.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (zips[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Builds the postcode → branches index once per market snapshot: for each branch the postcodes whose
 * centre lies within its radius of its position (looked up through a grid of postcode centres, so a
 * branch costs a few hundred distance checks instead of ~14,000), plus
 * those of its postcode list; only postcodes of the branch's own country (no delivery across a border).
 */
export function buildDeliveryIndex(centres: readonly PostcodeCentre[], reaches: readonly BranchReach[]): DeliveryIndex {
  const grids = gridOf(centres);
  const lists = new Map<number, BranchOffering[][]>();
  for (const [countryId, grid] of grids)
    lists.set(
      countryId,
      grid.zips.map(() => []),
    );
  // The last branch (by position in `reaches`) added to each postcode: a postcode in both the radius
  // and the list gets the branch once.
  const stamp = new Map<number, Int32Array>([...grids].map(([countryId, grid]) => [countryId, new Int32Array(grid.zips.length).fill(-1)]));

  reaches.forEach((r, n) => {
    const grid = grids.get(r.countryId);
    if (!grid) return;
    const target = lists.get(r.countryId)!;
    const seen = stamp.get(r.countryId)!;
    const add = (i: number) => {
      if (seen[i] === n) return;
      seen[i] = n;
      target[i].push(r.branch);
    };
    const homeIndex = grid.indexOf.get(r.branch.zip);
    const centre = r.position ?? (homeIndex === undefined ? null : grid.points[homeIndex]);
    if (centre && r.radiusKm > 0) grid.grid.forEachWithin(centre, r.radiusKm, add);
    for (const entry of r.postcodes) {
      for (let i = lowerBound(grid.zips, entry); i < grid.zips.length && grid.zips[i].startsWith(entry); i++) add(i);
    }
  });

  const index: DeliveryIndex = new Map();
  for (const [countryId, grid] of grids) {
    const perZip = new Map<string, BranchOffering[]>();
    const target = lists.get(countryId)!;
    grid.zips.forEach((zip, i) => {
      if (target[i].length > 0) perZip.set(zip, target[i]);
    });
    index.set(countryId, perZip);
  }
  return index;
}

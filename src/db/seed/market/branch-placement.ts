/**
 * Where the demo branches stand and how far they deliver (decision 0024). Branches stand in real
 * towns (a postcode's centre); a delivery radius of 30–80 km, smaller where postcodes are dense (a
 * city dealer has competition and traffic), larger in the countryside. First every postcode gets at
 * least `minCover` branches reaching it, then the rest is drawn by a population proxy (the number of
 * postcodes of a town or around it), so cities get many branches.
 */
import { createGeoGrid, type GeoPoint } from "../../../domain/location/geo.ts";
import type { Random } from "./random.ts";

export interface Home extends GeoPoint {
  countryId: number;
  zip: string;
  place: string;
  stateId: number;
}

export interface PlacedBranch {
  home: Home;
  radiusKm: number;
  /** Postcodes or prefixes it delivers to besides its radius (most branches: none). */
  postcodes: string[];
}

/** How many branches the coverage step needed in the last call (for the seed's log). */
export let coveragePhase = 0;

export const MIN_RADIUS_KM = 30;
export const MAX_RADIUS_KM = 80;
/** Share of branches that also list postcodes beyond their radius (to exercise the list). */
const LISTING_SHARE = 0.04;

/** Radius range by how many postcodes lie within 30 km (a city has 100+, the countryside a few dozen). */
function radiusRange(postcodesWithin30Km: number): [number, number] {
  if (postcodesWithin30Km >= 120) return [MIN_RADIUS_KM, 45];
  if (postcodesWithin30Km >= 50) return [35, 60];
  return [50, MAX_RADIUS_KM];
}

/**
 * Places `target` branches (at least as many as full coverage needs) among the postcodes of one
 * country; deterministic for a given random generator.
 */
export function placeBranches(
  rng: Random,
  homes: readonly Home[],
  target: number,
  minCover: number,
  weighting: "uniform" | "density",
): PlacedBranch[] {
  const grid = createGeoGrid(homes);
  const density = new Map<number, number>();
  const radiusAt = (i: number) => {
    let n = density.get(i);
    if (n === undefined) {
      n = 0;
      grid.forEachWithin(homes[i], 30, () => n!++);
      density.set(i, n);
    }
    const [lo, hi] = radiusRange(n);
    return rng.int(lo, hi);
  };
  const cover = new Int32Array(homes.length);
  const placed: { at: number; radiusKm: number }[] = [];
  const place = (at: number) => {
    const radiusKm = radiusAt(at);
    grid.forEachWithin(homes[at], radiusKm, (i) => cover[i]++);
    placed.push({ at, radiusKm });
  };

  // 1. Coverage: visit the postcodes in random order; one with too few branches reaching it gets a
  //    branch in a town within 20 km (itself, if nothing else is that close).
  const order = homes.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (const i of order) {
    while (cover[i] < minCover) {
      const near: number[] = [];
      grid.forEachWithin(homes[i], 20, (j) => near.push(j));
      near.sort((a, b) => a - b);
      place(near.length > 0 ? rng.pick(near) : i);
    }
  }
  // 2. The rest, drawn by a population proxy. German postcodes were cut for roughly equal numbers of
  //    inhabitants (Berlin 190, München 75, a rural district a handful): each postcode is equally
  //    likely. Austrian and Swiss ones follow the post offices (one per village, 23 for all of Wien):
  //    there a postcode weighs as many as the postcodes within 10 km of it, so cities still stand out.
  const cumulative = new Float64Array(homes.length);
  let total = 0;
  homes.forEach((h, i) => {
    let n = 1;
    if (weighting === "density") {
      n = 0;
      grid.forEachWithin(h, 10, () => n++);
    }
    total += n;
    cumulative[i] = total;
  });
  coveragePhase = placed.length;
  while (placed.length < target) {
    const x = rng.next() * total;
    let lo = 0;
    let hi = homes.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    place(lo);
  }

  // 3. A few branches also list postcodes beyond their radius, in their own postal region (first two
  //    digits): a 3-digit prefix or a few single postcodes up to 30 km beyond the radius.
  return placed.map(({ at, radiusKm }) => {
    const home = homes[at];
    const postcodes: string[] = [];
    if (rng.chance(LISTING_SHARE)) {
      const beyond: Home[] = [];
      grid.forEachWithin(home, radiusKm + 30, (j, km) => {
        if (km > radiusKm && homes[j].zip.slice(0, 2) === home.zip.slice(0, 2)) beyond.push(homes[j]);
      });
      beyond.sort((a, b) => (a.zip < b.zip ? -1 : 1));
      if (beyond.length > 0) {
        if (rng.chance(0.5)) postcodes.push(rng.pick(beyond).zip.slice(0, 3));
        else for (const h of [rng.pick(beyond), rng.pick(beyond)]) if (!postcodes.includes(h.zip)) postcodes.push(h.zip);
      }
    }
    return { home, radiusKm, postcodes };
  });
}

/** How many of the branches reach each postcode by radius (for checks and the decision record). */
export function coverageOf(homes: readonly Home[], branches: readonly PlacedBranch[]): number[] {
  const grid = createGeoGrid(homes);
  const cover = homes.map(() => 0);
  for (const b of branches) grid.forEachWithin(b.home, b.radiusKm, (i) => cover[i]++);
  return cover;
}

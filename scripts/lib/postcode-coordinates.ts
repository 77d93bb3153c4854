/**
 * Postcode centres for Germany and Austria from place names (decision 0024): the postcode lists name
 * the places a postcode covers, GeoNames (cities ≥ 1,000 inhabitants) gives towns with a position. A
 * postcode takes the position of its places' towns; same-named towns ("Neustadt") are told apart by
 * the state and by the postcode's neighbours; postcodes without a known town take their neighbours'
 * centre. Pure: the build script feeds it the package data, the tests feed it small tables.
 */
import { distanceKm, type GeoPoint } from "../../src/domain/location/geo.ts";

export interface PostcodePlaces {
  zip: string;
  places: readonly string[];
  stateId: number;
}

export interface Town extends GeoPoint {
  name: string;
  /** Our state id, when GeoNames' admin1 code maps to one. */
  stateId: number | null;
}

export type CoordinateSource = "town" | "neighbours" | "state";

export interface PostcodeCoordinate extends GeoPoint {
  source: CoordinateSource;
}

/** GeoNames writes some big cities under their English name. */
const EXONYMS: Record<string, string> = {
  München: "Munich",
  Wien: "Vienna",
  Nürnberg: "Nuremberg",
};

/** A matched town farther than this from its postcode's numeric neighbours is a namesake elsewhere. */
export const OUTLIER_KM = 35;
/** Places of one postcode farther apart than this are not all of it (a namesake among them). */
const PLACE_SPREAD_KM = 25;
/** A place's town must lie this close to the postcode's neighbours (when they are known). */
const ACCEPT_NEAR_KM = 30;

/** Comparable form of a name: case, "St."/"Sankt", hyphens and spaces do not matter. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\bst\.\s*/g, "sankt ")
    .replace(/[-\s]+/g, " ")
    .trim();
}

/**
 * The names to look a place up by, most specific first: the full name, then without a qualifier in
 * title ("Hansestadt Stade"), in brackets, after a comma or slash, or a second-language name ("Halle
 * (Saale)", "Ketzin/Havel", "Cottbus - Chóśebuz"), then the part before "bei", "am", "an der", "a. d.", "im" … ("Neustadt b.
 * Coburg" → "Neustadt", "Limburg a. d. Lahn" → "Limburg"), last the first part of a merged
 * municipality ("Dessau-Roßlau" → "Dessau").
 */
export function nameVariants(name: string): string[] {
  const out: string[] = [];
  const add = (n: string) => {
    const k = nameKey(n);
    if (k.length > 1 && !out.includes(k)) out.push(k);
  };
  const base = EXONYMS[name] ?? name;
  add(base);
  // Titles GeoNames or the postcode lists put before or after some names ("Hansestadt Stade").
  const untitled = base
    .replace(/^(?:Universitäts- und Hansestadt|Hansestadt|Lutherstadt|Universitätsstadt|Stadt|Markt|Marktgemeinde|Gemeinde)\s+/, "")
    .replace(/\s+Lutherstadt$/, "");
  add(untitled);
  const stripped = untitled
    .replace(/\s+-\s+.*$/, "")
    .replace(/\s*\(.*?\)\s*/g, " ")
    .replace(/\s*[,/].*$/, "")
    .trim();
  add(stripped);
  const before =
    /^(.+?)\s+(?:b\.|bei|am|an der|an den|an|a\.\s*d\.|a\.|im|i\.|in der|in|ob der|ob|auf der|auf|vor der|v\.\s*d\.|vor|unter|zu)\s*\S.*$/i.exec(
      stripped,
    );
  if (before) add(before[1]);
  const merged = /^([^-\s]{4,})-\S/.exec(stripped);
  if (merged) add(merged[1]);
  return out;
}

/** Component-wise median: robust against a few wrong matches. */
export function medianPoint(points: readonly GeoPoint[]): GeoPoint | null {
  if (points.length === 0) return null;
  const mid = (xs: number[]) => {
    xs.sort((a, b) => a - b);
    const m = xs.length >> 1;
    return xs.length % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
  };
  return { lat: mid(points.map((p) => p.lat)), lon: mid(points.map((p) => p.lon)) };
}

function groupCentres(positions: ReadonlyMap<string, GeoPoint>, len: number): Map<string, GeoPoint> {
  const groups = new Map<string, GeoPoint[]>();
  for (const [zip, p] of positions) {
    const key = zip.slice(0, len);
    const list = groups.get(key) ?? [];
    list.push(p);
    groups.set(key, list);
  }
  return new Map([...groups].map(([k, ps]) => [k, medianPoint(ps)!]));
}

export interface TownIndex {
  /** By the town's full name. */
  exact: ReadonlyMap<string, readonly Town[]>;
  /** By the shorter forms of its name ("Hanau am Main" under "hanau"). */
  short: ReadonlyMap<string, readonly Town[]>;
}

export function indexTowns(towns: readonly Town[]): TownIndex {
  const exact = new Map<string, Town[]>();
  const short = new Map<string, Town[]>();
  const put = (m: Map<string, Town[]>, k: string, t: Town) => {
    const list = m.get(k) ?? [];
    list.push(t);
    m.set(k, list);
  };
  for (const t of towns) {
    const [full, ...rest] = nameVariants(t.name);
    put(exact, full, t);
    for (const k of rest) put(short, k, t);
  }
  return { exact, short };
}

export interface Candidates {
  towns: Town[];
  /** Found by the place's full name (not a shortened form of it or of the town's name). */
  exact: boolean;
}

/**
 * The towns a place may be: by the first name variant that finds any (full names before shortened
 * ones), in the postcode's state when GeoNames knows the town's state.
 */
export function candidatesFor(place: string, stateId: number, index: TownIndex): Candidates {
  const variants = nameVariants(place);
  for (const m of [index.exact, index.short]) {
    for (const key of variants) {
      const found = m.get(key);
      if (!found) continue;
      // A namesake in another state is not this place; towns without a known state may be.
      const fit = found.filter((t) => t.stateId === stateId || t.stateId === null);
      if (fit.length > 0) return { towns: fit, exact: m === index.exact && key === variants[0] };
    }
  }
  return { towns: [], exact: false };
}

/**
 * The positions of the postcodes numerically next to `sortedZips[i]` that have one, up to `k` on each
 * side, sharing its first `prefixLength` digits; nearest number first on each side ([below…, above…]).
 */
function numericNeighbours(
  sortedZips: readonly string[],
  positions: ReadonlyMap<string, GeoPoint>,
  i: number,
  k: number,
  prefixLength: number,
) {
  const prefix = sortedZips[i].slice(0, prefixLength);
  const sides: { point: GeoPoint; gap: number }[][] = [];
  for (const dir of [-1, 1]) {
    const side: { point: GeoPoint; gap: number }[] = [];
    for (let j = i + dir; j >= 0 && j < sortedZips.length && side.length < k; j += dir) {
      if (!sortedZips[j].startsWith(prefix)) break;
      const point = positions.get(sortedZips[j]);
      if (point) side.push({ point, gap: Math.abs(Number(sortedZips[j]) - Number(sortedZips[i])) });
    }
    sides.push(side);
  }
  return { below: sides[0], above: sides[1] };
}

/**
 * Removes positions that do not fit their numeric neighbours (up to three each side with the same
 * first two digits): far from every one of them, or far from their middle with at most one of them
 * close (two wrong namesakes next to each other). Twice, as a removal changes the neighbourhoods.
 */
function dropOutliers(sorted: readonly string[], positions: Map<string, GeoPoint>) {
  for (let pass = 0; pass < 2; pass++) {
    const prefixMiddle = groupCentres(positions, 3);
    const outliers = sorted.filter((zip, i) => {
      const own = positions.get(zip);
      if (!own) return false;
      if (distanceKm(own, prefixMiddle.get(zip.slice(0, 3))!) > PREFIX_AREA_KM) return true;
      const n = numericNeighbours(sorted, positions, i, 3, 2);
      const near = [...n.below, ...n.above].map((x) => x.point);
      if (near.length === 0) return false;
      const close = near.filter((x) => distanceKm(own, x) <= OUTLIER_KM).length;
      return close === 0 || (close <= 1 && near.length >= 3 && distanceKm(own, medianPoint(near)!) > OUTLIER_KM);
    });
    if (outliers.length === 0) return;
    for (const zip of outliers) positions.delete(zip);
  }
}

/** A prefix area wider than this around its middle would be no postal area: such a match is wrong. */
const PREFIX_AREA_KM = 100;

/**
 * Coordinates for every postcode of one country. `stateCentres` is the last resort for a postcode
 * without a matched neighbour (keyed by state id).
 */
export function assignCoordinates(
  postcodes: readonly PostcodePlaces[],
  towns: readonly Town[],
  stateCentres: ReadonlyMap<number, GeoPoint>,
): Map<string, PostcodeCoordinate> {
  const index = indexTowns(towns);
  const candidates = new Map(
    postcodes.map((p) => [p.zip, p.places.map((place) => candidatesFor(place, p.stateId, index)).filter((c) => c.towns.length > 0)]),
  );
  const sorted = postcodes.map((p) => p.zip).sort();
  const byZip = new Map(postcodes.map((p) => [p.zip, p]));

  // 1. Postcodes whose places' full names are each one town of their state, lying together, anchor
  //    the neighbourhoods.
  const anchored = new Map<string, GeoPoint>();
  for (const p of postcodes) {
    const unique = candidates
      .get(p.zip)!
      .filter((c) => c.exact && c.towns.length === 1)
      .map((c) => c.towns[0]);
    const middle = medianPoint(unique);
    if (middle && unique.every((t) => distanceKm(t, middle) <= PLACE_SPREAD_KM)) anchored.set(p.zip, middle);
  }
  dropOutliers(sorted, anchored);
  const p3 = groupCentres(anchored, 3);
  const p2 = groupCentres(anchored, 2);

  // 2. Every place takes its town nearest to the postcode's anchor or its numeric neighbours' anchors
  //    — and only when it lies close to one of them: a namesake far away is not the place (which is
  //    then too small for GeoNames). Without anchors nearby, the prefix's centre decides, loosely.
  //    The postcode's centre is the middle of its places near the one closest to the anchors.
  const matched = new Map<string, GeoPoint>();
  sorted.forEach((zip, i) => {
    const p = byZip.get(zip)!;
    const lists = candidates.get(zip)!;
    if (lists.length === 0) return;
    const own = anchored.get(zip);
    const n = numericNeighbours(sorted, anchored, i, 2, 3);
    let refs = own ? [own] : [...n.below, ...n.above].map((x) => x.point);
    let limit = ACCEPT_NEAR_KM;
    if (refs.length === 0) {
      const wide = p3.get(zip.slice(0, 3)) ?? p2.get(zip.slice(0, 2)) ?? stateCentres.get(p.stateId);
      refs = wide ? [wide] : [];
      limit = 2 * OUTLIER_KM;
    }
    if (refs.length === 0) return;
    const score = (t: GeoPoint) => Math.min(...refs.map((r) => distanceKm(t, r)));
    const chosen = lists
      .map((c) => c.towns.reduce((best, t) => (score(t) < score(best) ? t : best)))
      .filter((t) => score(t) <= limit)
      .sort((a, b) => score(a) - score(b));
    if (chosen.length === 0) return;
    matched.set(zip, medianPoint(chosen.filter((t) => distanceKm(t, chosen[0]) <= PLACE_SPREAD_KM))!);
  });

  // 3. A match far from its numeric neighbours (postcodes are handed out area by area, so neighbours
  //    lie side by side) is a namesake of a place too small for GeoNames: drop it.
  dropOutliers(sorted, matched);

  // 4. Postcodes without a town lie between their numeric neighbours: the middle of the nearest
  //    matched postcode below and above (same first three digits, else two), or the nearer of them
  //    when those two are far apart; the state's centre when the whole prefix is unknown.
  const byState = new Map<number, GeoPoint[]>();
  for (const [zip, point] of matched) {
    const id = byZip.get(zip)!.stateId;
    byState.set(id, [...(byState.get(id) ?? []), point]);
  }
  const result = new Map<string, PostcodeCoordinate>();
  sorted.forEach((zip, i) => {
    const own = matched.get(zip);
    if (own) {
      result.set(zip, { ...own, source: "town" });
      return;
    }
    for (const len of [3, 2]) {
      const { below, above } = numericNeighbours(sorted, matched, i, 1, len);
      const [b, a] = [below[0], above[0]];
      if (!b && !a) continue;
      const point =
        b && a
          ? distanceKm(b.point, a.point) <= 2 * OUTLIER_KM
            ? { lat: (b.point.lat + a.point.lat) / 2, lon: (b.point.lon + a.point.lon) / 2 }
            : (b.gap <= a.gap ? b : a).point
          : (b ?? a).point;
      result.set(zip, { ...point, source: "neighbours" });
      return;
    }
    const state = medianPoint(byState.get(byZip.get(zip)!.stateId) ?? []) ?? stateCentres.get(byZip.get(zip)!.stateId);
    if (!state) throw new Error(`no coordinates for postcode ${zip}`);
    result.set(zip, { ...state, source: "state" });
  });
  return result;
}

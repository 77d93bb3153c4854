/**
 * Local price pages (spec §2 `/heizoelpreise/{stateName}/{countyOrCityZipCode?}/{cityZipCode?}`):
 * URL names of places, the canonical path of a page, which place a postcode's page is filed under,
 * the neighbourhood of a postcode and the local price figures. Pure rules; the server feeds them the
 * postcode table and the offers of the dealers delivering there.
 *
 * URL scheme (docs/decisions/0009-local-price-pages.md):
 *   /heizoelpreise/bayern                  state
 *   /heizoelpreise/bayern/muenchen         city or municipality (all its postcodes)
 *   /heizoelpreise/bayern/muenchen/80331   postcode area, filed under its main place
 *   /heizoelpreise/bayern/80331            short form: answers with a permanent redirect to the line above
 */

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", Ä: "ae", Ö: "oe", Ü: "ue" };

/** URL name of a place: "München" → "muenchen", "Halle (Saale)" → "halle-saale", "Genève" → "geneve". */
export function placeSlug(name: string): string {
  return name
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c])
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The path of a local price page; without place and postcode the state page. */
export function localPricePath(stateName: string, place?: string | null, zip?: string | null): string {
  let path = `/heizoelpreise/${stateName}`;
  if (place) path += `/${place}`;
  if (place && zip) path += `/${zip}`;
  return path;
}

export interface PlaceCandidate {
  slug: string;
  name: string;
  /** How many postcodes the place has in its state. */
  zipCount: number;
}

/**
 * A postcode can cover several places (a town and its villages). Its page is filed under one of them, so
 * each postcode has one address: the place with the most postcodes (the town), ties by name.
 */
export function primaryPlace<T extends PlaceCandidate>(places: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const p of places) {
    if (!best || p.zipCount > best.zipCount || (p.zipCount === best.zipCount && p.name.localeCompare(best.name, "de") < 0)) best = p;
  }
  return best;
}

/**
 * Postcodes are handed out by region, so numerically close postcodes of the same district (first two
 * digits) lie close together: the `count` nearest ones to `zip`, nearest first (ties: the lower one).
 * `sortedZips` is the ascending list of postcodes to choose from (e.g. those of the state).
 */
export function nearestZips(sortedZips: readonly string[], zip: string, count: number): string[] {
  const district = zip.slice(0, 2);
  const n = Number(zip);
  const candidates = sortedZips.filter((z) => z !== zip && z.slice(0, 2) === district);
  return candidates
    .map((z) => ({ z, d: Math.abs(Number(z) - n) }))
    .sort((a, b) => a.d - b.d || Number(a.z) - Number(b.z))
    .slice(0, count)
    .map((x) => x.z)
    .sort();
}

/**
 * Candidate postcodes ordered by nearness to the nearest of `own`: first those of the same districts
 * (first two digits) by numeric distance, then the others by numeric distance. The own postcodes are left
 * out. Callers pass the candidates of one state, so other districts are still close by.
 */
export function rankByZipDistance(own: readonly string[], candidates: readonly string[]): string[] {
  const ownSet = new Set(own);
  const districts = new Set(own.map(zipDistrict));
  const ownNumbers = own.map(Number).sort((a, b) => a - b);
  if (ownNumbers.length === 0) return [];
  const ranked: { z: string; far: number; d: number }[] = [];
  for (const z of candidates) {
    if (ownSet.has(z)) continue;
    ranked.push({ z, far: districts.has(zipDistrict(z)) ? 0 : 1, d: distanceToNearest(ownNumbers, Number(z)) });
  }
  return ranked.sort((a, b) => a.far - b.far || a.d - b.d || Number(a.z) - Number(b.z)).map((x) => x.z);
}

/** Distance from n to the nearest number of an ascending list (binary search). */
function distanceToNearest(sorted: readonly number[], n: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < n) lo = mid + 1;
    else hi = mid;
  }
  const right = Math.abs(sorted[lo] - n);
  return lo > 0 ? Math.min(right, Math.abs(n - sorted[lo - 1])) : right;
}

/**
 * Postal numbering starts each area at its main town (80331 München, 6020 Innsbruck, 8000 Zürich): the
 * lowest postcode of every prefix of the given length. `sortedZips` ascending.
 */
export function areaHeads(sortedZips: readonly string[], prefixLength: number): string[] {
  const heads: string[] = [];
  let last = "";
  for (const z of sortedZips) {
    const prefix = z.slice(0, prefixLength);
    if (prefix !== last) heads.push(z);
    last = prefix;
  }
  return heads;
}

/** How many leading digits group a state's postcodes into towns' areas: 2 of 5 (DE), 3 of 4 (AT, CH). */
export function areaPrefixLength(zipLength: number): number {
  return zipLength === 5 ? 2 : 3;
}

/**
 * The places a state page lists, at most `limit`, alphabetically: first towns with at least three
 * postcodes, then the main towns of the postal areas, then other places with several postcodes.
 */
export function featuredPlaces<T extends { name: string; zipCount: number }>(
  places: readonly T[],
  heads: ReadonlySet<T>,
  limit: number,
): T[] {
  const rank = (p: T) => (p.zipCount >= 3 ? 0 : heads.has(p) ? 1 : p.zipCount >= 2 ? 2 : 3);
  return places
    .filter((p) => rank(p) < 3)
    .sort((a, b) => rank(a) - rank(b) || b.zipCount - a.zipCount || a.name.localeCompare(b.name, "de"))
    .slice(0, limit)
    .sort((a, b) => a.name.localeCompare(b.name, "de"));
}

/**
 * A part or a special postcode of a bigger place ("Zürich 1", "Zürich CS PZ", "Innsbruck-Igls" of Zürich,
 * Innsbruck): its name continues the name of one of `places` after a space or hyphen.
 */
export function isSubPlace(name: string, places: ReadonlySet<string>): boolean {
  for (let i = 0; i < name.length; i++) {
    if ((name[i] === " " || name[i] === "-") && places.has(name.slice(0, i))) return true;
  }
  return false;
}

/** The postcode district (first two digits): nearby postcodes of a local price page are first looked for in it. */
export function zipDistrict(zip: string): string {
  return zip.slice(0, 2);
}

export interface LocalPriceFigures {
  /** Average of the dealers' prices, minor units per basis (rounded half up). */
  average: number;
  cheapest: number;
  dearest: number;
  /** Number of dealers with an offer. */
  count: number;
}

/** Local price figures from the dealers' unit prices (one per dealer); none → null. */
export function localPriceFigures(unitPrices: readonly number[]): LocalPriceFigures | null {
  if (unitPrices.length === 0) return null;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const p of unitPrices) {
    sum += p;
    if (p < min) min = p;
    if (p > max) max = p;
  }
  return {
    average: Math.floor((2 * sum + unitPrices.length) / (2 * unitPrices.length)),
    cheapest: min,
    dearest: max,
    count: unitPrices.length,
  };
}

/** Difference of the local average to a reference (e.g. the state's) in percent, 1 decimal; positive = dearer. */
export function differencePercent(local: number, reference: number): number {
  if (reference === 0) return 0;
  return Math.round(((local - reference) / reference) * 1000) / 10;
}

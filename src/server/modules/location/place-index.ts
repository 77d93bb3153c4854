import { placeSlug, primaryPlace } from "../../../domain/prices/local-pages.ts";
import type { Db } from "../../../db/client.ts";
import { postcodes } from "../../../db/schema/index.ts";

export interface PlaceEntry {
  stateId: number;
  slug: string;
  name: string;
  /** Ascending. */
  zips: string[];
}

export interface ZipEntry {
  zip: string;
  stateId: number;
  /** Every place the postcode covers, the primary one first. */
  places: PlaceEntry[];
  /** The place its local page is filed under. */
  primary: PlaceEntry;
}

export interface CountryPlaces {
  byZip: Map<string, ZipEntry>;
  /** `${stateId}|${slug}` → place. */
  byStatePlace: Map<string, PlaceEntry>;
  /** Ascending postcodes per state. */
  zipsByState: Map<number, string[]>;
  /** Places per state, most postcodes first, then by name. */
  placesByState: Map<number, PlaceEntry[]>;
}

export type PlaceIndex = Map<number, CountryPlaces>;

// Postcodes and places are reference data that only a deploy changes (~19,500 rows): one query at the
// first local page (the location services load it once), then every lookup of a local page is a Map access.
export async function loadPlaceIndex(db: Db): Promise<PlaceIndex> {
  return buildPlaceIndex(
    await db
      .select({ countryId: postcodes.countryId, zip: postcodes.zip, place: postcodes.place, stateId: postcodes.stateId })
      .from(postcodes),
  );
}

export function buildPlaceIndex(rows: readonly { countryId: number; zip: string; place: string; stateId: number }[]): PlaceIndex {
  const index: PlaceIndex = new Map();
  const country = (id: number) => {
    let c = index.get(id);
    if (!c) index.set(id, (c = { byZip: new Map(), byStatePlace: new Map(), zipsByState: new Map(), placesByState: new Map() }));
    return c;
  };
  const zipRows = new Map<string, { countryId: number; stateId: number; places: Set<PlaceEntry> }>();
  for (const r of rows) {
    const c = country(r.countryId);
    const key = `${r.stateId}|${placeSlug(r.place)}`;
    let place = c.byStatePlace.get(key);
    if (!place) c.byStatePlace.set(key, (place = { stateId: r.stateId, slug: placeSlug(r.place), name: r.place, zips: [] }));
    if (!place.zips.includes(r.zip)) place.zips.push(r.zip);
    const zk = `${r.countryId}|${r.zip}`;
    let z = zipRows.get(zk);
    if (!z) zipRows.set(zk, (z = { countryId: r.countryId, stateId: r.stateId, places: new Set() }));
    z.places.add(place);
  }
  for (const [countryId, c] of index) {
    for (const place of c.byStatePlace.values()) {
      place.zips.sort();
      const list = c.placesByState.get(place.stateId) ?? [];
      list.push(place);
      c.placesByState.set(place.stateId, list);
    }
    for (const list of c.placesByState.values()) list.sort((a, b) => b.zips.length - a.zips.length || a.name.localeCompare(b.name, "de"));
    for (const [key, z] of zipRows) {
      if (z.countryId !== countryId) continue;
      const zip = key.slice(key.indexOf("|") + 1);
      const candidates = [...z.places].map((p) => ({ slug: p.slug, name: p.name, zipCount: p.zips.length, entry: p }));
      const primary = primaryPlace(candidates)!.entry;
      const places = [primary, ...[...z.places].filter((p) => p !== primary).sort((a, b) => a.name.localeCompare(b.name, "de"))];
      c.byZip.set(zip, { zip, stateId: z.stateId, places, primary });
      const list = c.zipsByState.get(z.stateId) ?? [];
      list.push(zip);
      c.zipsByState.set(z.stateId, list);
    }
    for (const list of c.zipsByState.values()) list.sort();
  }
  return index;
}

import { and, asc, desc, eq, inArray, isNotNull, like, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { countryStates, postcodes } from "../../../db/schema/index.ts";

export async function statesOfCountry(db: Db, countryId: number) {
  return db
    .select({
      Id: countryStates.id,
      Name: countryStates.name,
      FriendlyName: countryStates.friendlyName,
      MapId: countryStates.mapId,
    })
    .from(countryStates)
    .where(eq(countryStates.countryId, countryId))
    .orderBy(asc(countryStates.friendlyName));
}

export async function placesOfZip(db: Db, countryId: number, zips: string[]) {
  if (zips.length === 0) return [];
  return db
    .select({ zip: postcodes.zip, place: postcodes.place, stateId: postcodes.stateId })
    .from(postcodes)
    .where(and(eq(postcodes.countryId, countryId), inArray(postcodes.zip, zips)));
}

/** Places with the most postcodes first: a good stand-in for the largest towns of a state. */
export async function topPlacesOfState(db: Db, stateId: number, limit: number) {
  return db
    .select({
      place: postcodes.place,
      zip: sql<string>`min(${postcodes.zip})`,
      zipCount: sql<number>`count(*)::int`,
    })
    .from(postcodes)
    .where(eq(postcodes.stateId, stateId))
    .groupBy(postcodes.place)
    .orderBy(desc(sql`count(*)`), asc(postcodes.place))
    .limit(limit);
}

export async function allZips(db: Db) {
  return db.selectDistinct({ countryId: postcodes.countryId, zip: postcodes.zip }).from(postcodes);
}

/** One centre per postcode (every place of a postcode has the same, decision 0024); postcodes without one are left out. */
export async function postcodeCentres(db: Db) {
  return db
    .selectDistinctOn([postcodes.countryId, postcodes.zip], {
      countryId: postcodes.countryId,
      zip: postcodes.zip,
      lat: sql<number>`${postcodes.lat}`,
      lon: sql<number>`${postcodes.lon}`,
    })
    .from(postcodes)
    .where(isNotNull(postcodes.lat))
    .orderBy(asc(postcodes.countryId), asc(postcodes.zip));
}

/**
 * The centres of the postcodes that are, or start with, one of the entries (a branch's postcode list);
 * postcodes without coordinates are left out. One row per postcode.
 */
export async function postcodeCentresMatching(db: Db, countryId: number, entries: readonly string[], limit: number) {
  if (entries.length === 0) return [];
  // Entries are digits only (checked by the caller); LIKE needs no escaping then.
  const matches = entries.map((e) => like(postcodes.zip, `${e}%`));
  return db
    .selectDistinctOn([postcodes.zip], { zip: postcodes.zip, lat: postcodes.lat, lon: postcodes.lon })
    .from(postcodes)
    .where(and(eq(postcodes.countryId, countryId), or(...matches), isNotNull(postcodes.lat), isNotNull(postcodes.lon)))
    .orderBy(asc(postcodes.zip))
    .limit(limit);
}

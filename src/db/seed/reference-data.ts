import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { countryStates, postcodes } from "../schema/index.ts";

const DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "data");

interface StateRow {
  Id: number;
  CountryId: number;
  Name: string;
  FriendlyName: string;
  MapId: string;
}

export function readCountryStates(): StateRow[] {
  return JSON.parse(readFileSync(resolve(DATA_DIR, "country-states.json"), "utf8")) as StateRow[];
}

export function readPostcodes() {
  const lines = readFileSync(resolve(DATA_DIR, "postcodes.tsv"), "utf8").split("\n").slice(1);
  return lines
    .filter((l) => l.length > 0)
    .map((l) => {
      const [countryId, zip, place, stateId, lat, lon] = l.split("\t");
      return { countryId: Number(countryId), zip, place, stateId: Number(stateId), lat: Number(lat), lon: Number(lon) };
    });
}

/**
 * Loads states and postcodes once; a database that already has them is left alone, except that
 * postcodes loaded before they had coordinates (decision 0024) get them.
 */
export async function seedReferenceData(
  db: Db,
): Promise<{ states: number; postcodes: number } | { postcodesWithCoordinates: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(countryStates);
  if (n > 0) {
    const filled = await fillPostcodeCoordinates(db);
    return filled > 0 ? { postcodesWithCoordinates: filled } : null;
  }
  const states = readCountryStates();
  const rows = readPostcodes();
  await db.transaction(async (tx) => {
    await tx.insert(countryStates).values(
      states.map((s) => ({
        id: s.Id,
        countryId: s.CountryId,
        name: s.Name,
        friendlyName: s.FriendlyName,
        mapId: s.MapId,
      })),
    );
    for (let i = 0; i < rows.length; i += 2000) {
      await tx.insert(postcodes).values(rows.slice(i, i + 2000));
    }
  });
  return { states: states.length, postcodes: rows.length };
}

/** Sets the centre of every postcode that has none yet; returns the number of rows changed (0 when done before). */
export async function fillPostcodeCoordinates(db: Db): Promise<number> {
  const [{ missing }] = await db.select({ missing: sql<number>`count(*)::int` }).from(postcodes).where(isNull(postcodes.lat));
  if (missing === 0) return 0;
  const centres = new Map<string, { countryId: number; zip: string; lat: number; lon: number }>();
  for (const r of readPostcodes()) centres.set(`${r.countryId}|${r.zip}`, { countryId: r.countryId, zip: r.zip, lat: r.lat, lon: r.lon });
  const list = [...centres.values()];
  let changed = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < list.length; i += 2000) {
      const values = sql.join(
        list
          .slice(i, i + 2000)
          .map((c) => sql`(${c.countryId}::smallint, ${c.zip}::text, ${c.lat}::double precision, ${c.lon}::double precision)`),
        sql`, `,
      );
      const result = await tx.execute(sql`
        update ${postcodes} set lat = v.lat, lon = v.lon
        from (values ${values}) as v(country_id, zip, lat, lon)
        where ${postcodes.countryId} = v.country_id and ${postcodes.zip} = v.zip and ${postcodes.lat} is null`);
      changed += affectedRows(result);
    }
  });
  return changed;
}

/** Rows changed by an UPDATE, from either driver's result (pg: rowCount, PGlite: affectedRows). */
function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}

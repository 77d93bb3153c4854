import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
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
      const [countryId, zip, place, stateId] = l.split("\t");
      return { countryId: Number(countryId), zip, place, stateId: Number(stateId) };
    });
}

/** Loads states and postcodes once; a database that already has them is left alone. */
export async function seedReferenceData(db: Db): Promise<{ states: number; postcodes: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(countryStates);
  if (n > 0) return null;
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

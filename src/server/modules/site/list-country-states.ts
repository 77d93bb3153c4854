import { isCountryId } from "../../../domain/countries.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { listStates } from "../location/list-states.ts";

type States = Awaited<ReturnType<typeof listStates>>;
// States are reference data that only a migration changes: keep them per database for the process.
const cache = new WeakMap<Db, Map<number, Promise<States>>>();

export async function listCountryStates(db: Db, countryId: number): Promise<States> {
  if (!isCountryId(countryId)) throw new AppError("UNKNOWN_COUNTRY", "Unbekanntes Land.", 404);
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let states = perDb.get(countryId);
  if (!states) {
    states = listStates(db, countryId);
    perDb.set(countryId, states);
    states.catch(() => perDb.delete(countryId));
  }
  return states;
}

import type { Db } from "../../../db/client.ts";
import { statesOfCountry } from "./location.repo.ts";

/** A country's states, ordered by name: how other areas read them (a module never imports another's repo). */
export function listStates(db: Db, countryId: number) {
  return statesOfCountry(db, countryId);
}

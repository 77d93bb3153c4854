import type { Db } from "../../../db/client.ts";
import { statesOfCountry, topPlacesOfState } from "./location.repo.ts";

/** The state named by its URL name in a country, with its largest places (for the home page map). */
export async function listPlacesOfState(db: Db, countryId: number, stateName: string, limit = 12) {
  const state = (await statesOfCountry(db, countryId)).find((s) => s.Name === stateName);
  if (!state) return null;
  return { state, places: await topPlacesOfState(db, state.Id, limit) };
}

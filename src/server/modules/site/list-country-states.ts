import { isCountryId } from "../../../domain/countries.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { statesOfCountry } from "../location/location.repo.ts";

export async function listCountryStates(db: Db, countryId: number) {
  if (!isCountryId(countryId)) throw new AppError("UNKNOWN_COUNTRY", "Unbekanntes Land.", 404);
  return statesOfCountry(db, countryId);
}

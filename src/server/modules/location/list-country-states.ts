import { isCountryId } from "../../../domain/shared/countries.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { statesOfCountry } from "./location.repo.ts";

export type CountryState = Awaited<ReturnType<typeof statesOfCountry>>[number];

/** The states of a country (reference data: the location services load them once per process). */
export async function listCountryStates(db: Db, countryId: number): Promise<CountryState[]> {
  if (!isCountryId(countryId)) throw new AppError("UNKNOWN_COUNTRY");
  return statesOfCountry(db, countryId);
}

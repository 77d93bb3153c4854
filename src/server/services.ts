import type { Db } from "../db/client.ts";
import { checkZipcode, checkZipcodes } from "./modules/location/check-zipcode.ts";
import { listPlacesOfState } from "./modules/location/list-places-of-state.ts";
import { listCountryStates } from "./modules/site/list-country-states.ts";

/** The use cases bound to their dependencies, shared by API routes and page loaders. */
export function createServices(db: Db) {
  return {
    checkZipcode: (input: { ZipCode: string; CountryId: number }) => checkZipcode(db, input),
    checkZipcodes: (input: { ZipCode: string; CountryId: number }[]) => checkZipcodes(db, input),
    listCountryStates: (countryId: number) => listCountryStates(db, countryId),
    listPlacesOfState: (countryId: number, stateName: string) => listPlacesOfState(db, countryId, stateName),
  };
}

export type AppServices = ReturnType<typeof createServices>;

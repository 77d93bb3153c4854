import type { PlatformDeps } from "../../platform/deps.ts";
import { loadOnce, loadOncePer } from "../../platform/memo.ts";
import { checkZipcode, checkZipcodes } from "./check-zipcode.ts";
import { listCountryStates } from "./list-country-states.ts";
import { listPlacesOfState } from "./list-places-of-state.ts";
import { placesOfZip, postcodeCentres, postcodeCentresMatching } from "./location.repo.ts";
import { loadPlaceIndex } from "./place-index.ts";
import { loadPostcodeIndex } from "./postcode-index.ts";
import { loadRegionGeodata } from "./region-geodata.ts";

type ZipPair = { ZipCode: string; CountryId: number };

/** Postcodes, places and states (reference data, held in memory once loaded). */
export function createLocationServices({ db }: Pick<PlatformDeps, "db">) {
  const postcodes = loadOnce(() => loadPostcodeIndex(db));
  const places = loadOnce(() => loadPlaceIndex(db));
  const centres = loadOnce(() => postcodeCentres(db));
  const states = loadOncePer((countryId: number) => listCountryStates(db, countryId));
  const geodata = loadOnce(async () => loadRegionGeodata());
  return {
    checkZipcode: async (input: ZipPair) => checkZipcode(await postcodes(), input),
    checkZipcodes: async (input: ZipPair[]) => checkZipcodes(await postcodes(), input),
    /** Whether the postcode exists in the country (format already checked by the caller). */
    zipExists: async (countryId: number, zip: string) => (await postcodes()).get(countryId)?.has(zip) ?? false,
    /** The places index of local price pages (postcode → places, state → places). */
    placeIndex: places,
    /** Every postcode's centre (reference data): what delivery radii are measured to. */
    postcodeCentres: centres,
    listCountryStates: states,
    listPlacesOfState: (countryId: number, stateName: string) => listPlacesOfState(db, countryId, stateName),
    placeOfZip: async (countryId: number, zip: string) => (await placesOfZip(db, countryId, [zip]))[0]?.place ?? null,
    /** The country's postcodes, sorted (a dealer's postcode list is checked against them). */
    zipsOf: loadOncePer(async (countryId: number) => [...((await postcodes()).get(countryId) ?? [])].sort()),
    /** Outlines, borders and towns of the delivery maps (decision 0048), read once. */
    regionGeodata: geodata,
    /** Centres of the postcodes that are or start with one of the entries (digits only), for maps; at most `limit`. */
    postcodeCentresOf: (countryId: number, entries: readonly string[], limit = 3000) =>
      postcodeCentresMatching(db, countryId, entries, limit),
  };
}

export type LocationServices = ReturnType<typeof createLocationServices>;

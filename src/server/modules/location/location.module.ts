import { apiRoutes, defineModule } from "../../platform/module.ts";
import { seedReferenceData } from "../../../db/seed/reference-data.ts";
import { locationRoutes } from "./location.routes.ts";
import { createLocationServices } from "./location.services.ts";

/** Countries, states, postcodes and places (spec §7 location). */
export const locationModule = defineModule({
  name: "location",
  asks: [],
  services: (platform) => createLocationServices(platform),
  routes: (location) => [apiRoutes(locationRoutes, { location })],
  seeds: [{ name: "reference-data", demo: false, message: "seeded reference data", run: (db) => seedReferenceData(db) }],
});

// Types of the location area's answers, for the areas that ask it.
export type { CountryState } from "./list-country-states.ts";
export type { CountryPlaces, PlaceEntry, PlaceIndex, ZipEntry } from "./place-index.ts";

import type { LocationServices } from "../location/location.services.ts";

/** What the consumption comparison asks other areas (decision 0052): whether a postcode exists. */
export interface ConsumptionNeeds {
  location: Pick<LocationServices, "zipExists">;
}

import { apiRoutes, defineModule } from "../../platform/module.ts";
import type { AccountServices } from "../account/account.services.ts";
import type { LocationServices } from "../location/location.services.ts";
import { calculatorRoutes } from "./calculator.routes.ts";
import { createCalculatorServices } from "./calculator.services.ts";
import { subscribeCalculator } from "./calculator.subscribers.ts";

/** Offers, best prices and the in-memory market (decisions 0005, 0024); a customer's favourite dealers are marked. */
export const calculatorModule = defineModule({
  name: "calculator",
  asks: ["location", "account"],
  services: (platform, { location, account }: { location: LocationServices; account: Pick<AccountServices, "favouriteDealerIds"> }) =>
    createCalculatorServices(platform, { location, favouriteDealerIds: account.favouriteDealerIds }),
  routes: (calculator) => [apiRoutes(calculatorRoutes, { calculator })],
  subscribers: (events, calculator) => subscribeCalculator(events, calculator),
});

// What other areas may use of the calculator's market besides its services (pure functions and types).
export { branchesDeliveringToAny, deliveringBranches, type Market, type MarketSnapshot } from "./market-snapshot.ts";
export type { WireOffer } from "./offer-wire.ts";

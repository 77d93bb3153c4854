import type { PlatformDeps } from "../../platform/deps.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { LocationServices } from "../location/location.services.ts";
import { dealerDetails, dealerDirectory, type DirectoryDeps } from "./dealer-directory.ts";
import { importPriceList } from "./import-price-list.ts";
import { announcePriceChange } from "./price-change.ts";

/** Dealer directory, dealer pages and price lists. */
export function createDealersServices(
  { db, clock, cache }: Pick<PlatformDeps, "db" | "clock" | "cache">,
  others: { calculator: Pick<CalculatorServices, "market">; location: Pick<LocationServices, "listCountryStates"> },
) {
  const deps: DirectoryDeps = { db, market: others.calculator.market, states: others.location.listCountryStates };
  return {
    dealerDirectory: (countryId: number, stateName: string, zipCode?: string) => dealerDirectory(deps, countryId, stateName, zipCode),
    dealerDetails: (countryId: number, dealerId: number) => dealerDetails(db, countryId, dealerId),
    /**
     * A price list in one transaction (docs/price-list-import.md). New prices are shown at once: this
     * instance rebuilds its market, and every instance drops its cached prices.
     */
    importPriceList: async (csv: string) => {
      const result = await importPriceList(db, csv, clock.now());
      if (result.errors.length === 0) await announcePriceChange(cache);
      return result;
    },
  };
}

export type DealersServices = ReturnType<typeof createDealersServices>;

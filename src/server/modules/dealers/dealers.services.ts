import type { PlatformDeps } from "../../platform/deps.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { LocationServices } from "../location/location.services.ts";
import { dealerDetails, dealerDirectory, type DirectoryDeps } from "./dealer-directory.ts";
import { currentPriceLists } from "./dealers.repo.ts";
import {
  importPriceList,
  parsePriceList,
  validatePriceRecords,
  writePriceLists,
  type PriceListRow,
  type PriceRecord,
} from "./import-price-list.ts";
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
    /** Today's price lists of these branches (the dealer portal's price page). */
    currentPriceLists: (branchIds: readonly number[]) => currentPriceLists(db, branchIds, clock.now()),
    /** Checks a CSV price list as `npm run import:prices` does, allowing only these branches; writes nothing. */
    checkPriceList: (csv: string, branchIds: ReadonlySet<number>) => parsePriceList(db, csv, clock.now(), { branchIds }),
    /** The same checks for rows typed into the portal's price form. */
    checkPriceRecords: (records: readonly { record: PriceRecord; line: number }[], branchIds: ReadonlySet<number>) =>
      validatePriceRecords(db, records, clock.now(), { branchIds }),
    /**
     * Writes checked rows in one transaction (lists starting now replace the current ones, `end` lists
     * stop without a successor) and announces the change, so every instance rebuilds its market.
     */
    savePriceLists: async (rows: readonly PriceListRow[], end: readonly { branchId: number; productId: number }[] = []) => {
      const written = await writePriceLists(db, rows, clock.now(), end);
      await announcePriceChange(cache);
      return written;
    },
  };
}

export type DealersServices = ReturnType<typeof createDealersServices>;

import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { prefixesOverlap } from "../../platform/cache/cache.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { LocationServices } from "../location/location.services.ts";
import { bestPrice, type BestPriceInput } from "./best-price.ts";
import { calculateDealerOffer, calculateDefaultOffers, calculateOffers, type CalculatorDeps } from "./calculate-offers.ts";
import { initCalculator } from "./init-calculator.ts";
import { markFavourites } from "./mark-favourites.ts";
import { createMarket } from "./market-snapshot.ts";
import { upsellingOffers } from "./upselling.ts";
import { previewRanks, type RankPreviewInput } from "./preview-ranks.ts";
import { offerStanding, type OfferStandingInput } from "./offer-standing.ts";
import { cacheTtlMs } from "../../../domain/shared/spec-constants.ts";

type User = { id: number; isGuest: boolean } | null;

/** Offers, best prices and the in-memory market they are computed on (decision 0005). */
export function createCalculatorServices(
  { db, cache, clock, logger }: Pick<PlatformDeps, "db" | "cache" | "clock"> & Partial<Pick<PlatformDeps, "logger">>,
  { location, favouriteDealerIds }: { location: LocationServices; favouriteDealerIds: (userId: number) => Promise<number[]> },
) {
  const market = createMarket(
    db,
    location.postcodeCentres,
    () => clock.now(),
    (info) => logger?.info(info, "market snapshot built (branches, postcode → branches index)"),
  );
  // A price change announced by any instance (dealers/price-change.ts): rebuild this instance's market.
  cache.onInvalidate((prefix) => {
    if (prefixesOverlap(prefix, "market:")) market.invalidate();
  });
  const deps: CalculatorDeps = { market, zipExists: location.zipExists, clock };
  return {
    /** The market snapshot, for the areas that show prices (price pages, dealer directory). */
    market,
    initCalculator: (countryId: number, productGroupId: number) => initCalculator(countryId, productGroupId),
    calculateOffers: async (config: CalculatorConfigInput, user: User = null) =>
      markFavourites(favouriteDealerIds, await calculateOffers(deps, config), user),
    calculateDefaultOffers: (config: CalculatorConfigInput) => calculateDefaultOffers(deps, config),
    calculateDealerOffer: (config: CalculatorConfigInput & { DealerId: number; BranchId?: number }) => calculateDealerOffer(deps, config),
    upsellingOffers: (config: CalculatorConfigInput, upsellingKey: number) => upsellingOffers(deps, config, upsellingKey),
    /** A dealer's offer ranks with changed price lists, on the current market (dealer portal, decision 0027). */
    previewRanks: (input: RankPreviewInput) => previewRanks({ market, zipsOf: location.zipsOf }, input),
    /** A dealer's place in the offer list at a postcode for the standard order (dealer portal overview). */
    offerStanding: (input: OfferStandingInput) => offerStanding({ market }, input),
    /** Cached per query for the spec's 120 s; a price change drops the `calculator:` entries. */
    bestPrice: (input: BestPriceInput) =>
      cache.getOrLoad(
        `calculator:best:${input.countryId}|${input.amount ?? ""}|${input.zipCode ?? ""}|${input.productId ?? ""}`,
        cacheTtlMs("prices"),
        () => bestPrice(deps, input),
      ),
  };
}

export type CalculatorServices = ReturnType<typeof createCalculatorServices>;

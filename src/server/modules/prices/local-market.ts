import { amountRules, defaultProductId } from "../../../domain/shared/catalog.ts";
import { defaultParameterIds } from "../../../domain/calculator/calculator-options.ts";
import { bestPerDealer, rankOffers, type BranchOffering, type Offer } from "../../../domain/calculator/offer-calculation.ts";
import { branchesDeliveringToAny, type MarketSnapshot } from "../calculator/calculator.module.ts";

/** Reference amount per product group: the amounts the price history and the range rows are quoted at. */
export const REFERENCE_AMOUNTS: Record<number, { amount: number; label: string }> = {
  1: { amount: 3000, label: "3.000 l" },
  2: { amount: 3000, label: "3.000 l" },
  3: { amount: 6000, label: "6 t" },
  4: { amount: 264, label: "264 Säcken" },
  5: { amount: 1000, label: "1.000 l" },
};

/** The branches delivering to any of the postcodes (radius or postcode list, decision 0024), each once. */
export function branchesDeliveringTo(snapshot: MarketSnapshot, countryId: number, zips: readonly string[]): BranchOffering[] {
  return branchesDeliveringToAny(snapshot, countryId, zips);
}

/**
 * The dealers' offers with default options (standard delivery, the dealer's payment…) for the group's
 * default product: what the offer list shows first for that amount. Best branch per dealer, cheapest first.
 */
export function localOffers(branches: readonly BranchOffering[], countryId: number, productGroupId: number, amount?: number): Offer[] {
  const productId = defaultProductId(countryId, productGroupId);
  if (productId === undefined) return [];
  const ranked = rankOffers(branches, {
    countryId,
    productGroupId,
    productId,
    amount: amount ?? REFERENCE_AMOUNTS[productGroupId]?.amount ?? amountRules(productGroupId).default,
    stations: 1,
    parameters: defaultParameterIds(productGroupId).map((Id) => ({ Id })),
    climateNeutral: false,
    appointmentPlus: false,
  });
  return bestPerDealer(ranked);
}

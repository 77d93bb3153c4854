import { amountRules, defaultProductId } from "../../../domain/catalog.ts";
import { defaultParameterIds } from "../../../domain/calculator-options.ts";
import { zipDistrict } from "../../../domain/local-pages.ts";
import { bestPerDealer, rankOffers, type BranchOffering, type Offer } from "../../../domain/pricing.ts";
import type { MarketSnapshot } from "../calculator/market-snapshot.ts";

/** Reference amount per product group: the amounts the price history and the range rows are quoted at. */
export const REFERENCE_AMOUNTS: Record<number, { amount: number; label: string }> = {
  1: { amount: 3000, label: "3.000 l" },
  2: { amount: 3000, label: "3.000 l" },
  3: { amount: 6000, label: "6 t" },
  4: { amount: 264, label: "264 Säcken" },
  5: { amount: 1000, label: "1.000 l" },
};

/** The branches delivering to any of the postcodes (their delivery areas are postcode districts). */
export function branchesDeliveringTo(snapshot: MarketSnapshot, countryId: number, zips: readonly string[]): BranchOffering[] {
  return branchesOfDistricts(snapshot, countryId, zips.map(zipDistrict));
}

/** The branches delivering to any of the postcode districts (first two digits). */
export function branchesOfDistricts(snapshot: MarketSnapshot, countryId: number, districts: readonly string[]): BranchOffering[] {
  const seen = new Set<number>();
  const out: BranchOffering[] = [];
  for (const district of new Set(districts)) {
    for (const b of snapshot.byDistrict.get(`${countryId}|${district}`) ?? []) {
      if (seen.has(b.branchId)) continue;
      seen.add(b.branchId);
      out.push(b);
    }
  }
  return out;
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

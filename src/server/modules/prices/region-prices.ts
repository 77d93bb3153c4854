/**
 * Today's prices of a region — country, state, place or postcode — by one definition (decision 0015):
 * the dealers delivering to any postcode of the region, each with its best branch, quoted for
 * the group's default product at the reference amount with the calculator's default options; the
 * average is the mean of their gross prices per 100 l (per t, per 100 kg) on the current price lists.
 * Every page and API that states an average, compares with one, or lists prices by amount uses this.
 */
import { amountRules } from "../../../domain/shared/catalog.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { formatQuantity } from "../../../domain/shared/format.ts";
import { localPriceFigures } from "../../../domain/prices/local-pages.ts";
import { PRODUCT_GROUPS } from "../../../domain/shared/products.ts";
import type { AmountPrice, PriceRangeRow } from "../../../domain/prices/price-page.types.ts";
import type { BranchOffering } from "../../../domain/calculator/offer-calculation.ts";
import type { PricesDeps } from "./prices.deps.ts";
import { branchesDeliveringTo, localOffers, REFERENCE_AMOUNTS } from "./local-market.ts";

/** The amounts of the "cheapest price by amount" table. */
export const TABLE_AMOUNTS = [1000, 2000, 3000, 5000, 10000] as const;

export interface Region {
  countryId: number;
  /** A state's dealers; without it the whole country's. */
  stateId?: number;
}

/** The branches delivering into a country or a state (to any postcode of it). */
export async function regionBranches(deps: PricesDeps, region: Region): Promise<BranchOffering[]> {
  const snapshot = await deps.market.snapshot();
  if (region.stateId === undefined) return snapshot.byCountry.get(region.countryId) ?? [];
  const zips = (await deps.places()).get(region.countryId)?.zipsByState.get(region.stateId) ?? [];
  return branchesDeliveringTo(snapshot, region.countryId, zips);
}

/** Average, cheapest and dearest price per basis of a product group among the branches (null without offers). */
export function averageOf(branches: readonly BranchOffering[], countryId: number, productGroupId = 1) {
  return localPriceFigures(localOffers(branches, countryId, productGroupId).map((o) => o.unitPrice));
}

/** The cheapest offer per table amount (default product of the group, default options). */
export function cheapestByAmount(branches: readonly BranchOffering[], countryId: number, productGroupId = 1): AmountPrice[] {
  return TABLE_AMOUNTS.map((amount) => {
    const best = localOffers(branches, countryId, productGroupId, amount)[0];
    return { Amount: amount, UnitPrice: best?.unitPrice ?? null, TotalPrice: best?.total ?? null };
  });
}

/** Spec §3 price range rows: the average per product group, linking to its offers (for the postcode, if any). */
export function rangeRows(branches: readonly BranchOffering[], countryId: number, day: string, zipForLinks?: string): PriceRangeRow[] {
  const rows: PriceRangeRow[] = [];
  for (const g of PRODUCT_GROUPS) {
    const figures = averageOf(branches, countryId, g.id);
    if (!figures) continue;
    const ref = REFERENCE_AMOUNTS[g.id];
    const rules = amountRules(g.id);
    // Litre amounts are numbers of the country ("3’000 l" in Switzerland); "6 t" and "264 Säcken" are words.
    const label = rules.unitLabel === "Liter" ? `${formatQuantity(ref.amount, localeById(countryId)!)} l` : ref.label;
    rows.push({
      DateTime: day,
      GroupTitle: `${g.name} (je ${rules.basisLabel} bei ${label})`,
      Price: figures.average,
      Link: zipForLinks ? `/${g.urlName}/angebotsliste?zipCode=${zipForLinks}&amount=${ref.amount}` : `/${g.urlName}/angebotsliste`,
    });
  }
  return rows;
}

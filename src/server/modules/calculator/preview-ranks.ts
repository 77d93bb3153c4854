import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { defaultParameterIds } from "../../../domain/calculator/calculator-options.ts";
import {
  bestPerDealer,
  rankOffers,
  type BranchOffering,
  type OfferRequest,
  type PriceTier,
} from "../../../domain/calculator/offer-calculation.ts";
import { deliveringBranches, type Market, type MarketSnapshot } from "./market-snapshot.ts";

/** A branch's new list for one product; no tiers: the branch no longer offers the product. */
export interface TierChange {
  branchId: number;
  productId: number;
  tiers: readonly PriceTier[];
}

export interface RankPreviewInput {
  /** Every list the change replaces (a file may change several branches at once). */
  changes: readonly TierChange[];
  /** Whose ranks are shown: the branch (with its country and own postcode) and the product. */
  focus: { branchId: number; productId: number; countryId: number; zip: string };
  /** The amount to rank at (the product group's unit); default: the group's usual amount. */
  amount?: number;
}

export interface RankStanding {
  /** The dealer's place among the dealers offering there (1 = cheapest); null: no offer. */
  Rank: number | null;
  /** The dealer's all-in total there (gross, minor units); null: no offer. */
  TotalPrice: number | null;
}

export interface RankSample {
  ZipCode: string;
  Before: RankStanding;
  After: RankStanding;
  /** Dealers with an offer there after the change. */
  DealerCount: number;
  /** The cheapest total there after the change (the dealer's own when it leads). */
  CheapestTotalPrice: number | null;
}

export interface RankPreview {
  BranchId: number;
  ProductId: number;
  /** The amount the ranks are computed for, in the product group's unit. */
  Amount: number;
  Samples: RankSample[];
}

export interface PreviewRanksDeps {
  market: Market;
  /** The country's postcodes, sorted. */
  zipsOf: (countryId: number) => Promise<readonly string[]>;
}

/**
 * What a price change does to the dealer's place in the offer list (decision 0026: "the resulting offer
 * ranks for three sample postcodes"): the same offer calculation as `berechnen`, on the current market
 * snapshot, once as it is and once with the changed lists in place. Nothing is stored.
 */
export async function previewRanks(deps: PreviewRanksDeps, input: RankPreviewInput): Promise<RankPreview> {
  const { focus } = input;
  const product = productById(focus.productId);
  const snapshot = await deps.market.snapshot();
  const newTiers = input.changes.find((c) => c.branchId === focus.branchId && c.productId === focus.productId)?.tiers ?? [];
  const groupId = product?.ProductGroupId ?? 1;
  const rules = amountRules(groupId);
  // A list that starts above the usual amount would never rank at it: ask for its smallest band instead.
  const smallest = newTiers.length > 0 ? Math.min(...newTiers.map((t) => t.minAmount)) : 0;
  const amount = Math.min(rules.max, Math.max(input.amount ?? rules.default, smallest, rules.min));
  const dealerId = snapshot.branchById.get(focus.branchId)?.dealerId ?? null;
  if (!product || dealerId === null) return { BranchId: focus.branchId, ProductId: focus.productId, Amount: amount, Samples: [] };

  const request: OfferRequest = {
    countryId: focus.countryId,
    productGroupId: groupId,
    productId: focus.productId,
    amount,
    stations: 1,
    parameters: defaultParameterIds(groupId).map((Id) => ({ Id })),
    climateNeutral: false,
    appointmentPlus: false,
  };
  const changed = changedOfferings(snapshot, input.changes);
  const zips = sampleZips(snapshot, focus, await deps.zipsOf(focus.countryId));
  const Samples = zips.map((zip) => {
    const serving = deliveringBranches(snapshot, focus.countryId, zip);
    const before = bestPerDealer(rankOffers(serving, request));
    const after = bestPerDealer(
      rankOffers(
        serving.map((b) => changed.get(b.branchId) ?? b),
        request,
      ),
    );
    return {
      ZipCode: zip,
      Before: standing(before, dealerId),
      After: standing(after, dealerId),
      DealerCount: after.length,
      CheapestTotalPrice: after[0]?.total ?? null,
    };
  });
  return { BranchId: focus.branchId, ProductId: focus.productId, Amount: amount, Samples };
}

function standing(ranked: ReturnType<typeof bestPerDealer>, dealerId: number): RankStanding {
  const i = ranked.findIndex((o) => o.branch.dealerId === dealerId);
  return i < 0 ? { Rank: null, TotalPrice: null } : { Rank: i + 1, TotalPrice: ranked[i].total };
}

/** Copies of the changed branches with their new lists; the snapshot's own objects stay untouched. */
function changedOfferings(snapshot: MarketSnapshot, changes: readonly TierChange[]): Map<number, BranchOffering> {
  const result = new Map<number, BranchOffering>();
  for (const c of changes) {
    const base = result.get(c.branchId) ?? snapshot.branchById.get(c.branchId);
    if (!base) continue;
    const tiers = new Map(base.tiers);
    if (c.tiers.length === 0) tiers.delete(c.productId);
    else
      tiers.set(
        c.productId,
        [...c.tiers].sort((a, b) => a.minAmount - b.minAmount),
      );
    result.set(c.branchId, { ...base, tiers });
  }
  return result;
}

/**
 * Three postcodes to show ranks for: the branch's own, and two others it delivers to, spread over its
 * area (a third and two thirds into its sorted list), so the preview is the same on every call.
 */
export function sampleZips(
  snapshot: MarketSnapshot,
  branch: { branchId: number; countryId: number; zip: string },
  zips: readonly string[],
): string[] {
  const delivered = zips.filter(
    (z) => z !== branch.zip && deliveringBranches(snapshot, branch.countryId, z).some((b) => b.branchId === branch.branchId),
  );
  const picks = [...new Set([delivered[Math.floor(delivered.length / 3)], delivered[Math.floor((2 * delivered.length) / 3)]])].filter(
    (z): z is string => z !== undefined,
  );
  return [branch.zip, ...picks];
}

import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { defaultParameterIds } from "../../../domain/calculator/calculator-options.ts";
import type { OfferRequest } from "../../../domain/calculator/offer-calculation.ts";
import { rankedOffersAt, type CalculatorDeps } from "./calculate-offers.ts";

export interface OfferStandingInput {
  countryId: number;
  zip: string;
  productId: number;
  dealerId: number;
  /** In the product group's unit; default: the group's usual amount (3,000 l of heating oil). */
  amount?: number;
}

export interface OfferStanding {
  ZipCode: string;
  ProductId: number;
  Amount: number;
  /** The dealer's place in the offer list there (1 = first); null: the dealer has no offer there. */
  Rank: number | null;
  /** Dealers with an offer there (the list shows the first 20 of them). */
  DealerCount: number;
  /** The dealer's all-in total there (gross, minor units), and the first place's. */
  TotalPrice: number | null;
  CheapestTotalPrice: number | null;
}

/**
 * A dealer's place in the offer list customers see at a postcode, for the standard order there (the
 * usual amount, one station, the default options): the same ranking as `berechnen` (`rankedOffersAt`),
 * only not cut at the 20 offers shown, so a dealer further down learns its place too.
 */
export async function offerStanding(deps: Pick<CalculatorDeps, "market">, input: OfferStandingInput): Promise<OfferStanding> {
  const product = productById(input.productId);
  const groupId = product?.ProductGroupId ?? 1;
  const rules = amountRules(groupId);
  const amount = input.amount ?? rules.default;
  const zip = input.zip.trim();
  const base = { ZipCode: zip, ProductId: input.productId, Amount: amount };
  if (!product || product.CountryId !== input.countryId)
    return { ...base, Rank: null, DealerCount: 0, TotalPrice: null, CheapestTotalPrice: null };
  const request: OfferRequest = {
    countryId: input.countryId,
    productGroupId: groupId,
    productId: input.productId,
    amount,
    stations: 1,
    parameters: defaultParameterIds(groupId).map((Id) => ({ Id })),
    climateNeutral: false,
    appointmentPlus: false,
  };
  const snapshot = await deps.market.snapshot();
  // Every branch there at most: one offer per dealer, so nobody is cut off.
  const { offers } = rankedOffersAt(snapshot, input.countryId, zip, request, Number.MAX_SAFE_INTEGER);
  const i = offers.findIndex((o) => o.branch.dealerId === input.dealerId);
  return {
    ...base,
    Rank: i < 0 ? null : i + 1,
    DealerCount: offers.length,
    TotalPrice: i < 0 ? null : offers[i].total,
    CheapestTotalPrice: offers[0]?.total ?? null,
  };
}

import { defaultParameterIds } from "../../../domain/calculator/calculator-options.ts";
import { checkCalculatorConfig, type CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { rankOffers, type Offer, type OfferRequest } from "../../../domain/calculator/offer-calculation.ts";
import { topOffersInOrder, type PriceOrder } from "../../../domain/calculator/price-order.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { Clock } from "../../platform/clock.ts";
import { deliveringBranches, offerOrder, type Market, type MarketSnapshot } from "./market-snapshot.ts";
import { offerToWire, type WireOffer } from "./offer-wire.ts";

const MAX_OFFERS = 20;

/** What the offer calculation needs: the in-memory market, the postcode check of the location area, the clock. */
export interface CalculatorDeps {
  market: Market;
  zipExists: (countryId: number, zip: string) => Promise<boolean>;
  clock: Clock;
}

export interface CalculationResult {
  Items: WireOffer[];
  HasDefaultOffers: boolean;
  TotalPrice: number | null;
  UnitPrice: number | null;
  Currency: string;
  Message: string | null;
}

export function toOfferRequest(c: CalculatorConfigInput, parameters = c.Parameters): OfferRequest {
  return {
    countryId: c.CountryId,
    productGroupId: c.ProductGroupId,
    productId: c.Product.Id,
    amount: c.Amount,
    stations: c.Stations,
    parameters,
    climateNeutral: c.Product.ClimateNeutral || c.Cn === true,
    appointmentPlus: c.AppointmentPlus || c.Ap === true,
  };
}

/** Checks the configuration (400 with German messages) and that the postcode exists. */
export async function assertCalculable(deps: CalculatorDeps, c: CalculatorConfigInput) {
  const problems = checkCalculatorConfig(c, deps.clock.today(c.CountryId));
  if (problems.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const p of problems) (fieldErrors[p.field] ??= []).push(p.message);
    throw new AppError("INVALID_CONFIGURATION", { message: problems[0].message, fieldErrors });
  }
  const zip = c.ZipCode.trim();
  if (!(await deps.zipExists(c.CountryId, zip))) {
    const where = localeById(c.CountryId)!.countryNameWithArticle;
    throw new AppError("ZIPCODE_NXT", { message: `Diese Postleitzahl gibt es ${where} nicht.`, field: "ZipCode" });
  }
}

/**
 * The offer list's ranking at a postcode: the branches delivering there in price order, the best offer
 * of each dealer, best first, at most `limit` dealers. `calculateOffers` shows the first 20; the dealer
 * portal's overview reads a dealer's place in the same ranking (offer-standing.ts).
 */
export function rankedOffersAt(
  snapshot: MarketSnapshot,
  countryId: number,
  zip: string,
  req: OfferRequest,
  limit: number,
): { order: PriceOrder; offers: Offer[] } {
  const order = offerOrder(snapshot, countryId, zip, req.productId, req.amount);
  return { order, offers: topOffersInOrder(order, req, limit) };
}

/**
 * Ranked offers for a configuration. When no dealer can serve the chosen options, the offers for the
 * default options are returned instead with HasDefaultOffers (spec §3/§4).
 */
export async function calculateOffers(deps: CalculatorDeps, c: CalculatorConfigInput): Promise<CalculationResult> {
  await assertCalculable(deps, c);
  const locale = localeById(c.CountryId)!;
  const snapshot = await deps.market.snapshot();
  const ranked = rankedOffersAt(snapshot, c.CountryId, c.ZipCode, toOfferRequest(c), MAX_OFFERS);
  const order = ranked.order;
  let offers = ranked.offers;
  let hasDefaultOffers = false;
  if (offers.length === 0 && order.branches.length > 0) {
    const defaults = defaultParameterIds(c.ProductGroupId).map((Id) => ({ Id }));
    offers = topOffersInOrder(order, { ...toOfferRequest(c, defaults), climateNeutral: false, appointmentPlus: false }, MAX_OFFERS);
    hasDefaultOffers = offers.length > 0;
  }
  const items = offers.map((o) => offerToWire(o, locale.currencyCode));
  return {
    Items: items,
    HasDefaultOffers: hasDefaultOffers,
    TotalPrice: items[0]?.TotalPrice ?? null,
    UnitPrice: items[0]?.UnitPrice ?? null,
    Currency: locale.currencyCode,
    Message:
      items.length === 0
        ? `Für die Postleitzahl ${c.ZipCode.trim()} liegen derzeit leider keine Angebote vor. Bitte versuchen Sie eine andere Menge oder schauen Sie später wieder vorbei.`
        : hasDefaultOffers
          ? "Für Ihre Einstellungen gibt es derzeit kein Angebot. Wir zeigen Ihnen die Angebote mit den Standardeinstellungen."
          : null,
  };
}

/** Offers with the default options only (POST /api/kalkulation/berechnen-default). */
export async function calculateDefaultOffers(deps: CalculatorDeps, c: CalculatorConfigInput) {
  const defaults = defaultParameterIds(c.ProductGroupId).map((Id) => ({ Id }));
  const result = await calculateOffers(deps, {
    ...c,
    Parameters: defaults,
    AppointmentPlus: false,
    Ap: false,
    Cn: false,
    Product: { ...c.Product, ClimateNeutral: false },
  });
  return { Items: result.Items };
}

/** The offer of one dealer for the order (POST /api/kalkulation/bestellung/berechnen). */
export async function calculateDealerOffer(deps: CalculatorDeps, c: CalculatorConfigInput & { DealerId: number; BranchId?: number }) {
  await assertCalculable(deps, c);
  const locale = localeById(c.CountryId)!;
  const snapshot = await deps.market.snapshot();
  const serving = deliveringBranches(snapshot, c.CountryId, c.ZipCode).filter(
    (b) => b.dealerId === c.DealerId && (c.BranchId === undefined || b.branchId === c.BranchId),
  );
  if (serving.length === 0) throw new AppError("DEALER_NOT_AVAILABLE");
  const [best] = rankOffers(serving, toOfferRequest(c));
  if (!best)
    throw new AppError("OFFER_NOT_AVAILABLE", { message: "Dieser Händler kann Ihre gewählten Einstellungen leider nicht liefern." });
  const item = offerToWire(best, locale.currencyCode);
  return { Items: [item], TotalPrice: item.TotalPrice, UnitPrice: item.UnitPrice, Currency: locale.currencyCode };
}

import { amountRules, defaultProductId, productById } from "../../../domain/shared/catalog.ts";
import { defaultParameterIds } from "../../../domain/calculator/calculator-options.ts";
import { isCountryId, localeById } from "../../../domain/shared/countries.ts";
import { formatQuantity } from "../../../domain/shared/format.ts";
import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import { topOffersPerDealer } from "../../../domain/calculator/price-order.ts";
import type { BranchOffering } from "../../../domain/calculator/offer-calculation.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { CalculatorDeps } from "./calculate-offers.ts";
import { deliveringBranches } from "./market-snapshot.ts";

export interface BestPriceInput {
  countryId: number;
  amount?: number;
  zipCode?: string;
  productId?: number;
}

/**
 * The cheapest all-in offer with default options, for a postcode or the whole country
 * (GET /api/kalkulation/best-price and /api/site/{countryId}/prices/best).
 */
export async function bestPrice(deps: CalculatorDeps, input: BestPriceInput) {
  if (!isCountryId(input.countryId)) throw new AppError("UNKNOWN_COUNTRY");
  const locale = localeById(input.countryId)!;
  const productId = input.productId ?? defaultProductId(input.countryId, 1)!;
  const product = productById(productId);
  if (!product || product.CountryId !== input.countryId) throw new AppError("UNKNOWN_PRODUCT");
  const rules = amountRules(product.ProductGroupId);
  const amount = input.amount ?? rules.default;
  if (amount < rules.min || amount > rules.max)
    throw new AppError("INVALID_AMOUNT", {
      message: `Die Menge muss zwischen ${formatQuantity(rules.min, locale)} und ${formatQuantity(rules.max, locale)} ${rules.unitLabel} liegen.`,
    });
  const snapshot = await deps.market.snapshot();
  let candidates: BranchOffering[];
  const zip = input.zipCode?.trim();
  if (zip) {
    if (!isValidZipFormat(zip, input.countryId)) throw new AppError("ZIPCODE_INV");
    candidates = deliveringBranches(snapshot, input.countryId, zip);
  } else {
    candidates = snapshot.byCountry.get(input.countryId) ?? [];
  }
  const [best] = topOffersPerDealer(
    candidates,
    {
      countryId: input.countryId,
      productGroupId: product.ProductGroupId,
      productId,
      amount,
      stations: 1,
      parameters: defaultParameterIds(product.ProductGroupId).map((Id) => ({ Id })),
      climateNeutral: false,
      appointmentPlus: false,
    },
    1,
  );
  return {
    CountryId: input.countryId,
    ZipCode: zip ?? null,
    Amount: amount,
    ProductId: productId,
    TotalPrice: best?.total ?? null,
    UnitPrice: best?.unitPrice ?? null,
    Currency: locale.currencyCode,
    DealerName: best?.branch.dealerName ?? null,
    City: best?.branch.city ?? null,
    TimeStamp: deps.clock.now().toISOString(),
  };
}

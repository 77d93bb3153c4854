import { productsOf } from "../../../domain/shared/catalog.ts";
import { optionsFor, UPSELLING_TYPES } from "../../../domain/calculator/calculator-options.ts";
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { topOffersInOrder } from "../../../domain/calculator/price-order.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { assertCalculable, toOfferRequest, type CalculatorDeps } from "./calculate-offers.ts";
import { offerOrder } from "./market-snapshot.ts";

/**
 * POST /api/kalkulation/upselling?upsellingKey=: what each upgrade of the given type would cost,
 * as the best all-in total with the upgrade and its difference to the best total without it.
 */
export async function upsellingOffers(deps: CalculatorDeps, c: CalculatorConfigInput, upsellingKey: number) {
  if (!Object.values(UPSELLING_TYPES).includes(upsellingKey as never)) throw new AppError("UNKNOWN_UPSELLING");
  await assertCalculable(deps, c);
  const snapshot = await deps.market.snapshot();
  const best = (config: CalculatorConfigInput) =>
    topOffersInOrder(
      offerOrder(snapshot, config.CountryId, config.ZipCode, config.Product.Id, config.Amount),
      toOfferRequest(config),
      1,
    )[0];
  const base = best(c)?.total ?? null;
  const variants: { ForgeinId: number; DisplayName: string; config: CalculatorConfigInput }[] = [];
  if (upsellingKey === UPSELLING_TYPES.CLIMATE_NEUTRAL && (c.ProductGroupId === 1 || c.ProductGroupId === 2)) {
    variants.push({
      ForgeinId: 1,
      DisplayName: "Klimaneutral liefern",
      config: { ...c, Cn: true, Product: { ...c.Product, ClimateNeutral: true } },
    });
  }
  if (upsellingKey === UPSELLING_TYPES.DELIVERY) {
    for (const o of optionsFor(c.ProductGroupId).filter((x) => x.IsUpselling && x.GroupKey === "Delivery")) {
      const others = c.Parameters.filter((p) => ![5, 1, 31].includes(p.Id));
      variants.push({ ForgeinId: o.Id, DisplayName: o.DisplayName, config: { ...c, Parameters: [...others, { Id: o.Id }] } });
    }
  }
  if (upsellingKey === UPSELLING_TYPES.PRODUCT) {
    for (const p of productsOf(c.CountryId, c.ProductGroupId).filter((x) => x.IsUpselling)) {
      variants.push({ ForgeinId: p.Id, DisplayName: p.DisplayName, config: { ...c, Product: { ...c.Product, Id: p.Id } } });
    }
  }
  if (upsellingKey === UPSELLING_TYPES.STATIONS) {
    for (const n of [2, 3]) {
      if (n !== c.Stations) variants.push({ ForgeinId: n, DisplayName: `${n} Lieferstellen`, config: { ...c, Stations: n } });
    }
  }
  return variants.map((v) => {
    const offer = best(v.config);
    return {
      ForgeinId: v.ForgeinId,
      UpsellingTypeId: upsellingKey,
      DisplayName: v.DisplayName,
      TotalPrice: offer?.total ?? null,
      UnitPrice: offer?.unitPrice ?? null,
      PriceDifference: offer && base !== null ? offer.total - base : null,
    };
  });
}

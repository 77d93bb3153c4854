import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { isClientError } from "../../../domain/shared/errors.ts";
import type { NextBestOffer } from "../../../domain/orders/order-life.schemas.ts";
import { calculatorQueryOf, configForToday } from "../../../domain/orders/order-links.ts";
import { productGroupById } from "../../../domain/shared/products.ts";
import type { WireOffer } from "../../../domain/calculator/offer.types.ts";
import type { OrderRow } from "./orders.repo.ts";

export interface NextBestDeps {
  /** The calculator area's ranked offers (one per dealer, cheapest first). */
  offers: (config: CalculatorConfigInput) => Promise<{ Items: WireOffer[] }>;
  today: (countryId: number) => string;
}

/**
 * After a dealer declined: today's best offer of another dealer for the same configuration (amount,
 * postcode, product, options, stations), with the path that leads into ordering it — the order-parameter
 * confirmation with that dealer and branch chosen, exactly as the offer list links it. A desired delivery
 * day that has passed is left out (the calculator refuses it); null when nobody else delivers.
 */
export async function nextBestOffer(
  deps: NextBestDeps,
  order: Pick<OrderRow, "config" | "dealerId" | "countryId" | "productGroupId">,
): Promise<NextBestOffer | null> {
  const config = configForToday(order.config as CalculatorConfigInput, deps.today(order.countryId));
  let items;
  try {
    items = (await deps.offers(config)).Items;
  } catch (err) {
    if (isClientError(err)) return null;
    throw err;
  }
  const offer = items.find((o) => o.DealerId !== order.dealerId);
  if (!offer) return null;
  const query = calculatorQueryOf(config, order.productGroupId);
  const group = productGroupById(order.productGroupId)?.urlName ?? "heizoel";
  return {
    DealerId: offer.DealerId,
    DealerName: offer.DealerName,
    City: offer.City,
    TotalPrice: offer.TotalPrice,
    UnitPrice: offer.UnitPrice,
    Currency: offer.Currency,
    Path: `/${group}/bestellparameter-bestaetigen?${query}&dealerId=${offer.DealerId}&branchId=${offer.Id}`,
  };
}

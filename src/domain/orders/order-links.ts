/** Where the order's pages live (decision 0025): links in mails, redirects of the pages. */
import { offerListPathname, writeCalculatorQuery } from "../calculator/calculator-config.ts";
import type { CalculatorConfigInput } from "../calculator/calculator-request.ts";
import { productGroupById } from "../shared/products.ts";

/** The customer's status page of the order (spec §2 `/{productGroup}/bestellung-erfolgreich/{orderId}`). */
export function orderStatusPath(productGroupId: number, orderId: number): string {
  return `/${productGroupById(productGroupId)?.urlName ?? "heizoel"}/bestellung-erfolgreich/${orderId}`;
}

/** The order in the dealer portal. */
export function dealerPortalOrderPath(orderId: number): string {
  return `/haendlerportal/bestellungen/${orderId}`;
}

/**
 * The configuration an order was placed with, as it can be calculated again today: a desired delivery
 * day that has passed is left out (the calculator refuses it).
 */
export function configForToday(stored: CalculatorConfigInput, today: string): CalculatorConfigInput {
  return { ...stored, Parameters: (stored.Parameters ?? []).filter((p) => !p.DesiredDate || p.DesiredDate > today) };
}

/** The calculator query of that configuration (the offer list's and the order-parameter page's format). */
export function calculatorQueryOf(config: CalculatorConfigInput, productGroupId: number): string {
  return writeCalculatorQuery({
    ...config,
    Stations: config.Stations ?? 1,
    Parameters: config.Parameters ?? [],
    AppointmentPlus: config.AppointmentPlus ?? false,
    Cn: config.Cn ?? false,
    Ap: config.Ap ?? false,
    InitialOpenedSettings: false,
    UpsellCount: 0,
    ProductGroupId: config.ProductGroupId ?? productGroupId,
  });
}

/** "Erneut bestellen": today's offer list for the order's configuration (decision 0028). */
export function reorderPath(stored: CalculatorConfigInput, productGroupId: number, today: string): string {
  const config = configForToday(stored, today);
  return `${offerListPathname(config.ProductGroupId ?? productGroupId)}?${calculatorQueryOf(config, productGroupId)}`;
}

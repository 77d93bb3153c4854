import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import type { PricesDeps } from "./prices.deps.ts";
import { canonicalZipPath } from "./local-price-page.ts";

const FALLBACK = "/heizoelpreise";

/**
 * Spec §2/§7 local-page redirect: city and postcode → the postcode's local price page
 * (`/heizoelpreise/{state}/{place}/{zip}`, filed under the postcode's main place, so the city only
 * confirms it); anything unknown falls back to the heating-oil prices page.
 */
export async function localPageLink(deps: PricesDeps, countryId: number, zipCode?: string, _city?: string): Promise<string> {
  const zip = zipCode?.trim() ?? "";
  if (!isValidZipFormat(zip, countryId)) return FALLBACK;
  return (await canonicalZipPath(deps, countryId, zip)) ?? FALLBACK;
}

import { data } from "react-router";
import { defaultCalculatorConfig, parseCalculatorQuery, type CalculatorConfig } from "../../../domain/calculator-config.ts";
import type { Locale } from "../../../domain/countries.ts";
import { productGroupByUrlName, type ProductGroup } from "../../../domain/products.ts";

/** The product group of the URL and the configuration of its query; an unknown group is a 404. */
export function offerConfigFromRequest(
  productGroupParam: string | undefined,
  request: Request,
  locale: Locale,
): { group: ProductGroup; config: CalculatorConfig } {
  const group = productGroupByUrlName(productGroupParam ?? "");
  if (!group) throw data(null, { status: 404 });
  const config = parseCalculatorQuery(new URL(request.url).search, defaultCalculatorConfig(locale.countryId, group.id));
  return { group, config: { ...config, ProductGroupId: group.id, CountryId: locale.countryId } };
}

/** A German message of a use case's coded error, or the generic one. */
export function userMessage(err: unknown): string {
  if (err && typeof err === "object" && "code" in err && "statusCode" in err && err instanceof Error && (err as { statusCode: number }).statusCode < 500)
    return err.message;
  throw err;
}

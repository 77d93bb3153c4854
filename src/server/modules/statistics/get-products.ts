/** GET /api/periodStatistic/getProducts (countryId): the country's products for the statistic's filter, by product group. */
import { productsOf } from "../../../domain/shared/catalog.ts";
import { PRODUCT_GROUPS } from "../../../domain/shared/products.ts";
import type { StatProduct } from "../../../domain/statistics/statistics.schemas.ts";

export function getProducts(countryId: number): StatProduct[] {
  return PRODUCT_GROUPS.flatMap((g) =>
    productsOf(countryId, g.id).map((p) => ({ Id: p.Id, Name: p.DisplayName, ProductGroupId: g.id, ProductGroupName: g.name })),
  );
}

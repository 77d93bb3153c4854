import type { AppLoadContext } from "react-router";
import { isChartRange, type ChartRange } from "../../../domain/price-statistics.ts";
import { data } from "react-router";

export async function loadPricePage(context: AppLoadContext, request: Request, stateName?: string) {
  const q = new URL(request.url).searchParams.get("zeitraum");
  const range: ChartRange = isChartRange(q) ? q : "1j";
  try {
    const page = await context.services.pricePageData({ countryId: context.country.countryId, stateName, range });
    const links = await context.services.crossLinks(context.country.countryId, new URL(request.url).pathname);
    return { locale: context.country, page, factors: context.services.priceFactors(context.country.countryId), range, links };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404) throw data(null, { status: 404 });
    throw err;
  }
}

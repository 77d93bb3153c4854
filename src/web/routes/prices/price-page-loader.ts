import type { AppLoadContext } from "react-router";
import { isChartRange, type ChartRange } from "../../../domain/prices/price-statistics.ts";
import { redirect } from "react-router";
import { asErrorPage } from "../../lib/page.server.ts";

function chartRange(request: Request): ChartRange {
  const q = new URL(request.url).searchParams.get("zeitraum");
  return isChartRange(q) ? q : "1j";
}

export async function loadPricePage(context: AppLoadContext, request: Request, stateName?: string) {
  const range = chartRange(request);
  try {
    const page = await context.services.prices.pricePageData({ countryId: context.country.countryId, stateName, range });
    const links = await context.services.prices.crossLinks(context.country.countryId, new URL(request.url).pathname);
    return { locale: context.country, page, factors: context.services.prices.priceFactors(context.country.countryId), range, links };
  } catch (err) {
    asErrorPage(err);
  }
}

/** A local price page (place or postcode): one in-process call; unknown → 404, other addresses → 301. */
export async function loadLocalPricePage(
  context: AppLoadContext,
  request: Request,
  params: { stateName: string; countyOrCityZipCode: string; cityZipCode?: string },
) {
  const range = chartRange(request);
  const url = new URL(request.url);
  let page;
  try {
    page = await context.services.prices.localPricePageData({ countryId: context.country.countryId, ...params, range });
  } catch (err) {
    asErrorPage(err);
  }
  if (page.redirect !== null) throw redirect(`${page.redirect}${url.search}`, 301);
  const links = await context.services.prices.crossLinks(context.country.countryId, url.pathname);
  return { locale: context.country, page, range, links };
}

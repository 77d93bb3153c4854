import { localeById } from "../../../domain/shared/countries.ts";
import type { PriceFaq, PricePageData } from "../../../domain/prices/price-page.types.ts";
import { inRange, summarize, thin, type ChartRange } from "../../../domain/prices/price-statistics.ts";
import { PRICE_CACHE_MS, type PricesDeps } from "./prices.deps.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { priceSeries } from "./price-series.ts";
import { branchesDeliveringTo } from "./local-market.ts";
import { largestPlaces, resolveLocalPage } from "./local-price-page.ts";
import { averageOf, cheapestByAmount, rangeRows, regionBranches } from "./region-prices.ts";

async function findState(deps: PricesDeps, countryId: number, stateName?: string) {
  if (!stateName) return undefined;
  const state = (await deps.states(countryId)).find((s) => s.Name === stateName);
  if (!state) throw new AppError("UNKNOWN_STATE");
  return state;
}

/**
 * Spec §3 country average price: today's average per 100 l (decision 0015, the same figure as the price
 * pages), the change in percent (2 decimals) of the recorded daily prices from the day before, time stamp.
 */
export async function averagePrice(deps: PricesDeps, countryId: number, stateName?: string) {
  const locale = localeById(countryId);
  if (!locale) throw new AppError("UNKNOWN_COUNTRY");
  const state = await findState(deps, countryId, stateName);
  const series = await priceSeries(deps, { countryId, stateId: state?.Id, productGroupId: 1 });
  const s = summarize(series, series.at(-1)?.day ?? "1970-01-01");
  const today = averageOf(await regionBranches(deps, { countryId, stateId: state?.Id }), countryId);
  return { Price: today?.average ?? null, Change: s?.change ?? null, DateTime: deps.clock.today(countryId), Currency: locale.currencyCode };
}

/** Spec §3 price FAQ: the three-year high and low with their dates. */
export async function priceFaq(deps: PricesDeps, countryId: number, stateName?: string): Promise<PriceFaq> {
  const state = await findState(deps, countryId, stateName);
  const series = await priceSeries(deps, { countryId, stateId: state?.Id, productGroupId: 1 });
  const s = summarize(series, series.at(-1)?.day ?? "1970-01-01");
  return {
    high3YDate: s?.high3y.day ?? null,
    high3YPrice: s?.high3y.price ?? null,
    low3YDate: s?.low3y.day ?? null,
    low3YPrice: s?.low3y.price ?? null,
  };
}

/**
 * Spec §3 price range rows: today's average per product group in the region, each linking to its offers.
 * With a postcode (or a state and a place's URL name) the rows are the local averages of the dealers
 * delivering there.
 */
export async function priceRangeLocal(deps: PricesDeps, countryId: number, stateName?: string, zipCode?: string, city?: string) {
  const locale = localeById(countryId);
  if (!locale) throw new AppError("UNKNOWN_COUNTRY");
  if (zipCode || (stateName && city)) return placeRangeLocal(deps, countryId, stateName, zipCode, city);
  const state = await findState(deps, countryId, stateName);
  const day = deps.clock.today(countryId);
  const rows = rangeRows(await regionBranches(deps, { countryId, stateId: state?.Id }), countryId, day);
  return { Result: rows, Header: `Durchschnittspreise ${state ? `in ${state.FriendlyName}` : locale.countryNameWithArticle}` };
}

async function placeRangeLocal(deps: PricesDeps, countryId: number, stateName?: string, zipCode?: string, city?: string) {
  const day = deps.clock.today(countryId);
  if (zipCode) {
    const entry = (await deps.places()).get(countryId)?.byZip.get(zipCode);
    if (!entry) throw new AppError("UNKNOWN_ZIPCODE");
    if (stateName) await findState(deps, countryId, stateName);
    const branches = branchesDeliveringTo(await deps.market.snapshot(), countryId, [zipCode]);
    return { Result: rangeRows(branches, countryId, day, zipCode), Header: `Durchschnittspreise in ${zipCode} ${entry.primary.name}` };
  }
  const resolved = await resolveLocalPage(deps, countryId, stateName!, city!);
  if (resolved.kind !== "place") throw new AppError("UNKNOWN_PLACE");
  const branches = branchesDeliveringTo(await deps.market.snapshot(), countryId, resolved.place.zips);
  return { Result: rangeRows(branches, countryId, day, resolved.place.zips[0]), Header: `Durchschnittspreise in ${resolved.place.name}` };
}

/**
 * Everything a price page renders, in one call (no client-side waterfall); cached 120 s like all prices
 * (§9), under the market's version, so a new price list is shown at once.
 */
export async function pricePageData(
  deps: PricesDeps,
  q: { countryId: number; stateName?: string; range: ChartRange },
): Promise<PricePageData> {
  const { version } = await deps.market.snapshot();
  return deps.cache.getOrLoad(`prices:page:${version}|${q.countryId}|${q.stateName ?? ""}|${q.range}`, PRICE_CACHE_MS, () =>
    loadPricePageData(deps, q),
  );
}

async function loadPricePageData(
  deps: PricesDeps,
  q: { countryId: number; stateName?: string; range: ChartRange },
): Promise<PricePageData> {
  const states = await deps.states(q.countryId);
  const state = await findState(deps, q.countryId, q.stateName);
  const series = await priceSeries(deps, { countryId: q.countryId, stateId: state?.Id, productGroupId: 1 });
  const lastDay = series.at(-1)?.day ?? "1970-01-01";
  const today = deps.clock.today(q.countryId);
  const branches = await regionBranches(deps, { countryId: q.countryId, stateId: state?.Id });
  const average = averageOf(branches, q.countryId);
  const faq = await priceFaq(deps, q.countryId, q.stateName);
  const rangeLocal = {
    Result: rangeRows(branches, q.countryId, today),
    Header: `Durchschnittspreise ${state ? `in ${state.FriendlyName}` : localeById(q.countryId)!.countryNameWithArticle}`,
  };
  return {
    states,
    state: state ?? null,
    /** Today's average of the region (decision 0015): the figure local pages compare with. */
    average: average && { Price: average.average, DealerCount: average.count, Day: today },
    summary: summarize(series, lastDay),
    chart: thin(inRange(series, q.range, lastDay), 240),
    faq,
    rangeLocal,
    /** The state's largest places, leading to their local pages. */
    places: state ? await largestPlaces(deps, q.countryId, state) : [],
    /** The region's own cheapest offers per amount (a state page shows its state's, not the country's). */
    byAmount: cheapestByAmount(branches, q.countryId),
  };
}

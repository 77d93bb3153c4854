import { localeById } from "../../../domain/countries.ts";
import type { PriceFaq, PricePageData } from "../../../domain/prices/price-page.types.ts";
import { inRange, summarize, thin, type ChartRange } from "../../../domain/price-statistics.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { ttlCache } from "../calculator/ttl-cache.ts";
import { listCountryStates } from "../site/list-country-states.ts";
import { priceSeries } from "./price-series.ts";
import { marketSnapshot } from "../calculator/market-snapshot.ts";
import { placeIndex } from "../location/place-index.ts";
import { branchesDeliveringTo } from "./local-market.ts";
import { largestPlaces, resolveLocalPage } from "./local-price-page.ts";
import { averageOf, cheapestByAmount, rangeRows, regionBranches } from "./region-prices.ts";


async function findState(db: Db, countryId: number, stateName?: string) {
  if (!stateName) return undefined;
  const state = (await listCountryStates(db, countryId)).find((s) => s.Name === stateName);
  if (!state) throw new AppError("UNKNOWN_STATE", "Diese Region gibt es nicht.", 404);
  return state;
}

/**
 * Spec §3 country average price: today's average per 100 l (decision 0015, the same figure as the price
 * pages), the change in percent (2 decimals) of the recorded daily prices from the day before, time stamp.
 */
export async function averagePrice(db: Db, countryId: number, stateName?: string) {
  const locale = localeById(countryId);
  if (!locale) throw new AppError("UNKNOWN_COUNTRY", "Unbekanntes Land.", 404);
  const state = await findState(db, countryId, stateName);
  const series = await priceSeries(db, { countryId, stateId: state?.Id, productGroupId: 1 });
  const s = summarize(series, series.at(-1)?.day ?? "1970-01-01");
  const today = averageOf(await regionBranches(db, { countryId, stateId: state?.Id }), countryId);
  return { Price: today?.average ?? null, Change: s?.change ?? null, DateTime: new Date().toISOString().slice(0, 10), Currency: locale.currencyCode };
}

/** Spec §3 price FAQ: the three-year high and low with their dates. */
export async function priceFaq(db: Db, countryId: number, stateName?: string): Promise<PriceFaq> {
  const state = await findState(db, countryId, stateName);
  const series = await priceSeries(db, { countryId, stateId: state?.Id, productGroupId: 1 });
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
export async function priceRangeLocal(db: Db, countryId: number, stateName?: string, zipCode?: string, city?: string) {
  const locale = localeById(countryId);
  if (!locale) throw new AppError("UNKNOWN_COUNTRY", "Unbekanntes Land.", 404);
  if (zipCode || (stateName && city)) return placeRangeLocal(db, countryId, stateName, zipCode, city);
  const state = await findState(db, countryId, stateName);
  const day = new Date().toISOString().slice(0, 10);
  const rows = rangeRows(await regionBranches(db, { countryId, stateId: state?.Id }), countryId, day);
  return { Result: rows, Header: `Durchschnittspreise ${state ? `in ${state.FriendlyName}` : locale.countryNameWithArticle}` };
}

async function placeRangeLocal(db: Db, countryId: number, stateName?: string, zipCode?: string, city?: string) {
  const day = new Date().toISOString().slice(0, 10);
  if (zipCode) {
    const entry = (await placeIndex(db)).get(countryId)?.byZip.get(zipCode);
    if (!entry) throw new AppError("UNKNOWN_ZIPCODE", "Diese Postleitzahl gibt es nicht.", 404);
    if (stateName) await findState(db, countryId, stateName);
    const branches = branchesDeliveringTo(await marketSnapshot(db), countryId, [zipCode]);
    return { Result: rangeRows(branches, countryId, day, zipCode), Header: `Durchschnittspreise in ${zipCode} ${entry.primary.name}` };
  }
  const resolved = await resolveLocalPage(db, countryId, stateName!, city!);
  if (resolved.kind !== "place") throw new AppError("UNKNOWN_PLACE", "Diesen Ort gibt es nicht.", 404);
  const branches = branchesDeliveringTo(await marketSnapshot(db), countryId, resolved.place.zips);
  return { Result: rangeRows(branches, countryId, day, resolved.place.zips[0]), Header: `Durchschnittspreise in ${resolved.place.name}` };
}

const pageCaches = new WeakMap<Db, ReturnType<typeof ttlCache<PricePageData>>>();

/** Everything a price page renders, in one call (no client-side waterfall); cached 120 s like all prices (§9). */
export function pricePageData(db: Db, q: { countryId: number; stateName?: string; range: ChartRange }): Promise<PricePageData> {
  let cache = pageCaches.get(db);
  if (!cache) pageCaches.set(db, (cache = ttlCache<PricePageData>(120_000, 1000)));
  return cache(`${q.countryId}|${q.stateName ?? ""}|${q.range}`, () => loadPricePageData(db, q));
}

async function loadPricePageData(db: Db, q: { countryId: number; stateName?: string; range: ChartRange }): Promise<PricePageData> {
  const states = await listCountryStates(db, q.countryId);
  const state = await findState(db, q.countryId, q.stateName);
  const series = await priceSeries(db, { countryId: q.countryId, stateId: state?.Id, productGroupId: 1 });
  const lastDay = series.at(-1)?.day ?? "1970-01-01";
  const today = new Date().toISOString().slice(0, 10);
  const branches = await regionBranches(db, { countryId: q.countryId, stateId: state?.Id });
  const average = averageOf(branches, q.countryId);
  const faq = await priceFaq(db, q.countryId, q.stateName);
  const rangeLocal = { Result: rangeRows(branches, q.countryId, today), Header: `Durchschnittspreise ${state ? `in ${state.FriendlyName}` : localeById(q.countryId)!.countryNameWithArticle}` };
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
    places: state ? await largestPlaces(db, q.countryId, state) : [],
    /** The region's own cheapest offers per amount (a state page shows its state's, not the country's). */
    byAmount: cheapestByAmount(branches, q.countryId),
  };
}

import { amountRules } from "../../../domain/catalog.ts";
import { localeById } from "../../../domain/countries.ts";
import { inRange, summarize, thin, type ChartRange } from "../../../domain/price-statistics.ts";
import { PRODUCT_GROUPS } from "../../../domain/products.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../app-error.ts";
import { bestPrice } from "../calculator/best-price.ts";
import { ttlCache } from "../calculator/ttl-cache.ts";
import { listCountryStates } from "../site/list-country-states.ts";
import { priceSeries } from "./price-series.ts";
import { marketSnapshot } from "../calculator/market-snapshot.ts";
import { placeIndex } from "../location/place-index.ts";
import { branchesDeliveringTo, REFERENCE_AMOUNTS } from "./local-market.ts";
import { largestPlaces, localRangeRows, resolveLocalPage } from "./local-price-page.ts";


async function findState(db: Db, countryId: number, stateName?: string) {
  if (!stateName) return undefined;
  const state = (await listCountryStates(db, countryId)).find((s) => s.Name === stateName);
  if (!state) throw new AppError("UNKNOWN_STATE", "Diese Region gibt es nicht.", 404);
  return state;
}

/** Spec §3 country average price: today's price per 100 l, change in percent (2 decimals), time stamp. */
export async function averagePrice(db: Db, countryId: number, stateName?: string) {
  const locale = localeById(countryId);
  if (!locale) throw new AppError("UNKNOWN_COUNTRY", "Unbekanntes Land.", 404);
  const state = await findState(db, countryId, stateName);
  const series = await priceSeries(db, { countryId, stateId: state?.Id, productGroupId: 1 });
  const s = summarize(series, series.at(-1)?.day ?? "1970-01-01");
  return { Price: s?.current.price ?? null, Change: s?.change ?? null, DateTime: s?.current.day ?? null, Currency: locale.currencyCode };
}

/** Spec §3 price FAQ: the three-year high and low with their dates. */
export async function priceFaq(db: Db, countryId: number, stateName?: string) {
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
  const rows = [];
  for (const g of PRODUCT_GROUPS) {
    const last = (await priceSeries(db, { countryId, stateId: state?.Id, productGroupId: g.id })).at(-1);
    if (!last) continue;
    rows.push({
      DateTime: last.day,
      GroupTitle: `${g.name} (je ${amountRules(g.id).basisLabel} bei ${REFERENCE_AMOUNTS[g.id].label})`,
      Price: last.price,
      Link: `/${g.urlName}/angebotsliste`,
    });
  }
  return { Result: rows, Header: `Durchschnittspreise ${state ? `in ${state.FriendlyName}` : locale.countryNameWithArticle}` };
}

async function placeRangeLocal(db: Db, countryId: number, stateName?: string, zipCode?: string, city?: string) {
  const day = new Date().toISOString().slice(0, 10);
  if (zipCode) {
    const entry = (await placeIndex(db)).get(countryId)?.byZip.get(zipCode);
    if (!entry) throw new AppError("UNKNOWN_ZIPCODE", "Diese Postleitzahl gibt es nicht.", 404);
    if (stateName) await findState(db, countryId, stateName);
    const branches = branchesDeliveringTo(await marketSnapshot(db), countryId, [zipCode]);
    return { Result: localRangeRows(branches, countryId, zipCode, day), Header: `Durchschnittspreise in ${zipCode} ${entry.primary.name}` };
  }
  const resolved = await resolveLocalPage(db, countryId, stateName!, city!);
  if (resolved.kind !== "place") throw new AppError("UNKNOWN_PLACE", "Diesen Ort gibt es nicht.", 404);
  const branches = branchesDeliveringTo(await marketSnapshot(db), countryId, resolved.place.zips);
  return { Result: localRangeRows(branches, countryId, resolved.place.zips[0], day), Header: `Durchschnittspreise in ${resolved.place.name}` };
}

type PricePageData = Awaited<ReturnType<typeof loadPricePageData>>;
const pageCaches = new WeakMap<Db, ReturnType<typeof ttlCache<PricePageData>>>();

/** Everything a price page renders, in one call (no client-side waterfall); cached 120 s like all prices (§9). */
export function pricePageData(db: Db, q: { countryId: number; stateName?: string; range: ChartRange }): Promise<PricePageData> {
  let cache = pageCaches.get(db);
  if (!cache) pageCaches.set(db, (cache = ttlCache<PricePageData>(120_000, 1000)));
  return cache(`${q.countryId}|${q.stateName ?? ""}|${q.range}`, () => loadPricePageData(db, q));
}

async function loadPricePageData(db: Db, q: { countryId: number; stateName?: string; range: ChartRange }) {
  const states = await listCountryStates(db, q.countryId);
  const state = await findState(db, q.countryId, q.stateName);
  const series = await priceSeries(db, { countryId: q.countryId, stateId: state?.Id, productGroupId: 1 });
  const lastDay = series.at(-1)?.day ?? "1970-01-01";
  const [faq, rangeLocal, byAmount] = [
    await priceFaq(db, q.countryId, q.stateName),
    await priceRangeLocal(db, q.countryId, q.stateName),
    await Promise.all([1000, 2000, 3000, 5000, 10000].map((amount) => bestPrice(db, { countryId: q.countryId, amount }))),
  ];
  return {
    states,
    state: state ?? null,
    summary: summarize(series, lastDay),
    chart: thin(inRange(series, q.range, lastDay), 240),
    faq,
    rangeLocal,
    /** The state's largest places, leading to their local pages. */
    places: state ? await largestPlaces(db, q.countryId, state) : [],
    byAmount: byAmount.map((b) => ({ Amount: b.Amount, UnitPrice: b.UnitPrice, TotalPrice: b.TotalPrice })),
  };
}

import { localeById } from "../../../domain/shared/countries.ts";
import {
  areaHeads,
  areaPrefixLength,
  differencePercent,
  featuredPlaces,
  isSubPlace,
  localPricePath,
  nearestZips,
  rankByZipDistance,
} from "../../../domain/prices/local-pages.ts";
import { isValidZipFormat } from "../../../domain/location/postcode.ts";
import type { LocalPricePageAnswer } from "../../../domain/prices/local-price-page.types.ts";
import type { PlaceLink } from "../../../domain/prices/price-page.types.ts";
import { inRange, summarize, thin, type ChartRange } from "../../../domain/prices/price-statistics.ts";
import type { CountryState } from "../location/location.module.ts";
import { PRICE_CACHE_MS, type PricesDeps } from "./prices.deps.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { MarketSnapshot } from "../calculator/calculator.module.ts";
import type { CountryPlaces, PlaceEntry, ZipEntry } from "../location/location.module.ts";
import { branchesDeliveringTo, localOffers } from "./local-market.ts";
import { averageOf, cheapestByAmount, rangeRows, regionBranches } from "./region-prices.ts";
import { priceSeries } from "./price-series.ts";

type State = CountryState;

export type LocalResolution =
  | { kind: "redirect"; location: string }
  | { kind: "place"; state: State; place: PlaceEntry; zip: null }
  | { kind: "zip"; state: State; place: PlaceEntry; zip: ZipEntry };

const notFound = {
  state: () => new AppError("UNKNOWN_STATE"),
  place: () => new AppError("UNKNOWN_PLACE"),
  zip: () => new AppError("UNKNOWN_ZIPCODE"),
};

async function countryPlaces(deps: PricesDeps, countryId: number): Promise<CountryPlaces> {
  return (
    (await deps.places()).get(countryId) ?? { byZip: new Map(), byStatePlace: new Map(), zipsByState: new Map(), placesByState: new Map() }
  );
}

/** The canonical local page of a postcode: under its state and its main place. */
export async function canonicalZipPath(deps: PricesDeps, countryId: number, zip: string): Promise<string | null> {
  const entry = (await countryPlaces(deps, countryId)).byZip.get(zip);
  if (!entry) return null;
  const state = (await deps.states(countryId)).find((s) => s.Id === entry.stateId);
  return state ? localPricePath(state.Name, entry.primary.slug, zip) : null;
}

/**
 * Which page `/heizoelpreise/{stateName}/{countyOrCityZipCode}/{cityZipCode?}` is: a place, a postcode
 * (filed under its main place), or a permanent redirect to that address (short form with the postcode
 * in the second segment, or a postcode filed under a different place or state). Unknown → 404.
 */
export async function resolveLocalPage(
  deps: PricesDeps,
  countryId: number,
  stateName: string,
  countyOrCityZipCode: string,
  cityZipCode?: string,
): Promise<LocalResolution> {
  const state = (await deps.states(countryId)).find((s) => s.Name === stateName);
  if (!state) throw notFound.state();
  const c = await countryPlaces(deps, countryId);
  if (isValidZipFormat(countyOrCityZipCode, countryId)) {
    if (cityZipCode !== undefined) throw notFound.zip();
    const location = await canonicalZipPath(deps, countryId, countyOrCityZipCode);
    if (!location) throw notFound.zip();
    return { kind: "redirect", location };
  }
  const place = c.byStatePlace.get(`${state.Id}|${countyOrCityZipCode}`);
  if (!place) throw notFound.place();
  if (cityZipCode === undefined) return { kind: "place", state, place, zip: null };
  if (!place.zips.includes(cityZipCode)) throw notFound.zip();
  const zip = c.byZip.get(cityZipCode)!;
  if (zip.primary !== place) return { kind: "redirect", location: localPricePath(stateName, zip.primary.slug, zip.zip) };
  return { kind: "zip", state, place, zip };
}

/** Link to a postcode's page. */
function zipLink(c: CountryPlaces, states: State[], zip: string) {
  const entry = c.byZip.get(zip)!;
  const state = states.find((s) => s.Id === entry.stateId)!;
  return { Zip: zip, Place: entry.primary.name, Link: localPricePath(state.Name, entry.primary.slug, zip) };
}

/** Places near the given postcodes (other places whose main postcodes are closest), nearest first. */
function nearbyPlaces(c: CountryPlaces, state: State, own: readonly string[], exclude: PlaceEntry, limit: number) {
  const out: { Name: string; Link: string; ZipCount: number }[] = [];
  const seen = new Set<PlaceEntry>([exclude]);
  // Parts and special postcodes of the page's own town ("Zürich 1") are not "nearby places".
  const self = new Set([exclude.name]);
  for (const z of rankByZipDistance(own, c.zipsByState.get(state.Id) ?? [])) {
    const place = c.byZip.get(z)!.primary;
    if (seen.has(place)) continue;
    seen.add(place);
    if (isSubPlace(place.name, self)) continue;
    out.push({ Name: place.name, Link: localPricePath(state.Name, place.slug), ZipCount: place.zips.length });
    if (out.length >= limit) break;
  }
  return out;
}

// The state's average is the figure its state page shows (decision 0015); computing it walks every dealer of the state.
// Keyed by the market version: a new price list gives new entries at once.
function stateAverage(deps: PricesDeps, snapshot: MarketSnapshot, countryId: number, stateId: number) {
  return deps.cache.getOrLoad(
    `prices:state-average:${snapshot.version}|${countryId}|${stateId}`,
    PRICE_CACHE_MS,
    async () => averageOf(await regionBranches(deps, { countryId, stateId }), countryId)?.average ?? null,
  );
}

export interface LocalPageQuery {
  countryId: number;
  stateName: string;
  countyOrCityZipCode: string;
  cityZipCode?: string;
  range: ChartRange;
}

export type LocalPageData = Awaited<ReturnType<typeof loadLocalPricePage>>;

/**
 * Everything a local price page renders, in one call (no client-side waterfall); cached 120 s like all
 * prices (§9), under the market's version, so a new price list is shown at once. A redirect answer
 * carries only the new location.
 */
export async function localPricePageData(deps: PricesDeps, q: LocalPageQuery): Promise<LocalPricePageAnswer> {
  const { version } = await deps.market.snapshot();
  return deps.cache.getOrLoad(
    `prices:local:${version}|${q.countryId}|${q.stateName}|${q.countyOrCityZipCode}|${q.cityZipCode ?? ""}|${q.range}`,
    PRICE_CACHE_MS,
    () => loadLocalPricePage(deps, q),
  );
}

async function loadLocalPricePage(deps: PricesDeps, q: LocalPageQuery): Promise<LocalPricePageAnswer> {
  const resolved = await resolveLocalPage(deps, q.countryId, q.stateName, q.countyOrCityZipCode, q.cityZipCode);
  if (resolved.kind === "redirect") return { redirect: resolved.location } as const;
  const { state, place, zip } = resolved;
  const locale = localeById(q.countryId)!;
  const [states, c, snapshot, series] = [
    await deps.states(q.countryId),
    await countryPlaces(deps, q.countryId),
    await deps.market.snapshot(),
    await priceSeries(deps, { countryId: q.countryId, stateId: state.Id, productGroupId: 1 }),
  ];
  const zips = zip ? [zip.zip] : place.zips;
  const linkZip = zip?.zip ?? place.zips[0];
  const branches = branchesDeliveringTo(snapshot, q.countryId, zips);
  const today = deps.clock.today(q.countryId);
  const offers = localOffers(branches, q.countryId, 1);
  const figures = averageOf(branches, q.countryId);
  const stateAvg = await stateAverage(deps, snapshot, q.countryId, state.Id);
  const lastDay = series.at(-1)?.day ?? today;
  const trend = summarize(series, lastDay);
  const name = zip ? `${zip.zip} ${place.name}` : place.name;

  return {
    redirect: null,
    kind: zip ? ("zip" as const) : ("place" as const),
    state,
    place: { Name: place.name, Slug: place.slug, Link: localPricePath(state.Name, place.slug), ZipCount: place.zips.length },
    zipCode: zip?.zip ?? null,
    name,
    /** Postcode for the calculator bar and the links into the offer list. */
    calculatorZip: linkZip,
    today,
    local: figures && {
      Average: figures.average,
      Cheapest: figures.cheapest,
      Dearest: figures.dearest,
      DealerCount: figures.count,
      StateAverage: stateAvg,
      DifferenceToState: stateAvg ? differencePercent(figures.average, stateAvg) : null,
    },
    trend: trend && { Change: trend.change, Day: trend.current.day, High3Y: trend.high3y, Low3Y: trend.low3y },
    chart: thin(inRange(series, q.range, lastDay), 240),
    rangeLocal: { Result: rangeRows(branches, q.countryId, today, linkZip), Header: `Durchschnittspreise in ${name}` },
    byAmount: cheapestByAmount(branches, q.countryId),
    dealers: offers.map((o) => ({
      DealerId: o.branch.dealerId,
      Name: o.branch.dealerName,
      Rating: o.branch.ratingX10 / 10,
      ReviewCount: o.branch.reviewCount,
      City: o.branch.city,
      ZipCode: o.branch.zip,
      UnitPrice: o.unitPrice,
      TotalPrice: o.total,
      Link: `/heizoelhaendler/${state.Name}/${linkZip}/${o.branch.dealerId}`,
    })),
    /** The place's postcodes (place page) or the other places this postcode covers (postcode page). */
    zips: zip ? [] : place.zips.map((z) => zipLink(c, states, z)),
    otherPlaces: zip ? zip.places.filter((p) => p !== place).map((p) => ({ Name: p.name, Link: localPricePath(state.Name, p.slug) })) : [],
    nearbyZips: zip ? nearestZips(c.zipsByState.get(state.Id) ?? [], zip.zip, 8).map((z) => zipLink(c, states, z)) : [],
    // A postcode page looks around its own postcode first, then around the rest of its place.
    nearbyPlaces: nearbyPlaces(c, state, zip ? [zip.zip, ...place.zips] : place.zips, place, 12),
    currency: locale.currencyCode,
  };
}

/** The places a state page lists (big towns and the main towns of its postal areas), alphabetically. */
export async function largestPlaces(deps: PricesDeps, countryId: number, state: State, limit = 60): Promise<PlaceLink[]> {
  const c = await countryPlaces(deps, countryId);
  const zipLength = localeById(countryId)?.zipLength ?? 5;
  const heads = new Set(areaHeads(c.zipsByState.get(state.Id) ?? [], areaPrefixLength(zipLength)).map((z) => c.byZip.get(z)!.primary));
  const all = c.placesByState.get(state.Id) ?? [];
  // Parts and special postcodes of a bigger town are reached through the town's page.
  const towns = new Set(all.filter((p) => p.zips.length >= 2 || heads.has(p)).map((p) => p.name));
  const places = all.filter((p) => !isSubPlace(p.name, towns)).map((p) => ({ name: p.name, zipCount: p.zips.length, entry: p }));
  const headSet = new Set(places.filter((p) => heads.has(p.entry)));
  return featuredPlaces(places, headSet, limit).map((p) => ({
    Name: p.name,
    Link: localPricePath(state.Name, p.entry.slug),
    ZipCount: p.zipCount,
  }));
}

/** Every local page of a country (places and postcodes at their canonical address), for the sitemap. */
export async function localPagePaths(deps: PricesDeps, countryId: number): Promise<string[]> {
  const [states, c] = [await deps.states(countryId), await countryPlaces(deps, countryId)];
  const stateName = new Map(states.map((s) => [s.Id, s.Name]));
  const paths: string[] = [];
  for (const [stateId, places] of c.placesByState) {
    const name = stateName.get(stateId);
    if (!name) continue;
    for (const p of [...places].sort((a, b) => a.slug.localeCompare(b.slug))) {
      paths.push(localPricePath(name, p.slug));
      for (const z of p.zips) if (c.byZip.get(z)?.primary === p) paths.push(localPricePath(name, p.slug, z));
    }
  }
  return paths;
}

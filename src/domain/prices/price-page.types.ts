/**
 * What the price pages render (spec §2 price pages, §3 price factor, range row, FAQ, average price). The
 * server's page-data functions return these types; the page components render them.
 */
import type { PricePoint, summarize } from "./price-statistics.ts";
import type { FactorPeriod } from "./factor-dating.ts";

/** A state (Bundesland, Kanton); Name is its URL name. */
export interface CountryState {
  Id: number;
  Name: string;
  FriendlyName: string;
  MapId: string;
}

export type PriceSummary = NonNullable<ReturnType<typeof summarize>>;

/** Spec §3 price range row: a product group's average, linking to its offers. */
export interface PriceRangeRow {
  DateTime: string;
  GroupTitle: string;
  Price: number;
  Link: string;
}

export interface PriceRange {
  Result: PriceRangeRow[];
  Header: string;
}

/** The cheapest offer at one amount of the "price by amount" table (null: no dealer delivers it). */
export interface AmountPrice {
  Amount: number;
  UnitPrice: number | null;
  TotalPrice: number | null;
}

export interface PlaceLink {
  Name: string;
  Link: string;
  ZipCount: number;
}

/** Spec §3 price FAQ: the three-year high and low with their dates. */
export interface PriceFaq {
  high3YDate: string | null;
  high3YPrice: number | null;
  low3YDate: string | null;
  low3YPrice: number | null;
}

/** A country or state price page. */
export interface PricePageData {
  states: CountryState[];
  state: CountryState | null;
  /** Today's average of the region (decision 0015): the figure local pages compare with. */
  average: { Price: number; DealerCount: number; Day: string } | null;
  summary: PriceSummary | null;
  chart: PricePoint[];
  faq: PriceFaq;
  rangeLocal: PriceRange;
  /** The state's largest places, leading to their local pages. */
  places: PlaceLink[];
  /** The region's own cheapest offers per amount. */
  byAmount: AmountPrice[];
}

/** Spec §3/§9 price factor (crude oil, exchange rates, CO₂ price). */
export interface PriceFactor {
  Id: number;
  Name: string;
  Unit: string;
  Decimals: number;
  /** A rise lowers heating-oil prices. */
  GrowthPositive: boolean;
  Value: number;
  /** Percent over its period; null when the value is older than that period (decision 0044). */
  Change: number | null;
  /** What the change compares with: 7 days, the month before, the year before. */
  Period: FactorPeriod;
  /** The value still belongs to its period: false shows "Stand …" without a trend. */
  IsCurrent: boolean;
  /** The day the value is from (YYYY-MM-DD): "Stand …". */
  TimeStamp: string;
}

export interface PriceFactors {
  Factors: PriceFactor[];
  Note: string;
}

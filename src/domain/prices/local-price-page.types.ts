/** What a local price page (place or postcode, decision 0009) renders; the server's localPricePageData returns it. */
import type { PricePoint } from "./price-statistics.ts";
import type { AmountPrice, CountryState, PlaceLink, PriceRange } from "./price-page.types.ts";

export interface ZipLink {
  Zip: string;
  Place: string;
  Link: string;
}

export interface LocalDealer {
  DealerId: number;
  Name: string;
  Rating: number;
  ReviewCount: number;
  City: string;
  ZipCode: string;
  UnitPrice: number;
  TotalPrice: number;
  Link: string;
}

export interface LocalPricePageData {
  redirect: null;
  kind: "zip" | "place";
  state: CountryState;
  place: PlaceLink & { Slug: string };
  zipCode: string | null;
  name: string;
  /** Postcode for the calculator bar and the links into the offer list. */
  calculatorZip: string;
  today: string;
  local: {
    Average: number;
    Cheapest: number;
    Dearest: number;
    DealerCount: number;
    StateAverage: number | null;
    DifferenceToState: number | null;
  } | null;
  trend: { Change: number; Day: string; High3Y: PricePoint; Low3Y: PricePoint } | null;
  chart: PricePoint[];
  rangeLocal: PriceRange;
  byAmount: AmountPrice[];
  dealers: LocalDealer[];
  /** The place's postcodes (place page) or none (postcode page). */
  zips: ZipLink[];
  /** The other places this postcode covers (postcode page). */
  otherPlaces: { Name: string; Link: string }[];
  nearbyZips: ZipLink[];
  nearbyPlaces: PlaceLink[];
  currency: string;
}

/** A local page's data, or where its canonical address is (answered with a permanent redirect). */
export type LocalPricePageAnswer = { redirect: string } | LocalPricePageData;

import type { CalculatorConfigInput } from "../domain/calculator-request.ts";
import type { Db } from "../db/client.ts";
import type { Config } from "./config.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import type { Jobs } from "./platform/jobs/jobs.ts";
import { bestPrice, type BestPriceInput } from "./modules/calculator/best-price.ts";
import { calculateDealerOffer, calculateOffers } from "./modules/calculator/calculate-offers.ts";
import { initCalculator } from "./modules/calculator/init-calculator.ts";
import { markFavourites } from "./modules/calculator/mark-favourites.ts";
import { checkZipcode, checkZipcodes } from "./modules/location/check-zipcode.ts";
import { listPlacesOfState } from "./modules/location/list-places-of-state.ts";
import { placesOfZip } from "./modules/location/location.repo.ts";
import { priceFactors } from "./modules/prices/price-factors.ts";
import { pricePageData } from "./modules/prices/price-page.ts";
import { localPricePageData, type LocalPageQuery } from "./modules/prices/local-price-page.ts";
import { overallReviewQuality } from "./modules/site/review-quality.ts";
import type { ChartRange } from "../domain/price-statistics.ts";
import { dealerDetails, dealerDirectory } from "./modules/dealers/dealer-directory.ts";
import { featuredNews, listNews, newsDetail } from "./modules/news/news.ts";
import { contentPage, listGuides } from "./modules/news/content-pages.ts";
import { crossLinks } from "./modules/prices/cross-links.ts";
import { listCountryStates } from "./modules/site/list-country-states.ts";
import { createAccountServices } from "./modules/account/account-services.ts";
import { createOrderServices } from "./modules/orders/order-services.ts";

export interface ServiceDeps {
  mailer: Mailer;
  jobs: Jobs;
  config: Config;
  /** Server log (order mails that fail are logged, the order stays). */
  logEvent?: (level: "info" | "warn" | "error", msg: string, data?: object) => void;
  /** Once per newly placed order (the orders_placed_total metric). */
  onOrderPlaced?: (order: { id: number; countryId: number }) => void;
}

/** The use cases bound to their dependencies, shared by API routes and page loaders. */
export function createServices(db: Db, deps: ServiceDeps) {
  return {
    /** Accounts and sessions (personal data, mailed links, ratings; decision 0008). */
    account: createAccountServices(db, deps),
    /** Checkout and orders (decision 0007). */
    orders: createOrderServices(db, deps),
    checkZipcode: (input: { ZipCode: string; CountryId: number }) => checkZipcode(db, input),
    checkZipcodes: (input: { ZipCode: string; CountryId: number }[]) => checkZipcodes(db, input),
    listCountryStates: (countryId: number) => listCountryStates(db, countryId),
    listPlacesOfState: (countryId: number, stateName: string) => listPlacesOfState(db, countryId, stateName),
    placeOfZip: async (countryId: number, zip: string) => (await placesOfZip(db, countryId, [zip]))[0]?.place ?? null,
    initCalculator: (countryId: number, productGroupId: number) => initCalculator(countryId, productGroupId),
    calculateOffers: async (config: CalculatorConfigInput, user: { id: number; isGuest: boolean } | null = null) =>
      markFavourites(db, await calculateOffers(db, config), user),
    calculateDealerOffer: (config: CalculatorConfigInput & { DealerId: number; BranchId?: number }) =>
      calculateDealerOffer(db, config),
    bestPrice: (input: BestPriceInput) => bestPrice(db, input),
    pricePageData: (q: { countryId: number; stateName?: string; range: ChartRange }) => pricePageData(db, q),
    localPricePageData: (q: LocalPageQuery) => localPricePageData(db, q),
    reviewQuality: (trustedShopsId: string) => overallReviewQuality(db, trustedShopsId),
    dealerDirectory: (countryId: number, stateName: string, zipCode?: string) => dealerDirectory(db, countryId, stateName, zipCode),
    dealerDetails: (countryId: number, dealerId: number) => dealerDetails(db, countryId, dealerId),
    listNews: (countryId: number, page?: number, size?: number) => listNews(db, countryId, page, size),
    featuredNews: (countryId: number) => featuredNews(db, countryId),
    newsDetail: (countryId: number, slug: string) => newsDetail(db, countryId, slug),
    listGuides: () => listGuides(db),
    crossLinks: (countryId: number, path: string) => crossLinks(db, countryId, path),
    contentPage: (slug: string) => contentPage(db, slug),
    priceFactors: (countryId: number) => priceFactors(countryId, new Date().toISOString().slice(0, 10)),
  };
}

export type AppServices = ReturnType<typeof createServices>;

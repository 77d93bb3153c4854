/**
 * The business constants and limits of spec §9, each written once (docs/decisions/0021-spec-constants-and-mail-rendering.md).
 * Section headings follow the spec's words. The countries (ids, currency, default products, postcode
 * lengths, time zones) are not repeated here: their one place is countries.ts (LOCALES).
 */

// Amount: default 3000 litres, minimum 500, maximum 32000. Default stations 1.
export const DEFAULT_AMOUNT = 3000;
export const MIN_AMOUNT = 500;
export const MAX_AMOUNT = 32000;
export const DEFAULT_STATIONS = 1;

// Default installment modifier 6; INSTALLMENT_12 uses 12 months (option 23).
export const INSTALLMENT_OPTION_ID = 23;
export const DEFAULT_INSTALLMENT_MONTHS = 6;
export const INSTALLMENT_12_MONTHS = 12;

/**
 * Spec §5: "An installment modifier below 1 is written as 6" — also what a missing modifier means.
 * The one place of that rule: query writing, the offer calculation, the checkout and the forms use it.
 */
export function installmentMonths(modifier: number | null | undefined): number {
  return modifier != null && modifier >= 1 ? modifier : DEFAULT_INSTALLMENT_MONTHS;
}

// Timing.
export const TIMINGS = {
  sessionCheckMs: 5000,
  sessionRenewMs: 300000,
  /** The token is refreshed when it expires within 300 s plus a random 0 to 119 s offset. */
  tokenRefreshWindowS: 300,
  tokenRefreshJitterS: 119,
  inputDebounceMs: 1500,
  guideAdvanceMs: 1500,
  checkoutRedirectMs: 5000,
  /** The logout toast hides after 5 s. */
  toastHideMs: 5000,
  bridgeTimeoutMs: 5000,
  bridgeLongTimeoutMs: 60000,
  /** Consent setup: at most 30 checks at 100 ms intervals. */
  consentChecks: 30,
  consentIntervalMs: 100,
  progressBarThrottleMs: 200,
  progressBarDurationMs: 5000,
  /** The global zip check is remembered 2 days (172800000 ms). */
  zipCheckCacheMs: 172800000,
} as const;

// Caches, in seconds as the spec gives them (Cache-Control max-age); `cacheTtlMs` for in-process caches.
export const CACHE_SECONDS = {
  prices: 120,
  banner: 120,
  priceFactors: 120,
  news: 3600,
  crossLinks: 3600,
  reviewQuality: 3600,
  /** Dashboard refresh window: 5 minutes. */
  dashboardRefresh: 300,
} as const;

export type CachedThing = keyof typeof CACHE_SECONDS;

export function cacheTtlMs(thing: CachedThing): number {
  return CACHE_SECONDS[thing] * 1000;
}

/** The Cache-Control header of a public answer the spec caches. */
export function publicCacheControl(thing: CachedThing): string {
  return `public, max-age=${CACHE_SECONDS[thing]}`;
}

// Paging: news default page 1 size 3; start page first load page 1 size 2 (one shown, second as fallback).
export const NEWS_PAGING = { page: 1, size: 3 } as const;
export const START_PAGE_NEWS_PAGING = { page: 1, size: 2 } as const;

// Price factors shown: ids 1, 2, 3, 5 for most countries; 1, 2, 4, 5 for country 3.
export function shownPriceFactorIds(countryId: number): readonly number[] {
  return countryId === 3 ? [1, 2, 4, 5] : [1, 2, 3, 5];
}

// Campaign types: 1 primary, 2 fallback.
export const CAMPAIGN_TYPES = { PRIMARY: 1, FALLBACK: 2 } as const;

// Checkout weights: address 0, amounts 5, payment 20, check 99. Address type codes: 0 invoice, 1 delivery.
export const CHECKOUT_WEIGHTS = { address: 0, amounts: 5, payment: 20, check: 99 } as const;
export const ADDRESS_TYPE = { INVOICE: 0, DELIVERY: 1 } as const;

// Cookies: locale cookie 365 days; source-event cookie max age 604800 s (7 days).
export const COOKIE_MAX_AGE_SECONDS = { locale: 365 * 24 * 3600, sourceEvent: 604800 } as const;

// Breakpoints: scripted layout and stylesheet.
export const BREAKPOINTS = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1500, xxl: 1536 } as const;
export const STYLESHEET_BREAKPOINTS = [576, 768, 992, 1260] as const;

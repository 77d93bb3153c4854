/**
 * How long the oil lasts, and when to order. Heating use follows the weather, so the forecast walks
 * forward day by day with a seasonal profile instead of dividing by an average day; and it gives a band
 * (earliest … latest), never a single falsely precise day. Days are YYYY-MM-DD.
 */
import { addDays, daysBetween, daysInMonth } from "./days.ts";

/**
 * Heating's share of a year's degree days per month, in ‰: the Gradtagzahlen table German heating-cost
 * billing uses to split a year (Heizkostenverordnung practice, VDI 2067): Jan 170, Feb 150, Mar 130,
 * Apr 80, May 40, Jun–Aug 40 together, Sep 30, Oct 80, Nov 120, Dec 160.
 */
const DEGREE_DAY_PROMILLE = [170, 150, 130, 80, 40, 40 / 3, 40 / 3, 40 / 3, 30, 80, 120, 160];
// Our choice: 15 % of a year's oil heats water, evenly over the year (1.25 % a month); the other 85 %
// heats rooms by the table above. So January ≈ 0.157, July ≈ 0.024 of a year's use.
const HOT_WATER_SHARE = 0.15;

/** Twelve shares (January first) of a year's heating-oil use; they sum to 1. */
export const MONTHLY_SHARES: number[] = DEGREE_DAY_PROMILLE.map((p) => ((1 - HOT_WATER_SHARE) * p) / 1000 + HOT_WATER_SHARE / 12);

/** A day's share of a year's use: its month's share spread evenly over the month's days. */
const dayShare = (day: string) => MONTHLY_SHARES[Number(day.slice(5, 7)) - 1] / daysInMonth(day);

const MIN_HISTORY_DAYS = 7;
const REGRESSION_MIN_DAYS = 30;
const MAX_WALK_DAYS = 730;
const SHARES_BAND = 0.25;
const MIN_DEGREE_DAY_BAND = 0.1;
// A band wider than ±50 % says nothing, and at −100 % the latest day would never come.
const MAX_DEGREE_DAY_BAND = 0.5;

export interface RangeForecast {
  /** Days from today to emptyOn; 730 means "not within two years". */
  daysLeft: number;
  emptyOn: string;
  earliest: string;
  latest: string;
  method: "monthly-shares" | "degree-days" | "none";
}

/** The day the usable litres run out, using `use(day)` litres a day from today on (today counts whole: erring early). */
function walk(usable: number, today: string, use: (day: string) => number): number {
  let left = usable;
  for (let i = 0; i < MAX_WALK_DAYS; i++) {
    left -= use(addDays(today, i));
    // A hair's tolerance: 155 l at 15.5 l a day are gone on the tenth day, not the eleventh.
    if (left <= 1e-9) return i;
  }
  return MAX_WALK_DAYS;
}

/** use = a + b·HDD by least squares, with the residuals' standard deviation; null when it says nothing. */
function regression(history: { day: string; litres: number }[], hdd: (day: string) => number): { a: number; b: number; sd: number } | null {
  const xs = history.map((d) => hdd(d.day));
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = history.reduce((s, d) => s + d.litres, 0) / n;
  let sxx = 0;
  let sxy = 0;
  xs.forEach((x, i) => {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (history[i].litres - my);
  });
  // No spread of degree days (a summer: all zero) or less use on colder days: the fit cannot forecast
  // a winter, so the monthly shares do.
  if (sxx < 1e-9 || sxy < 0) return null;
  const b = sxy / sxx;
  const a = my - b * mx;
  const sd = Math.sqrt(history.reduce((s, d, i) => s + (d.litres - a - b * xs[i]) ** 2, 0) / Math.max(n - 2, 1));
  return { a, b, sd };
}

/**
 * When the usable oil (above `minLitres`) runs out. Null with fewer than 7 days of use: not enough data.
 * - 7 days or more: a year's use estimated as the observed litres over the monthly shares of the observed
 *   days, walked forward with the shares; band ±25 % on the daily use.
 * - 30 days or more and the postcode's normal degree days: use = a + b·HDD fitted over the history,
 *   walked forward with the normals; band = the residuals' standard deviation as a share of the mean day
 *   (at least ±10 %, at most ±50 %), on the daily use.
 * - Nothing usable left: today, method "none".
 * The walk stops at 730 days (then daysLeft is 730: "more than two years").
 */
export function forecastRange(input: {
  litresNow: number;
  minLitres: number;
  days: { day: string; litres: number }[];
  today: string;
  heatingDegreeDays?: (day: string) => number;
}): RangeForecast | null {
  const history = input.days;
  if (history.length < MIN_HISTORY_DAYS) return null;
  const usable = input.litresNow - input.minLitres;
  const { today } = input;
  if (usable <= 0) return { daysLeft: 0, emptyOn: today, earliest: today, latest: today, method: "none" };

  const at = (i: number) => addDays(today, i);
  const fit = history.length >= REGRESSION_MIN_DAYS && input.heatingDegreeDays ? regression(history, input.heatingDegreeDays) : null;
  if (fit && input.heatingDegreeDays) {
    const hdd = input.heatingDegreeDays;
    const use = (day: string) => Math.max(0, fit.a + fit.b * hdd(day));
    const mean = history.reduce((s, d) => s + d.litres, 0) / history.length;
    const band = Math.min(MAX_DEGREE_DAY_BAND, Math.max(MIN_DEGREE_DAY_BAND, mean > 0 ? fit.sd / mean : 0));
    const days = walk(usable, today, use);
    return {
      daysLeft: days,
      emptyOn: at(days),
      earliest: at(walk(usable, today, (d) => use(d) * (1 + band))),
      latest: at(walk(usable, today, (d) => use(d) * (1 - band))),
      method: "degree-days",
    };
  }

  const observed = history.reduce((s, d) => s + d.litres, 0);
  const perYear = observed / history.reduce((s, d) => s + dayShare(d.day), 0);
  const use = (day: string) => perYear * dayShare(day);
  const days = walk(usable, today, use);
  return {
    daysLeft: days,
    emptyOn: at(days),
    earliest: at(walk(usable, today, (d) => use(d) * (1 + SHARES_BAND))),
    latest: at(walk(usable, today, (d) => use(d) * (1 - SHARES_BAND))),
    method: "monthly-shares",
  };
}

const WINTER_MONTHS = ["12", "01", "02"];
// In winter dealers are booked out: a week more than their usual lead time.
const WINTER_EXTRA_DAYS = 7;

/**
 * The day to order: when the reserve (reserveShare × capacity, default 10 %) would be reached — that many
 * litres before empty at the use near empty, whole days rounded up — minus the dealer's lead time, and a
 * week earlier again when that order day falls in December, January or February. Never before today.
 */
export function orderByDate(input: {
  emptyOn: string;
  dailyUseNear: number;
  capacityLitres: number;
  reserveShare?: number;
  leadTimeDays: number;
  today: string;
}): string {
  const reserve = (input.reserveShare ?? 0.1) * input.capacityLitres;
  const reserveDays = input.dailyUseNear > 0 ? Math.ceil(reserve / input.dailyUseNear) : 0;
  let day = addDays(input.emptyOn, -reserveDays - input.leadTimeDays);
  if (WINTER_MONTHS.includes(day.slice(5, 7))) day = addDays(day, -WINTER_EXTRA_DAYS);
  return daysBetween(input.today, day) < 0 ? input.today : day;
}

/** What fits into the tank up to `maxFillShare` of it, rounded down to 100 l (dealers sell in such steps). */
export function freeVolume(capacityLitres: number, litresNow: number, maxFillShare = 0.95): number {
  // The hair added keeps 0.95 × 3,000 − 1,150 (1,699.999… in floating point) at 1,700.
  return Math.max(0, Math.floor((capacityLitres * maxFillShare - litresNow) / 100 + 1e-9) * 100);
}

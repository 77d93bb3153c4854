import type { Locale } from "../shared/countries.ts";
import { formatNumber, formatQuantity } from "../shared/format.ts";

/**
 * Spec §3 banner quality data / §7 `trusted-shops/{id}/overall`: the review-quality widget, computed from
 * the customers' ratings of their deliveries (1–5 stars). Only ratings of the active period count for the
 * mark; the total counts every rating ever given.
 */

/** Ratings of the last year make the mark: old ones describe a market that has moved on. */
export const ACTIVE_PERIOD_DAYS = 365;

/** Spec §3: the description when there is no mark. */
export const NO_DATA_DESCRIPTION = "Keine Daten";

export interface ReviewQuality {
  /** Average stars of the active period, 2 decimals; 0 without ratings. */
  OverallMark: number;
  OverallMarkDescriptionGUILang: string;
  ActiveReviewCount: number;
  ActivePeriodInDays: number;
  TotalReviewCount: number;
}

/** German wording of a mark: ≥ 4.5 'Sehr gut', ≥ 3.5 'Gut', ≥ 2.5 'Befriedigend', ≥ 1.5 'Ausreichend', else 'Mangelhaft'. */
export function markDescription(mark: number | null): string {
  if (mark === null || !Number.isFinite(mark) || mark <= 0) return NO_DATA_DESCRIPTION;
  if (mark >= 4.5) return "Sehr gut";
  if (mark >= 3.5) return "Gut";
  if (mark >= 2.5) return "Befriedigend";
  if (mark >= 1.5) return "Ausreichend";
  return "Mangelhaft";
}

/** Start of the active period: ratings at or after this instant count for the mark. */
export function activeSince(now: Date, days = ACTIVE_PERIOD_DAYS): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/**
 * The widget data from counted ratings: the number and star sum of the active period and the total.
 * The mark is the average rounded half up to 2 decimals (4.625 → 4.63).
 */
export function reviewQuality(counts: { activeCount: number; activeStarSum: number; totalCount: number }): ReviewQuality {
  const { activeCount, activeStarSum, totalCount } = counts;
  const mark = activeCount > 0 ? Math.floor((200 * activeStarSum + activeCount) / (2 * activeCount)) / 100 : 0;
  return {
    OverallMark: mark,
    OverallMarkDescriptionGUILang: activeCount > 0 ? markDescription(mark) : NO_DATA_DESCRIPTION,
    ActiveReviewCount: activeCount,
    ActivePeriodInDays: ACTIVE_PERIOD_DAYS,
    TotalReviewCount: totalCount,
  };
}

/** Said instead of "0,0 (0 Bewertungen)": a dealer nobody rated yet has no mark (decision 0044). */
export const NO_RATINGS_TEXT = "Noch keine Bewertungen";

/**
 * A dealer's rating as cards, lists and its page show it, from the same customers' ratings as the review
 * widget (decision 0044): "4,7 (123 Bewertungen)", "5,0 von 5 (1 Bewertung)", or "Noch keine Bewertungen".
 */
export function dealerRatingText(r: { Rating: number; ReviewCount: number }, locale: Locale, opts: { outOfFive?: boolean } = {}): string {
  if (r.ReviewCount <= 0) return NO_RATINGS_TEXT;
  const count = `${formatQuantity(r.ReviewCount, locale)} ${r.ReviewCount === 1 ? "Bewertung" : "Bewertungen"}`;
  return `${formatNumber(r.Rating, "oneDigit", locale)}${opts.outOfFive ? " von 5" : ""} (${count})`;
}

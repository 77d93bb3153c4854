import { describe, expect, it } from "vitest";
import {
  ACTIVE_PERIOD_DAYS,
  activeSince,
  markDescription,
  NO_DATA_DESCRIPTION,
  reviewQuality,
  dealerRatingText,
} from "./review-quality.ts";
import { LOCALES } from "../shared/countries.ts";

describe("§3/§7 review quality (trusted-shops overall)", () => {
  it.each([
    [5, "Sehr gut"],
    [4.5, "Sehr gut"],
    [4.49, "Gut"],
    [3.5, "Gut"],
    [3.49, "Befriedigend"],
    [2.5, "Befriedigend"],
    [2.49, "Ausreichend"],
    [1.5, "Ausreichend"],
    [1.49, "Mangelhaft"],
    [1, "Mangelhaft"],
  ])("mark %d is described as '%s'", (mark, text) => expect(markDescription(mark)).toBe(text));

  it("§3: without a mark the description defaults to 'Keine Daten'", () => {
    expect(NO_DATA_DESCRIPTION).toBe("Keine Daten");
    expect(markDescription(null)).toBe("Keine Daten");
    expect(markDescription(0)).toBe("Keine Daten");
    expect(reviewQuality({ activeCount: 0, activeStarSum: 0, totalCount: 0 })).toEqual({
      OverallMark: 0,
      OverallMarkDescriptionGUILang: "Keine Daten",
      ActiveReviewCount: 0,
      ActivePeriodInDays: 365,
      TotalReviewCount: 0,
    });
  });

  it("the mark is the average of the active period, rounded half up to 2 decimals", () => {
    // 5+5+5+5+5+4+4+4 = 37 stars over 8 ratings = 4.625 → 4.63
    expect(reviewQuality({ activeCount: 8, activeStarSum: 37, totalCount: 12 })).toEqual({
      OverallMark: 4.63,
      OverallMarkDescriptionGUILang: "Sehr gut",
      ActiveReviewCount: 8,
      ActivePeriodInDays: ACTIVE_PERIOD_DAYS,
      TotalReviewCount: 12,
    });
    expect(reviewQuality({ activeCount: 3, activeStarSum: 10, totalCount: 3 }).OverallMark).toBe(3.33);
    expect(reviewQuality({ activeCount: 3, activeStarSum: 10, totalCount: 3 }).OverallMarkDescriptionGUILang).toBe("Befriedigend");
  });

  it("old ratings only count in the total: no active rating means no mark", () => {
    const q = reviewQuality({ activeCount: 0, activeStarSum: 0, totalCount: 40 });
    expect(q.OverallMark).toBe(0);
    expect(q.OverallMarkDescriptionGUILang).toBe("Keine Daten");
    expect(q.TotalReviewCount).toBe(40);
  });

  it("the active period starts 365 days before now", () => {
    expect(activeSince(new Date("2026-11-22T12:00:00Z")).toISOString()).toBe("2025-11-22T12:00:00.000Z");
  });
});

describe("dealerRatingText: a dealer's rating from its customers' ratings (decision 0044)", () => {
  it.each([
    [4.7, 2130, false, "de", "4,7 (2.130 Bewertungen)"],
    [4.7, 2130, false, "ch", "4.7 (2’130 Bewertungen)"],
    [5, 1, true, "at", "5,0 von 5 (1 Bewertung)"],
    // Nobody rated yet: no "0,0", no "(0 Bewertungen)".
    [0, 0, false, "de", "Noch keine Bewertungen"],
    [0, 0, true, "at", "Noch keine Bewertungen"],
  ] as const)("%s stars, %i ratings (out of five: %s, %s) → %s", (Rating, ReviewCount, outOfFive, code, text) => {
    expect(dealerRatingText({ Rating, ReviewCount }, LOCALES[code], { outOfFive })).toBe(text);
  });
});

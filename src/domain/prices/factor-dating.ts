/**
 * Every price factor carries the day its value is from ("Stand …"), and shows a trend only while that
 * value still belongs to the trend's period (decision 0044): a Brent price of August is not this week's
 * movement in November. Daily values are compared over 7 days, monthly means with the month before, the
 * statutory CO₂ price with the year before.
 */
export type FactorPeriod = "week" | "month" | "year";

/** What the trend is compared with, in German, for "+2,18 % (7 Tage)". */
export const FACTOR_TREND_TEXT: Record<FactorPeriod, string> = { week: "7 Tage", month: "Vormonat", year: "Vorjahr" };

const DAY = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** The last calendar day of a month ("2026-06" → "2026-06-30"): the day a monthly mean is complete. */
export function lastDayOfMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * Whether a value from `asOf` is still current on `today` for its period: a daily value within the last
 * 7 days; a monthly mean until the next month's mean is due (its month and the next, plus a week to be
 * published: 38 days after its last day); a yearly price within its year. Values from the future are not.
 */
export function factorIsCurrent(asOf: string, today: string, period: FactorPeriod): boolean {
  const age = daysBetween(asOf, today);
  if (age < 0) return false;
  if (period === "week") return age <= 7;
  if (period === "month") return age <= 38;
  return asOf.slice(0, 4) === today.slice(0, 4);
}

import { LOCALES, localeById } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { factorIsCurrent, lastDayOfMonth, type FactorPeriod } from "../../../domain/prices/factor-dating.ts";
import type { PriceFactors } from "../../../domain/prices/price-page.types.ts";
import { changePercent } from "../../../domain/prices/price-statistics.ts";
import { shownPriceFactorIds } from "../../../domain/shared/spec-constants.ts";
import {
  brentDayOn,
  brentOn,
  co2PricePerTonne,
  co2YearOf,
  fxMonthOn,
  fxOn,
  loadMarketSeries,
  type MarketSeries,
} from "../../../db/seed/market/price-model.ts";

let series: MarketSeries | null = null;

const shiftDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const previousMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};
const older = (a: string, b: string) => (a < b ? a : b);

/** One factor's value, the value its trend compares with, the day it is from and its period. */
interface Reading {
  now: number;
  before: number;
  asOf: string;
  period: FactorPeriod;
  /** Every input belongs to its period (Brent in euros needs a current rate too). */
  current: boolean;
}

/**
 * Spec §3/§9 price factors: 1 crude oil (Brent, USD/bbl), 2 Brent in the local currency, 3 the euro's
 * exchange rate (USD per EUR), 4 the franc's (USD per CHF), 5 the CO₂ price. Shown: 1, 2, 3, 5, and
 * 1, 2, 4, 5 for Switzerland. GrowthPositive (a rise lowers heating-oil prices) is true only for factor 3.
 * Each carries the day its value is from; the trend is left out once that is older than its period
 * (decision 0044): the data files end when they end, the page must not call that this week's movement.
 */
export function priceFactors(countryId: number, today: string): PriceFactors {
  series ??= loadMarketSeries();
  const s = series;
  const currency = countryId === 3 ? "chf" : "eur";
  const sym = countryId === 3 ? "CHF" : "€";
  const brentDay = brentDayOn(s, today);
  const weekBefore = brentDayOn(s, shiftDays(brentDay, -7));
  const brentCurrent = factorIsCurrent(brentDay, today, "week");
  const monthly = (cur: "eur" | "chf"): Reading => {
    const month = fxMonthOn(s, today, cur);
    const asOf = lastDayOfMonth(month);
    const before = previousMonth(month);
    return {
      now: 1 / fxOn(s, asOf, cur),
      before: 1 / fxOn(s, lastDayOfMonth(before), cur),
      asOf,
      period: "month",
      current: factorIsCurrent(asOf, today, "month"),
    };
  };
  const reading = (id: number): Reading => {
    switch (id) {
      case 1:
        return { now: brentOn(s, brentDay), before: brentOn(s, weekBefore), asOf: brentDay, period: "week", current: brentCurrent };
      case 2: {
        // Brent of the day in the month's mean rate: as of the older of the two.
        const rateDay = lastDayOfMonth(fxMonthOn(s, brentDay, currency));
        return {
          now: brentOn(s, brentDay) * fxOn(s, brentDay, currency),
          before: brentOn(s, weekBefore) * fxOn(s, weekBefore, currency),
          asOf: older(brentDay, rateDay),
          period: "week",
          current: brentCurrent && factorIsCurrent(rateDay, today, "month"),
        };
      }
      case 3:
        return monthly("eur");
      case 4:
        return monthly("chf");
      default: {
        // The statutory price of a year holds from its first day.
        const year = co2YearOf(Number(today.slice(0, 4)));
        const asOf = `${year}-01-01`;
        return {
          now: co2PricePerTonne(countryId, year),
          before: co2PricePerTonne(countryId, year - 1),
          asOf,
          period: "year",
          current: factorIsCurrent(asOf, today, "year"),
        };
      }
    }
  };
  const meta: Record<number, { Name: string; Unit: string; Decimals: number }> = {
    1: { Name: "Rohöl (Brent)", Unit: "US-$ je Barrel", Decimals: 2 },
    2: { Name: `Rohöl in ${countryId === 3 ? "Franken" : "Euro"}`, Unit: `${sym} je Barrel`, Decimals: 2 },
    3: { Name: "Euro-Kurs", Unit: "US-$ je Euro", Decimals: 4 },
    4: { Name: "Franken-Kurs", Unit: "US-$ je Franken", Decimals: 4 },
    5: { Name: "CO₂-Preis", Unit: `${sym} je Tonne`, Decimals: 2 },
  };
  return {
    Factors: shownPriceFactorIds(countryId).map((Id) => {
      const r = reading(Id);
      return {
        Id,
        ...meta[Id],
        GrowthPositive: Id === 3,
        Value: Math.round(r.now * 10 ** meta[Id].Decimals) / 10 ** meta[Id].Decimals,
        Change: r.current ? changePercent(r.before, r.now) : null,
        Period: r.period,
        IsCurrent: r.current,
        TimeStamp: r.asOf,
      };
    }),
    Note: `Quellen: U.S. EIA (Brent), Federal Reserve (Wechselkurse, Monatsmittel); Daten bis ${formatDate(`${s.lastBrentDay}T12:00:00Z`, "shortD", localeById(countryId) ?? LOCALES.de)}.`,
  };
}

import { LOCALES, localeById } from "../../../domain/countries.ts";
import { formatDate } from "../../../domain/format.ts";
import type { PriceFactors } from "../../../domain/prices/price-page.types.ts";
import { changePercent } from "../../../domain/price-statistics.ts";
import { shownPriceFactorIds } from "../../../domain/spec-constants.ts";
import { brentOn, co2PricePerTonne, fxOn, loadMarketSeries, type MarketSeries } from "../../../db/seed/market/price-model.ts";

let series: MarketSeries | null = null;

/**
 * Spec §3/§9 price factors: 1 crude oil (Brent, USD/bbl), 2 Brent in the local currency, 3 the euro's
 * exchange rate (USD per EUR), 4 the franc's (USD per CHF), 5 the CO₂ price. Shown: 1, 2, 3, 5, and
 * 1, 2, 4, 5 for Switzerland. GrowthPositive (a rise lowers heating-oil prices) is true only for factor 3.
 */
export function priceFactors(countryId: number, today: string): PriceFactors {
  series ??= loadMarketSeries();
  const s = series;
  const day = today > s.lastBrentDay ? s.lastBrentDay : today;
  const prevDay = new Date(`${day}T00:00:00Z`);
  prevDay.setUTCDate(prevDay.getUTCDate() - 7);
  const prev = prevDay.toISOString().slice(0, 10);
  const currency = countryId === 3 ? "chf" : "eur";
  const sym = countryId === 3 ? "CHF" : "€";
  const value = (id: number, d: string): number => {
    switch (id) {
      case 1:
        return brentOn(s, d);
      case 2:
        return brentOn(s, d) * fxOn(s, d, currency);
      case 3:
        return 1 / fxOn(s, d, "eur");
      case 4:
        return 1 / fxOn(s, d, "chf");
      default:
        return co2PricePerTonne(countryId, Number(d.slice(0, 4)));
    }
  };
  const meta: Record<number, { Name: string; Unit: string; Decimals: number }> = {
    1: { Name: "Rohöl (Brent)", Unit: "US-$ je Barrel", Decimals: 2 },
    2: { Name: `Rohöl in ${countryId === 3 ? "Franken" : "Euro"}`, Unit: `${sym} je Barrel`, Decimals: 2 },
    3: { Name: "Euro-Kurs", Unit: "US-$ je Euro", Decimals: 4 },
    4: { Name: "Franken-Kurs", Unit: "US-$ je Franken", Decimals: 4 },
    5: { Name: "CO₂-Preis", Unit: `${sym} je Tonne`, Decimals: 2 },
  };
  const ids = shownPriceFactorIds(countryId);
  return {
    Factors: ids.map((Id) => {
      const now = value(Id, day);
      const before = value(Id, prev);
      return {
        Id,
        ...meta[Id],
        GrowthPositive: Id === 3,
        Value: Math.round(now * 10 ** meta[Id].Decimals) / 10 ** meta[Id].Decimals,
        Change: changePercent(before, now),
        TimeStamp: day,
      };
    }),
    Note: `Quellen: U.S. EIA (Brent), Federal Reserve (Wechselkurse, Monatsmittel); Daten bis ${formatDate(`${s.lastBrentDay}T12:00:00Z`, "shortD", localeById(countryId) ?? LOCALES.de)}.`,
  };
}

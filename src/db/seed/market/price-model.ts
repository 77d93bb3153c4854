/**
 * Demo price model (docs/decisions/0006-demo-market-data.md): net prices derived from the real Brent
 * price in the local currency plus a product margin, the country's taxes and levies, and for pellets a
 * separate seasonal model. Output: net minor units per 100 l (per t for pellets) at the reference amount.
 * This is demo data derived from Brent — never real retail prices.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const DATA = resolve(dirname(fileURLToPath(import.meta.url)), "../data");
const LITRES_PER_BARREL = 158.987;

export interface MarketSeries {
  brent: Map<string, number>; // day → USD/bbl (trading days)
  fx: Map<string, { eur: number; chf: number }>; // yyyy-mm → per USD
  lastBrentDay: string;
}

export function loadMarketSeries(): MarketSeries {
  const brent = new Map<string, number>();
  for (const line of readFileSync(resolve(DATA, "brent-daily.csv"), "utf8").split("\n").slice(1)) {
    const [day, price] = line.split(",");
    if (day && price) brent.set(day, Number(price));
  }
  const fx = new Map<string, { eur: number; chf: number }>();
  for (const line of readFileSync(resolve(DATA, "fx-monthly-eur-chf.csv"), "utf8").split("\n").slice(1)) {
    const [day, country, rate] = line.split(",");
    if (!day || !rate) continue;
    const month = day.slice(0, 7);
    const entry = fx.get(month) ?? { eur: NaN, chf: NaN };
    if (country === "Euro") entry.eur = Number(rate);
    if (country === "Switzerland") entry.chf = Number(rate);
    fx.set(month, entry);
  }
  return { brent, fx, lastBrentDay: [...brent.keys()].sort().at(-1)! };
}

/** Brent on or before the day (weekends, holidays and days after the data end carry the last price). */
export function brentOn(series: MarketSeries, day: string): number {
  const d = new Date(`${day}T00:00:00Z`);
  for (let i = 0; i < 4000; i++) {
    const key = d.toISOString().slice(0, 10);
    const v = series.brent.get(key);
    if (v !== undefined) return v;
    d.setUTCDate(d.getUTCDate() - 1);
  }
  throw new Error(`no Brent price before ${day}`);
}

/** The last day with a Brent price on or before `day` (the day brentOn reads). */
export function brentDayOn(series: MarketSeries, day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  for (let i = 0; i < 4000; i++) {
    const key = d.toISOString().slice(0, 10);
    if (series.brent.has(key)) return key;
    d.setUTCDate(d.getUTCDate() - 1);
  }
  throw new Error(`no Brent price before ${day}`);
}

/** The month (yyyy-mm) whose mean fxOn reads for `day`: its own, or the last one published before it. */
export function fxMonthOn(series: MarketSeries, day: string, currency: "eur" | "chf"): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  for (let i = 0; i < 240; i++) {
    const month = d.toISOString().slice(0, 7);
    const v = series.fx.get(month)?.[currency];
    if (v !== undefined && !Number.isNaN(v)) return month;
    d.setUTCMonth(d.getUTCMonth() - 1);
  }
  throw new Error(`no exchange rate before ${day}`);
}

export function fxOn(series: MarketSeries, day: string, currency: "eur" | "chf"): number {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  for (let i = 0; i < 240; i++) {
    const v = series.fx.get(d.toISOString().slice(0, 7))?.[currency];
    if (v !== undefined && !Number.isNaN(v)) return v;
    d.setUTCMonth(d.getUTCMonth() - 1);
  }
  throw new Error(`no exchange rate before ${day}`);
}

// CO₂ price per tonne by year (DE national emissions trading, AT national CO₂ price, CH CO₂ levy in CHF).
const CO2_PER_T: Record<number, Record<number, number>> = {
  1: { 2020: 0, 2021: 25, 2022: 30, 2023: 30, 2024: 45, 2025: 55, 2026: 60 },
  2: { 2020: 0, 2021: 0, 2022: 30, 2023: 32.5, 2024: 45, 2025: 55, 2026: 55 },
  3: { 2020: 96, 2021: 96, 2022: 120, 2023: 120, 2024: 120, 2025: 120, 2026: 120 },
};
const CO2_KG_PER_LITRE = { heatingOil: 2.67, diesel: 2.65 };

// Per-litre energy taxes in local currency, and a product margin (refining crack, transport, dealer).
const LIQUID_PARAMS: Record<number, Record<1 | 2, { tax: number; margin: number }>> = {
  1: { 1: { tax: 0.06535, margin: 0.24 }, 2: { tax: 0.4704, margin: 0.3 } },
  2: { 1: { tax: 0.098, margin: 0.26 }, 2: { tax: 0.397, margin: 0.3 } },
  3: { 1: { tax: 0.013, margin: 0.33 }, 2: { tax: 0.7687, margin: 0.36 } },
};

/** The year whose CO₂ price the table knows for `year`: itself, or the last year it has (2020–2026). */
export function co2YearOf(year: number): number {
  return Math.min(Math.max(year, 2020), 2026);
}

/** The national CO₂ price per tonne of the year (DE/AT in EUR, CH levy in CHF). */
export function co2PricePerTonne(countryId: number, year: number): number {
  return CO2_PER_T[countryId][co2YearOf(year)];
}

function co2PerLitre(countryId: number, year: number, group: 1 | 2): number {
  const table = CO2_PER_T[countryId];
  const price = table[Math.min(Math.max(year, 2020), 2026)];
  // The Swiss CO₂ levy applies to heating fuels only.
  if (countryId === 3 && group === 2) return 0;
  return (price * (group === 1 ? CO2_KG_PER_LITRE.heatingOil : CO2_KG_PER_LITRE.diesel)) / 1000;
}

function dayOfYear(day: string): number {
  const d = new Date(`${day}T00:00:00Z`);
  return (d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86400000;
}

/** A bump centred on `centre` (ISO day) with width `days`: the 2022 energy-crisis spike of pellets and AdBlue. */
function bump(day: string, centre: string, days: number): number {
  const t = (new Date(`${day}T00:00:00Z`).getTime() - new Date(`${centre}T00:00:00Z`).getTime()) / 86400000;
  return Math.exp(-(t * t) / (2 * days * days));
}

/** Net minor units per basis (100 l or 1 t) at the reference amount, before regional and dealer spreads. */
export function referenceNetPrice(series: MarketSeries, countryId: number, productGroupId: number, day: string): number {
  const year = Number(day.slice(0, 4));
  const fx = fxOn(series, day, countryId === 3 ? "chf" : "eur");
  if (productGroupId === 1 || productGroupId === 2) {
    const brentLocal = (brentOn(series, day) * fx) / LITRES_PER_BARREL;
    const p = LIQUID_PARAMS[countryId][productGroupId];
    const perLitre = brentLocal + p.margin + p.tax + co2PerLitre(countryId, year, productGroupId);
    return Math.round(perLitre * 100 * 100);
  }
  if (productGroupId === 5) {
    // AdBlue follows natural gas (urea), not oil: a base price with the 2022 spike.
    const base = countryId === 3 ? 0.62 : 0.52;
    return Math.round((base + 0.55 * bump(day, "2022-10-01", 70)) * 100 * 100);
  }
  // Pellets per t: seasonal (dearer in winter), the 2022 spike, slow drift.
  const base = { 1: 265, 2: 285, 3: 390 }[countryId] ?? 265;
  const season = 18 * Math.cos(((dayOfYear(day) - 15) / 365) * 2 * Math.PI);
  const spike = 330 * bump(day, "2022-10-15", 55);
  const loose = base + season + spike;
  return Math.round((productGroupId === 4 ? loose * 1.2 : loose) * 100);
}

/** Deterministic noise in [-1, 1] from integer keys (no state, so any day can be recomputed). */
export function hashNoise(...keys: number[]): number {
  let h = 0x9e3779b9;
  for (const k of keys) {
    h ^= k + 0x7f4a7c15 + (h << 6) + (h >>> 2);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return ((h >>> 0) / 0xffffffff) * 2 - 1;
}

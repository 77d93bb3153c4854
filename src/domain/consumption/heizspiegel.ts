/**
 * The consumption comparison's rules (decision 0070): litres → kWh, the Heizspiegel's classes for heating oil,
 * and the weather normalisation with the heating degree days the mex range forecast uses (one source).
 *
 * Classes: the bundesweiter Heizspiegel for heating oil in kWh per m² of the whole building and year, room heat
 * and central hot water, by the building's area (its published rows 100–250, 251–500, 501–1,000 and over
 * 1,000 m²; a house under 100 m² is read in the first row, as the Heizspiegel's own calculator does). Hot water
 * heated otherwise (a boiler, a flow heater) adds 24 kWh/m² before the comparison, as the Heizspiegel says.
 */
import { addDays, daysBetween } from "../mex/days.ts";
import { annualDegreeDays, normalDegreeDays } from "../mex/degree-days.ts";

/** 1 l of heating oil ≈ 10 kWh (lower heating value, the Heizspiegel's own conversion). */
export const KWH_PER_LITRE_OIL = 10;
/** 1 kg of wood pellets ≈ 4.9 kWh (EN ISO 17225-2 A1, ≥ 4.6 kWh/kg; the trade's usual 4.9). */
export const KWH_PER_KG_PELLETS = 4.9;
/** What hot water heated with oil takes, and what its absence adds: the Heizspiegel's 24 kWh per m² and year. */
export const HOT_WATER_KWH_PER_M2 = 24;

export const CLASSES = ["niedrig", "mittel", "erhöht", "zu hoch"] as const;
export type ConsumptionClass = (typeof CLASSES)[number];

/** Upper limits (kWh/m²a) of "niedrig", "mittel", "erhöht"; above the last: "zu hoch". */
export const HEIZSPIEGEL_OIL: readonly { fromM2: number; limits: readonly [number, number, number] }[] = [
  { fromM2: 0, limits: [106, 162, 239] },
  { fromM2: 251, limits: [102, 159, 234] },
  { fromM2: 501, limits: [99, 156, 231] },
  { fromM2: 1001, limits: [96, 154, 228] },
];

/** The Heizspiegel row of a building of this area. */
export const heizspiegelRow = (buildingM2: number) => [...HEIZSPIEGEL_OIL].reverse().find((r) => buildingM2 >= r.fromM2)!;

/** The class of a comparison value (kWh/m²a, central hot water included). */
export function consumptionClass(kwhPerM2: number, buildingM2: number): ConsumptionClass {
  const [low, mid, high] = heizspiegelRow(buildingM2).limits;
  return kwhPerM2 < low ? "niedrig" : kwhPerM2 < mid ? "mittel" : kwhPerM2 < high ? "erhöht" : "zu hoch";
}

/** The normal heating degree days between two days (`from` included, `to` excluded) of a country. */
export function degreeDaysBetween(countryId: number, from: string, to: string): number {
  const perDay = normalDegreeDays(countryId);
  let sum = 0;
  for (let day = from; day < to; day = addDays(day, 1)) sum += perDay(day);
  return sum;
}

export type ConsumptionInput = {
  countryId: number;
  /** The whole building's heated area (an apartment: the building's, as the Heizspiegel asks). */
  buildingM2: number;
  litres: number;
  /** A period read off the tank (from … to, both days), or a whole year (null). */
  period: { from: string; to: string } | null;
  hotWaterWithOil: boolean;
};

export type ConsumptionResult = {
  /** The year's heating oil in a normal year (the period scaled by its degree days), litres. */
  litresPerYear: number;
  litresPerM2: number;
  /** Compared as the Heizspiegel does: central hot water included (24 kWh/m² added where it is heated otherwise). */
  kwhPerM2: number;
  consumptionClass: ConsumptionClass;
  /** The Heizspiegel's limits of the building's row, for the chart. */
  limits: readonly [number, number, number];
  /** How the period's weather was weighed: its degree days against the normal year's (1 for a whole year). */
  degreeDays: { period: number; year: number } | null;
};

/**
 * Whether a period tells a year's need, in German; null when it does. Too short or mostly in summer, the heating
 * share would be scaled up by the few degree days and the year's need guessed, not measured.
 */
export function periodProblem(countryId: number, period: { from: string; to: string }, today: string): string | null {
  const days = daysBetween(period.from, period.to) + 1;
  if (days < 1) return "Der Beginn des Zeitraums muss vor dem Ende liegen.";
  if (period.to > today) return "Der Zeitraum darf nicht in der Zukunft enden.";
  if (days < 60) return "Bitte geben Sie einen Zeitraum von mindestens zwei Monaten an, am besten ein ganzes Jahr.";
  if (days > 3 * 366) return "Bitte geben Sie einen Zeitraum von höchstens drei Jahren an.";
  if (degreeDaysBetween(countryId, period.from, addDays(period.to, 1)) < annualDegreeDays(countryId) / 4)
    return "Dieser Zeitraum liegt überwiegend im Sommer: Daraus lässt sich der Heizbedarf eines Jahres nicht ablesen. Bitte geben Sie eine Heizperiode oder ein ganzes Jahr an.";
  return null;
}

/**
 * A period's consumption → a normal year's (decision 0070): the hot water share (24 kWh/m²a, spread evenly over
 * the days) does not follow the weather; the heating share is scaled by the normal year's degree days over the
 * period's. A whole year is taken as it is.
 */
export function compareConsumption(input: ConsumptionInput): ConsumptionResult {
  const kwh = input.litres * KWH_PER_LITRE_OIL;
  let kwhYear = kwh;
  let degreeDays: ConsumptionResult["degreeDays"] = null;
  if (input.period) {
    const days = daysBetween(input.period.from, input.period.to) + 1;
    const periodDd = degreeDaysBetween(input.countryId, input.period.from, addDays(input.period.to, 1));
    const yearDd = annualDegreeDays(input.countryId);
    const hotWater = input.hotWaterWithOil ? (HOT_WATER_KWH_PER_M2 * input.buildingM2 * days) / 365 : 0;
    const heating = Math.max(0, kwh - hotWater);
    kwhYear = (periodDd > 0 ? (heating * yearDd) / periodDd : (heating * 365) / days) + (hotWater * 365) / days;
    degreeDays = { period: Math.round(periodDd), year: yearDd };
  }
  const litresPerYear = kwhYear / KWH_PER_LITRE_OIL;
  // Classed as shown: the whole kWh the visitor reads is the one the bands are read at.
  const kwhPerM2 = Math.round(kwhYear / input.buildingM2 + (input.hotWaterWithOil ? 0 : HOT_WATER_KWH_PER_M2));
  return {
    litresPerYear: Math.round(litresPerYear / 10) * 10,
    litresPerM2: Math.round((litresPerYear / input.buildingM2) * 10) / 10,
    kwhPerM2,
    consumptionClass: consumptionClass(kwhPerM2, input.buildingM2),
    limits: heizspiegelRow(input.buildingM2).limits,
    degreeDays,
  };
}

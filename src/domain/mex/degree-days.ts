/**
 * Heating degree days as a documented normal (decision 0030: "the postcode's temperature history shipped as
 * reference data or a documented normal"). No weather data reaches this product, so the range model uses the
 * long-term monthly heating degree days Gt20/15 (VDI 4710 / DWD convention: the sum of 20 °C − daily mean on
 * days below 15 °C), rounded, for a typical location of each country: Germany near its population-weighted
 * mean (Kassel/Würzburg climate), Austria and Switzerland for their lowland cities (Vienna–Linz, Zurich–Bern).
 * A day gets its month's normal spread evenly. Per-postcode normals would replace this table, not the model.
 */
import { daysInMonth } from "./days.ts";

const NORMALS: Record<number, readonly number[]> = {
  // Jan … Dec, Kd per month
  1: [560, 490, 440, 300, 150, 45, 15, 20, 110, 270, 420, 530],
  2: [590, 505, 440, 290, 140, 40, 10, 15, 105, 280, 440, 560],
  3: [575, 500, 445, 305, 160, 50, 20, 25, 120, 280, 430, 545],
};

/** The day's share of its month's normal heating degree days for the country (1 DE, 2 AT, 3 CH). */
export function normalDegreeDays(countryId: number): (day: string) => number {
  const months = NORMALS[countryId] ?? NORMALS[1];
  return (day: string) => months[Number(day.slice(5, 7)) - 1] / daysInMonth(day);
}

/** The year's total (for the tests and the decision record). */
export const annualDegreeDays = (countryId: number) => (NORMALS[countryId] ?? NORMALS[1]).reduce((s, v) => s + v, 0);

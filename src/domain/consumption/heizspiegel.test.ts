import { describe, expect, it } from "vitest";
import { annualDegreeDays } from "../mex/degree-days.ts";
import {
  compareConsumption,
  consumptionClass,
  degreeDaysBetween,
  KWH_PER_KG_PELLETS,
  KWH_PER_LITRE_OIL,
  periodProblem,
} from "./heizspiegel.ts";

describe("the consumption comparison's rules (decision 0070)", () => {
  it("converts litres of heating oil and kilograms of pellets to kWh", () => {
    expect(2650 * KWH_PER_LITRE_OIL).toBe(26_500);
    expect(Math.round(6000 * KWH_PER_KG_PELLETS)).toBe(29_400);
  });

  // The Heizspiegel's rows for heating oil: niedrig < a, mittel a…b−1, erhöht b…c−1, zu hoch ≥ c.
  it.each([
    [150, 105, "niedrig"],
    [150, 106, "mittel"],
    [150, 161, "mittel"],
    [150, 162, "erhöht"],
    [150, 238, "erhöht"],
    [150, 239, "zu hoch"],
    [80, 170, "erhöht"],
    [300, 101, "niedrig"],
    [300, 158, "mittel"],
    [300, 159, "erhöht"],
    [300, 234, "zu hoch"],
    [800, 98, "niedrig"],
    [800, 230, "erhöht"],
    [800, 231, "zu hoch"],
    [2000, 95, "niedrig"],
    [2000, 153, "mittel"],
    [2000, 227, "erhöht"],
    [2000, 228, "zu hoch"],
  ] as const)("a building of %i m² at %i kWh/m² is %s", (m2, kwh, cls) => expect(consumptionClass(kwh, m2)).toBe(cls));

  it("a whole year is taken as it is; hot water heated otherwise adds 24 kWh/m²", () => {
    const year = { countryId: 1, buildingM2: 150, litres: 2650, period: null };
    expect(compareConsumption({ ...year, hotWaterWithOil: true })).toMatchObject({
      litresPerYear: 2650,
      litresPerM2: 17.7,
      kwhPerM2: 177,
      consumptionClass: "erhöht",
      limits: [106, 162, 239],
      degreeDays: null,
    });
    expect(compareConsumption({ ...year, hotWaterWithOil: false })).toMatchObject({ kwhPerM2: 201, consumptionClass: "erhöht" });
  });

  // Hand-computed for Germany (normals Oct 270, Nov 420, Dec 530, Jan 560, Feb 490): 1 Oct 2026 … 28 Feb 2027 is
  // 2,270 Kd of 3,350 a year. 150 m², hot water with oil over 151 days: 24 × 150 × 151 / 365 = 1,489.3 kWh of the
  // 15,000; heating 13,510.7 × 3,350 / 2,270 = 19,938.8, plus a year's hot water 3,600 → 23,538.8 kWh: 2,350 l, 157 kWh/m².
  // Austria 13,510.7 × 3,415 / 2,375 + 3,600 = 23,026.9 (2,300 l, 154); Switzerland × 3,455 / 2,330 → 23,634.1 (2,360 l, 158).
  it.each([
    [1, 2270, 3350, 2350, 157],
    [2, 2375, 3415, 2300, 154],
    [3, 2330, 3455, 2360, 158],
  ])("country %i: a winter's 1,500 l is a normal year's need by its degree days (%i of %i Kd)", (countryId, period, year, litres, kwh) => {
    expect(Math.round(degreeDaysBetween(countryId, "2026-10-01", "2027-03-01"))).toBe(period);
    expect(annualDegreeDays(countryId)).toBe(year);
    const result = compareConsumption({
      countryId,
      buildingM2: 150,
      litres: 1500,
      period: { from: "2026-10-01", to: "2027-02-28" },
      hotWaterWithOil: true,
    });
    expect(result).toMatchObject({ litresPerYear: litres, kwhPerM2: kwh, degreeDays: { period, year } });
  });

  it.each([
    ["2026-06-01", "2026-08-31", "im Sommer"],
    ["2026-11-01", "2026-11-30", "mindestens zwei Monate"],
    ["2026-12-01", "2026-10-01", "vor dem Ende"],
    ["2023-01-01", "2026-06-30", "höchstens drei Jahre"],
  ])("a period %s … %s is refused: %s", (from, to, words) => expect(periodProblem(1, { from, to }, "2026-12-31")).toContain(words));

  it("a heating season or a year may be compared; a period may not end in the future", () => {
    expect(periodProblem(1, { from: "2025-10-01", to: "2026-04-30" }, "2026-12-31")).toBeNull();
    expect(periodProblem(1, { from: "2025-07-01", to: "2026-06-30" }, "2026-12-31")).toBeNull();
    expect(periodProblem(1, { from: "2026-10-01", to: "2027-03-31" }, "2026-12-31")).toContain("Zukunft");
  });
});

import { describe, expect, it } from "vitest";
import { checkDistribution, defaultDistribution } from "./station-distribution.ts";

const rules = (total: number, stations: number) => ({
  total,
  stations,
  minPerStation: 500,
  unitLabel: "Liter",
  format: (n: number) => new Intl.NumberFormat("de-DE").format(n),
});

describe("amount distribution over stations", () => {
  it("default split evenly, remainder to station 1", () => {
    expect(defaultDistribution(3000, 2)).toEqual([1500, 1500]);
    expect(defaultDistribution(3001, 2)).toEqual([1501, 1500]);
    expect(defaultDistribution(3002, 3)).toEqual([1002, 1000, 1000]);
    expect(defaultDistribution(3000, 1)).toEqual([3000]);
  });

  it("a valid distribution has no problems", () => {
    expect(checkDistribution([1500, 1500], rules(3000, 2))).toEqual([]);
    expect(checkDistribution([2500, 500], rules(3000, 2))).toEqual([]);
  });

  it("each station needs the product group's minimum per station", () => {
    expect(checkDistribution([2600, 400], rules(3000, 2))).toEqual([{ index: 1, message: "Lieferstelle 2 braucht mindestens 500 Liter." }]);
  });

  it("amounts are whole units", () => {
    expect(checkDistribution([1500.5, 1499.5], rules(3000, 2))[0]).toEqual({
      index: 0,
      message: "Bitte geben Sie für Lieferstelle 1 eine ganze Zahl an.",
    });
  });

  it("the sum must be the ordered amount", () => {
    expect(checkDistribution([1500, 1000], rules(3000, 2))).toEqual([
      {
        index: null,
        message:
          "Die Summe der Lieferstellen (2.500 Liter) muss der bestellten Menge von 3.000 Liter entsprechen – es fehlen noch 500 Liter.",
      },
    ]);
    expect(checkDistribution([2000, 1500], rules(3000, 2))[0].message).toContain("500 Liter zu viel");
  });

  it("one amount per station", () => {
    expect(checkDistribution([3000], rules(3000, 2))).toEqual([
      { index: null, message: "Bitte verteilen Sie die Menge auf genau 2 Lieferstellen." },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { changePct, changePctLabel, compareTiers, listChanges, netPriceText } from "./price-list-change.ts";

describe("price list change, band by band (decision 0027)", () => {
  it.each([
    [8990, 9210, 2.4],
    [10000, 9000, -10],
    [10000, 10000, 0],
    [9210, 8990, -2.4],
    [3, 4, 33.3],
    [null, 9000, null],
    [9000, null, null],
  ])("%j → %j is %j %", (before, after, pct) => {
    expect(changePct(before, after)).toBe(pct);
  });

  it.each([
    [2.4, "+2,4 %"],
    [-10, "−10,0 %"],
    [0, "±0,0 %"],
    [null, "–"],
  ])("label of %j is %s", (pct, label) => {
    expect(changePctLabel(pct)).toBe(label);
  });

  it("matches bands by their smallest amount: changed, new and dropped bands, gross with the country's VAT", () => {
    const old = [
      { minAmount: 500, netPerBasis: 10940 },
      { minAmount: 1500, netPerBasis: 9790 },
      { minAmount: 3000, netPerBasis: 9210 },
    ];
    const next = [
      { minAmount: 500, netPerBasis: 10940 },
      { minAmount: 3000, netPerBasis: 8990 },
      { minAmount: 10000, netPerBasis: 8500 },
    ];
    expect(compareTiers(old, next, 1)).toEqual([
      { MinAmount: 500, OldNetPrice: 10940, NewNetPrice: 10940, OldGrossPrice: 13019, NewGrossPrice: 13019, ChangePct: 0 },
      { MinAmount: 1500, OldNetPrice: 9790, NewNetPrice: null, OldGrossPrice: 11650, NewGrossPrice: null, ChangePct: null },
      { MinAmount: 3000, OldNetPrice: 9210, NewNetPrice: 8990, OldGrossPrice: 10960, NewGrossPrice: 10698, ChangePct: -2.4 },
      { MinAmount: 10000, OldNetPrice: null, NewNetPrice: 8500, OldGrossPrice: null, NewGrossPrice: 10115, ChangePct: null },
    ]);
    // Switzerland: 8.1 % VAT.
    expect(compareTiers([], [{ minAmount: 500, netPerBasis: 10000 }], 3)[0].NewGrossPrice).toBe(10810);
  });

  it.each([
    [[{ minAmount: 500, netPerBasis: 100 }], [{ minAmount: 500, netPerBasis: 100 }], false],
    [[{ minAmount: 500, netPerBasis: 100 }], [{ minAmount: 500, netPerBasis: 101 }], true],
    [[{ minAmount: 500, netPerBasis: 100 }], [], true],
    [[], [{ minAmount: 500, netPerBasis: 100 }], true],
  ])("changes anything: %j → %j is %s", (old, next, changes) => {
    expect(listChanges(compareTiers(old, next, 1))).toBe(changes);
  });

  it.each([
    [8990, 1, "89,90"],
    [108990, 2, "1089,90"],
    [8990, 3, "89.90"],
    [5, 1, "0,05"],
  ])("net price %i in country %i is typed as %s", (minor, countryId, text) => {
    expect(netPriceText(minor, countryId)).toBe(text);
  });
});

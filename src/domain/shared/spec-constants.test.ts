import { describe, expect, it } from "vitest";
import { writeOption } from "../calculator/calculator-config.ts";
import { vatRateLabel } from "../calculator/vat.ts";
import { INSTALLMENT_TERMS_TEXT } from "./texts.ts";
import { cacheTtlMs, installmentMonths, INSTALLMENT_OPTION_ID, publicCacheControl, shownPriceFactorIds } from "./spec-constants.ts";

describe("spec §9 constants", () => {
  it("an installment modifier below 1 or missing is 6; others stay", () => {
    expect([0, -1, null, undefined, 0.5].map(installmentMonths)).toEqual([6, 6, 6, 6, 6]);
    expect([1, 12, 36].map(installmentMonths)).toEqual([1, 12, 36]);
    expect(writeOption({ Id: INSTALLMENT_OPTION_ID, Modifier: 0 })).toBe("23$6");
    expect(writeOption({ Id: INSTALLMENT_OPTION_ID, Modifier: 24 })).toBe("23$24");
    expect(INSTALLMENT_TERMS_TEXT).toBe("6, 12, 24 oder 36");
  });

  it("caches: prices 120 s, news 3600 s", () => {
    expect(cacheTtlMs("prices")).toBe(120_000);
    expect(cacheTtlMs("news")).toBe(3_600_000);
    expect(publicCacheControl("reviewQuality")).toBe("public, max-age=3600");
  });

  it("price factors shown per country", () => {
    expect(shownPriceFactorIds(1)).toEqual([1, 2, 3, 5]);
    expect(shownPriceFactorIds(3)).toEqual([1, 2, 4, 5]);
  });

  it("the VAT rate as the price details name it", () => {
    expect([1, 2, 3].map(vatRateLabel)).toEqual(["19 %", "20 %", "8,1 %"]);
  });
});

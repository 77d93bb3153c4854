import { describe, expect, it } from "vitest";
import { isValidZipFormat, otherCountriesMatchingZip } from "./postcode.ts";

describe("§5 postal code format", () => {
  it.each([
    ["80331", 1, true],
    ["01067", 1, true],
    ["8033", 1, false],
    ["803311", 1, false],
    ["8033a", 1, false],
    [" 80331", 1, false],
    ["1010", 2, true],
    ["10100", 2, false],
    ["8001", 3, true],
    ["800", 3, false],
    ["", 1, false],
    ["1010", 9, false],
  ])("%s in country %i → %s", (zip, country, ok) => {
    expect(isValidZipFormat(zip, country)).toBe(ok);
  });
});

describe("§2 other-country hint candidates", () => {
  it.each([
    ["1010", 1, ["at", "ch"]],
    ["8001", 2, ["ch"]],
    ["80331", 2, ["de"]],
    ["80331", 3, ["de"]],
    ["80331", 1, []],
    ["123", 1, []],
  ])("%s on site %i → %j", (zip, country, codes) => {
    expect(otherCountriesMatchingZip(zip, country).map((l) => l.code)).toEqual(codes);
  });
});

import { describe, expect, it } from "vitest";
import { checkPostcodeList, checkRadius, listCovers, MAX_POSTCODE_ENTRIES, splitPostcodeList } from "./delivery-area.ts";

describe("a branch's postcode list (decision 0027)", () => {
  it.each([
    ["80331, 81\n82;83209  80333", ["80331", "81", "82", "83209", "80333"]],
    ["", []],
    [" ,; \n", []],
  ])("splits %j", (text, tokens) => {
    expect(splitPostcodeList(text)).toEqual(tokens);
  });

  it.each([
    // country, tokens, entries, problems
    [1, ["80331", "81", "80331"], ["80331", "81"], []],
    [1, ["81", "81675", "8167"], ["81"], []],
    [
      1,
      ["80a", "803311", "8"],
      [],
      [
        "„80a“ ist keine Postleitzahl: bitte nur Ziffern.",
        "„803311“ ist zu lang: Postleitzahlen haben in Deutschland 5 Ziffern.",
        "„8“ ist zu kurz: bitte mindestens 2 Ziffern (z. B. „80“ für alle Postleitzahlen, die so beginnen).",
      ],
    ],
    [2, ["1010", "10101"], ["1010"], ["„10101“ ist zu lang: Postleitzahlen haben in Österreich 4 Ziffern."]],
    [3, ["80", "8001", "3000"], ["3000", "80"], []],
  ])("country %i: %j → %j", (countryId, tokens, entries, problems) => {
    expect(checkPostcodeList(tokens, countryId)).toEqual({ entries, problems });
  });

  it("refuses more entries than a list may hold", () => {
    const tokens = Array.from({ length: MAX_POSTCODE_ENTRIES + 1 }, (_, i) => String(10000 + i * 7).padStart(5, "0"));
    expect(checkPostcodeList(tokens, 1).problems).toHaveLength(1);
  });

  it.each([
    [["80", "83209"], "80331", true],
    [["80", "83209"], "83209", true],
    [["80", "83209"], "83208", false],
    [[], "80331", false],
  ])("list %j covers %s: %s", (entries, zip, covered) => {
    expect(listCovers(entries, zip)).toBe(covered);
  });

  it.each([
    [0, null],
    [150, null],
    [151, "Bitte geben Sie einen Radius zwischen 0 und 150 km in ganzen Kilometern an."],
    [-1, "Bitte geben Sie einen Radius zwischen 0 und 150 km in ganzen Kilometern an."],
    [12.5, "Bitte geben Sie einen Radius zwischen 0 und 150 km in ganzen Kilometern an."],
  ])("radius %j km → %j", (km, problem) => {
    expect(checkRadius(km)).toBe(problem);
  });
});

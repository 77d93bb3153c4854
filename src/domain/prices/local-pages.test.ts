import { describe, expect, it } from "vitest";
import {
  isSubPlace,
  areaHeads,
  areaPrefixLength,
  featuredPlaces,
  rankByZipDistance,
  differencePercent,
  localPriceFigures,
  localPricePath,
  nearestZips,
  placeSlug,
  primaryPlace,
  zipDistrict,
} from "./local-pages.ts";

describe("§2 local price pages", () => {
  it.each([
    ["München", "muenchen"],
    ["Frankfurt am Main", "frankfurt-am-main"],
    ["Halle (Saale)", "halle-saale"],
    ["Zürich", "zuerich"],
    ["Genève", "geneve"],
    ["St. Gallen", "st-gallen"],
    ["Weißenburg i.Bay.", "weissenburg-i-bay"],
    ["Österreich-Ölberg", "oesterreich-oelberg"],
  ])("the URL name of %s is %s", (name, slug) => expect(placeSlug(name)).toBe(slug));

  it("paths follow /heizoelpreise/{stateName}/{countyOrCityZipCode?}/{cityZipCode?}", () => {
    expect(localPricePath("bayern")).toBe("/heizoelpreise/bayern");
    expect(localPricePath("bayern", "muenchen")).toBe("/heizoelpreise/bayern/muenchen");
    expect(localPricePath("bayern", "muenchen", "80331")).toBe("/heizoelpreise/bayern/muenchen/80331");
  });

  it("a postcode's page is filed under the place with the most postcodes, ties by name", () => {
    const places = [
      { slug: "hinterdorf", name: "Hinterdorf", zipCount: 1 },
      { slug: "markt-x", name: "Markt X", zipCount: 3 },
      { slug: "aach", name: "Aach", zipCount: 3 },
    ];
    expect(primaryPlace(places)?.slug).toBe("aach");
    expect(primaryPlace(places.slice(0, 2))?.slug).toBe("markt-x");
    expect(primaryPlace([])).toBeUndefined();
  });

  it("nearby postcodes are the numerically nearest of the same district", () => {
    const zips = ["79999", "80331", "80333", "80335", "80336", "80337", "80469", "81241"];
    expect(nearestZips(zips, "80335", 3)).toEqual(["80333", "80336", "80337"]);
    // 79999 is nearer by number but lies in another district.
    expect(nearestZips(zips, "80331", 2)).toEqual(["80333", "80335"]);
    expect(nearestZips(zips, "80469", 10)).toEqual(["80331", "80333", "80335", "80336", "80337"]);
    expect(nearestZips(zips, "81241", 10)).toEqual([]);
    expect(zipDistrict("80331")).toBe("80");
  });

  it("places near a place: candidates of the same district by distance to the nearest own postcode, then the others", () => {
    expect(rankByZipDistance(["80331", "80469"], ["80333", "80469", "81241", "80538", "79999", "80339", "80335"])).toEqual([
      "80333",
      "80335",
      "80339",
      "80538",
      "79999",
      "81241",
    ]);
    expect(rankByZipDistance([], ["80333"])).toEqual([]);
  });

  it("the lowest postcode of each postal area is its main town; areas are 2 digits in DE, 3 in AT/CH", () => {
    expect(areaHeads(["6020", "6060", "6063", "6100", "6103", "9900"], 2)).toEqual(["6020", "6100", "9900"]);
    expect(areaHeads(["6020", "6060", "6063", "6100"], 3)).toEqual(["6020", "6060", "6100"]);
    expect(areaPrefixLength(5)).toBe(2);
    expect(areaPrefixLength(4)).toBe(3);
  });

  it("a state page features big towns, then main towns of postal areas, then places with several postcodes", () => {
    const p = (name: string, zipCount: number) => ({ name, zipCount });
    const muenchen = p("München", 75);
    const rosenheim = p("Rosenheim", 1);
    const berg = p("Berg", 2);
    const dorf = p("Dorf", 1);
    const augsburg = p("Augsburg", 14);
    const heads = new Set([muenchen, rosenheim]);
    expect(featuredPlaces([dorf, berg, rosenheim, augsburg, muenchen], heads, 10).map((x) => x.name)).toEqual([
      "Augsburg",
      "Berg",
      "München",
      "Rosenheim",
    ]);
    expect(featuredPlaces([dorf, berg, rosenheim, augsburg, muenchen], heads, 3).map((x) => x.name)).toEqual([
      "Augsburg",
      "München",
      "Rosenheim",
    ]);
  });

  it("parts and special postcodes of a town are recognised by their name", () => {
    const towns = new Set(["Zürich", "Innsbruck", "Frankfurt am Main"]);
    expect(isSubPlace("Zürich 1", towns)).toBe(true);
    expect(isSubPlace("Zürich CS PZ", towns)).toBe(true);
    expect(isSubPlace("Innsbruck-Igls", towns)).toBe(true);
    expect(isSubPlace("Zürich", towns)).toBe(false);
    expect(isSubPlace("Zürichberg", towns)).toBe(false);
    expect(isSubPlace("Frankfurt (Oder)", towns)).toBe(false);
  });

  it("local figures: average (rounded half up), cheapest, dearest and number of dealers", () => {
    expect(localPriceFigures([10000, 10001])).toEqual({ average: 10001, cheapest: 10000, dearest: 10001, count: 2 });
    expect(localPriceFigures([9800, 10250, 10100])).toEqual({ average: 10050, cheapest: 9800, dearest: 10250, count: 3 });
    expect(localPriceFigures([])).toBeNull();
  });

  it("difference to the state average in percent, 1 decimal", () => {
    expect(differencePercent(10200, 10000)).toBe(2);
    expect(differencePercent(9876, 10000)).toBe(-1.2);
    expect(differencePercent(1, 0)).toBe(0);
  });
});

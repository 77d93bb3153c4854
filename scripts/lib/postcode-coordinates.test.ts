import { describe, expect, it } from "vitest";
import { distanceKm } from "../../src/domain/location/geo.ts";
import { assignCoordinates, candidatesFor, indexTowns, nameVariants, type Town } from "./postcode-coordinates.ts";

describe("name variants", () => {
  it.each([
    ["München", ["munich"]],
    ["Halle (Saale)", ["halle (saale)", "halle"]],
    ["Ketzin/Havel", ["ketzin/havel", "ketzin"]],
    ["Cottbus - Chóśebuz", ["cottbus chóśebuz", "cottbus"]],
    ["Neustadt b. Coburg", ["neustadt b. coburg", "neustadt"]],
    ["Limburg a. d. Lahn", ["limburg a. d. lahn", "limburg"]],
    ["Weil am Rhein", ["weil am rhein", "weil"]],
    ["St. Pölten", ["sankt pölten"]],
    ["Hansestadt Stade", ["hansestadt stade", "stade"]],
    ["Dessau-Roßlau", ["dessau roßlau", "dessau"]],
    ["Bad Homburg vor der Höhe", ["bad homburg vor der höhe", "bad homburg"]],
  ])("%s → %j", (name, variants) => {
    expect(nameVariants(name)).toEqual(variants);
  });
});

describe("town candidates", () => {
  const towns: Town[] = [
    { name: "Neustadt", lat: 50, lon: 10, stateId: 1 },
    { name: "Neustadt", lat: 51, lon: 11, stateId: 2 },
    { name: "Hanau am Main", lat: 50.13, lon: 8.91, stateId: 1 },
    { name: "Hanau", lat: 52, lon: 12, stateId: 3 },
  ];
  const index = indexTowns(towns);

  it("keeps only the towns of the postcode's state", () => {
    expect(candidatesFor("Neustadt", 2, index)).toEqual({ towns: [towns[1]], exact: true });
    expect(candidatesFor("Neustadt", 9, index)).toEqual({ towns: [], exact: false });
  });

  it("finds a town by a shortened form of its name, marked as not exact", () => {
    expect(candidatesFor("Hanau", 1, index)).toEqual({ towns: [towns[2]], exact: false });
    expect(candidatesFor("Hanau", 3, index)).toEqual({ towns: [towns[3]], exact: true });
  });
});

describe("assigning coordinates", () => {
  // A line of towns along one degree of latitude, ~11 km apart, postcodes numbered along it.
  const line = (i: number) => ({ lat: 50 + i * 0.1, lon: 10 });
  const towns: Town[] = [
    ...Array.from({ length: 8 }, (_, i) => ({ name: `Ort ${i}`, ...line(i), stateId: 1 })),
    // Two towns called Neustadt: one on the line, one 300 km away in the same state.
    { name: "Neustadt", ...line(3.5), stateId: 1 },
    { name: "Neustadt", lat: 47.3, lon: 10, stateId: 1 },
    // A unique name far away whose namesake on the line is too small for GeoNames.
    { name: "Fernort", lat: 53, lon: 13, stateId: 1 },
  ];
  const postcodes = [
    { zip: "10100", places: ["Ort 0"], stateId: 1 },
    { zip: "10110", places: ["Ort 1"], stateId: 1 },
    { zip: "10120", places: ["Ort 2"], stateId: 1 },
    { zip: "10130", places: ["Ort 3"], stateId: 1 },
    { zip: "10135", places: ["Neustadt"], stateId: 1 },
    { zip: "10140", places: ["Ort 4"], stateId: 1 },
    { zip: "10145", places: ["Fernort"], stateId: 1 },
    { zip: "10150", places: ["Ort 5"], stateId: 1 },
    { zip: "10155", places: ["Kleinstdorf"], stateId: 1 },
    { zip: "10160", places: ["Ort 6", "Kleinstdorf"], stateId: 1 },
    { zip: "10170", places: ["Ort 7"], stateId: 1 },
    { zip: "20000", places: ["Nirgendwo"], stateId: 1 },
  ];
  const result = assignCoordinates(postcodes, towns, new Map([[1, { lat: 49, lon: 9 }]]));

  it("places a postcode at its town", () => {
    expect(result.get("10120")).toEqual({ ...line(2), source: "town" });
    expect(result.get("10160")).toEqual({ ...line(6), source: "town" });
  });

  it("picks the namesake next to the postcode's neighbours", () => {
    expect(result.get("10135")).toEqual({ ...line(3.5), source: "town" });
  });

  it("drops a unique name far from every neighbour and puts the postcode between its neighbours", () => {
    const p = result.get("10145")!;
    expect(p.source).toBe("neighbours");
    expect(distanceKm(p, line(4.5))).toBeLessThan(1);
  });

  it("puts a postcode without a known town between its numeric neighbours", () => {
    const p = result.get("10155")!;
    expect(p.source).toBe("neighbours");
    expect(distanceKm(p, line(5.5))).toBeLessThan(1);
  });

  it("falls back to the state's centre when the whole prefix is unknown", () => {
    expect(result.get("20000")!.source).toBe("state");
  });
});

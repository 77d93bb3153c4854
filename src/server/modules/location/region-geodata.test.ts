import { describe, expect, it } from "vitest";
import { drawDeliveryMap, MAX_TOWN_LABELS } from "../../../domain/dealer-portal/delivery-map.ts";
import { distanceKm } from "../../../domain/location/geo.ts";
import { loadRegionGeodata } from "./region-geodata.ts";

const geo = loadRegionGeodata();
const labels = (map: ReturnType<typeof drawDeliveryMap>) => map.Towns.filter((t) => t.Label).map((t) => t.Name);

/** The committed geodata (npm run data:build) drawn for real places (decision 0048). */
describe("the delivery maps' geodata", () => {
  it("holds the states of the three countries, their neighbours and towns named as the postcode lists name them", () => {
    expect(geo.areas.filter((a) => a.kind === "state" && a.country === "de")).toHaveLength(16);
    expect(geo.areas.filter((a) => a.kind === "state" && a.country === "at")).toHaveLength(9);
    expect(geo.areas.filter((a) => a.kind === "neighbour").map((a) => a.country)).toEqual(
      expect.arrayContaining(["fra", "cze", "pol", "ita"]),
    );
    const names = new Set(geo.towns.map((t) => t.name));
    for (const name of ["München", "Wien", "Nürnberg", "Zürich", "Genève", "Passau", "Graz"]) expect(names, name).toContain(name);
    expect([...names].filter((n) => /\s-\s/.test(n))).toEqual([]);
  });

  it("Passau, 60 km: the German–Austrian border and state borders, Passau named, Austrian towns across the border", () => {
    const passau = { lat: 48.5665, lon: 13.4312 };
    const map = drawDeliveryMap(geo, { country: "de", position: passau, radiusKm: 60, postcodes: [] });
    expect(map.Borders.map((b) => b.Kind)).toEqual(["state", "country"]);
    expect(map.Areas.map((a) => a.Kind)).toEqual(["neighbour", "other", "home"]);
    expect(labels(map)).toContain("Passau");
    expect(labels(map).length).toBeLessThanOrEqual(MAX_TOWN_LABELS);
    expect(map.TownsInside[0]).toBe("Passau");
    expect(map.Towns.some((t) => t.Name === "Linz")).toBe(true);
    // Names repeat across the countries ("Neukirchen"): the one of that name nearest to Passau is the one drawn.
    const nearest = (name: string) => Math.min(...geo.towns.filter((g) => g.name === name).map((g) => distanceKm(passau, g)));
    for (const t of map.Towns) expect([t.Name, nearest(t.Name) <= 60]).toEqual([t.Name, t.Inside]);
  });

  it("München, 40 km, with two listed postcodes: München named, the postcodes marked", () => {
    const map = drawDeliveryMap(geo, {
      country: "de",
      position: { lat: 48.137, lon: 11.575 },
      radiusKm: 40,
      postcodes: [
        { zip: "83022", lat: 47.856, lon: 12.122 },
        { zip: "84028", lat: 48.537, lon: 12.152 },
      ],
    });
    expect(labels(map)).toContain("München");
    expect(map.Postcodes.map((p) => p.ZipCode)).toEqual(["83022", "84028"]);
    expect(map.Postcodes.some((p) => p.Label)).toBe(true);
    // A phone's page stays light: the finished map is a few kilobytes.
    expect(JSON.stringify(map).length).toBeLessThan(40_000);
  });
});

import { describe, expect, it } from "vitest";
import maps from "./state-maps.generated.json";
import { kmToMapUnits, projectPoint, type MapCountry } from "../../../domain/location/map-projection.ts";

type Polygon = [number, number][];

/** The outlines of one state as polygons ("M x,y L x,y … Z" per ring). */
function polygonsOf(country: MapCountry, mapId: string): Polygon[] {
  const d = (maps as Record<string, { states: { mapId: string; d: string }[] }>)[country].states.find((s) => s.mapId === mapId)!.d;
  return d
    .split("Z")
    .filter(Boolean)
    .map((ring) =>
      ring
        .replace(/^M/, "")
        .split("L")
        .map((p) => p.split(",").map(Number) as [number, number]),
    );
}

function inside([x, y]: [number, number], polygon: Polygon): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

describe("points on the state maps (decision 0027)", () => {
  it.each([
    ["de", "München", 48.137, 11.575, "DE.BY"],
    ["de", "Hamburg", 53.551, 9.994, "DE.HH"],
    ["de", "Dresden", 51.05, 13.738, "DE.SN"],
    ["de", "Freiburg", 47.999, 7.842, "DE.BW"],
    ["at", "Innsbruck", 47.269, 11.404, "AT.TR"],
    ["at", "Graz", 47.071, 15.439, "AT.ST"],
    ["ch", "Bern", 46.948, 7.447, "CH.BE"],
    ["ch", "Lugano", 46.004, 8.951, "CH.TI"],
  ] as const)("%s: %s lands in its state %s", (country, _city, lat, lon, mapId) => {
    const point = projectPoint(country, { lat, lon });
    expect(polygonsOf(country, mapId).some((p) => inside(point, p))).toBe(true);
  });

  it("a radius in km: Munich to Augsburg (≈ 57 km) is as far on the map as 57 km around Munich", () => {
    const munich = projectPoint("de", { lat: 48.137, lon: 11.575 });
    const augsburg = projectPoint("de", { lat: 48.3705, lon: 10.898 });
    const onMap = Math.hypot(augsburg[0] - munich[0], augsburg[1] - munich[1]);
    expect(onMap / kmToMapUnits("de", 48.25, 57)).toBeCloseTo(1, 1);
  });
});

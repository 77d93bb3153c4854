import { describe, expect, it } from "vitest";
import { distanceKm } from "../location/geo.ts";
import { boundsOf } from "../location/map-geometry.ts";
import { kmToMapUnits, mapSize, projectPoint } from "../location/map-projection.ts";
import {
  BOLD_CHAR_WIDTH,
  CHAR_WIDTH,
  drawDeliveryMap,
  MAX_INSIDE_LABELS,
  MAX_TOWN_LABELS,
  type RegionGeodata,
  type TownPoint,
} from "./delivery-map.ts";

const munich = { lat: 48.137, lon: 11.575 };
const part = (flat: number[]) => ({ flat, bounds: boundsOf(flat) });

/**
 * A small world in degrees: a German state around Munich, an Austrian one to its south-east, a
 * neighbour far away, a state border and a country border through the area, and towns.
 */
function world(towns: TownPoint[] = []): RegionGeodata {
  return {
    areas: [
      { kind: "state", country: "de", rings: [part([10, 47.75, 13, 47.75, 13, 49.5, 10, 49.5])] },
      { kind: "state", country: "at", rings: [part([12, 46.5, 14, 46.5, 14, 47.75, 12, 47.75])] },
      { kind: "neighbour", country: "fra", rings: [part([3, 45, 5, 45, 5, 46, 3, 46])] },
    ],
    borders: [
      { kind: "state", parts: [part([11, 47.75, 11, 49.5])] },
      { kind: "country", parts: [part([10, 47.75, 13, 47.75]), part([3, 45, 5, 45])] },
    ],
    towns,
  };
}

const town = (name: string, lat: number, lon: number, population = 1000): TownPoint => ({ name, lat, lon, population });

describe("the delivery map worked out on the server (decision 0048)", () => {
  it("centres on the radius with the state maps' projection and cuts everything to the view", () => {
    const map = drawDeliveryMap(world(), { country: "de", position: munich, radiusKm: 40, postcodes: [] });
    const [x, y] = projectPoint("de", munich);
    const r = kmToMapUnits("de", munich.lat, 40);
    expect(map.Radius).toEqual({ Cx: Math.round(x * 10) / 10, Cy: Math.round(y * 10) / 10, R: Math.round(r * 10) / 10 });
    expect(map.Branch).toEqual({ X: map.Radius!.Cx, Y: map.Radius!.Cy });
    const [vx, vy, vw, vh] = map.ViewBox.split(" ").map(Number);
    expect(vx).toBeLessThanOrEqual(x - r);
    expect(vy).toBeLessThanOrEqual(y - r);
    expect(vx + vw).toBeGreaterThanOrEqual(x + r);
    expect(vy + vh).toBeGreaterThanOrEqual(y + r);
    // The branch's own country, the other one, both kinds of border; the far neighbour is not in the view.
    expect(map.Areas.map((a) => a.Kind)).toEqual(["other", "home"]);
    expect(map.Borders.map((b) => b.Kind)).toEqual(["state", "country"]);
    // No point of an outline lies further out than the cut (2 % around the view).
    for (const d of [...map.Areas, ...map.Borders].map((p) => p.D)) {
      const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
      for (let i = 0; i < numbers.length; i += 2) {
        expect(numbers[i]).toBeGreaterThanOrEqual(vx - vw * 0.021);
        expect(numbers[i]).toBeLessThanOrEqual(vx + vw * 1.021);
        expect(numbers[i + 1]).toBeGreaterThanOrEqual(vy - vh * 0.021);
        expect(numbers[i + 1]).toBeLessThanOrEqual(vy + vh * 1.021);
      }
    }
  });

  it("towns in the view, inside the radius by the offers' own distance, the largest named first, the branch's own town too", () => {
    const towns = [
      town("Freising", 48.4035, 11.7488, 42_570),
      town("München", 48.137, 11.575, 1_260_391),
      town("Rosenheim", 47.8564, 12.1225, 63_080),
      town("Augsburg", 48.3715, 10.8985, 259_196),
      town("Hamburg", 53.55, 9.99, 1_739_117),
    ];
    const map = drawDeliveryMap(world(towns), { country: "de", position: munich, radiusKm: 40, postcodes: [] });
    expect(map.Towns.map((t) => t.Name)).toEqual(["München", "Augsburg", "Rosenheim", "Freising"]);
    for (const t of map.Towns) expect(t.Inside).toBe(distanceKm(munich, towns.find((x) => x.name === t.Name)!) <= 40);
    expect(map.Towns.find((t) => t.Name === "Freising")!.Inside).toBe(true);
    expect(map.Towns.find((t) => t.Name === "Augsburg")!.Inside).toBe(false);
    expect(map.TownsInside).toEqual(["München", "Freising"]);
    // The branch sits on München's dot: its name goes beside the branch's mark, not under it.
    expect(map.Towns.every((t) => t.Label !== null)).toBe(true);
  });

  it("names as many towns as stay readable: inside the radius first, no two names overlap", () => {
    // A dense grid of villages around the branch: far more than fit.
    const towns: TownPoint[] = [];
    for (let i = -6; i <= 6; i++)
      for (let j = -6; j <= 6; j++)
        towns.push(town(`Ort ${i}/${j}`, munich.lat + i * 0.05, munich.lon + j * 0.07, 10_000 - 100 * (Math.abs(i) + Math.abs(j))));
    const map = drawDeliveryMap(world(towns), { country: "de", position: munich, radiusKm: 20, postcodes: [] });
    const labelled = map.Towns.filter((t) => t.Label);
    expect(labelled.length).toBeGreaterThan(3);
    expect(labelled.length).toBeLessThanOrEqual(MAX_TOWN_LABELS);
    // The first names go to towns inside the radius.
    expect(labelled.slice(0, MAX_INSIDE_LABELS).every((t) => t.Inside)).toBe(true);
    const boxes = labelled.map((t) => {
      const w = t.Name.length * (t.Inside ? BOLD_CHAR_WIDTH : CHAR_WIDTH) * map.FontSize;
      const x0 = t.Label!.Anchor === "start" ? t.Label!.X : t.Label!.X - w;
      return { x0, x1: x0 + w, y0: t.Label!.Y - map.FontSize * 0.8, y1: t.Label!.Y + map.FontSize * 0.25 };
    });
    for (let a = 0; a < boxes.length; a++)
      for (let b = a + 1; b < boxes.length; b++) {
        const overlap = boxes[a].x0 < boxes[b].x1 && boxes[b].x0 < boxes[a].x1 && boxes[a].y0 < boxes[b].y1 && boxes[b].y0 < boxes[a].y1;
        expect(overlap, `${labelled[a].Name} / ${labelled[b].Name}`).toBe(false);
      }
    // Every name stays inside the picture.
    const [vx, , vw] = map.ViewBox.split(" ").map(Number);
    for (const b of boxes) expect(b.x0 >= vx && b.x1 <= vx + vw).toBe(true);
  });

  it("the listed postcodes are marked, the view widens to them, their numbers written where there is room", () => {
    const hamburg = { zip: "20095", lat: 53.551, lon: 9.994 };
    const map = drawDeliveryMap(world(), { country: "de", position: munich, radiusKm: 0, postcodes: [hamburg] });
    expect(map.Radius).toBeNull();
    expect(map.Postcodes).toEqual([
      expect.objectContaining({ ZipCode: "20095", Label: expect.objectContaining({ Anchor: expect.any(String) }) }),
    ]);
    const [, vy, , vh] = map.ViewBox.split(" ").map(Number);
    expect(vy).toBeLessThan(projectPoint("de", hamburg)[1]);
    expect(vy + vh).toBeGreaterThan(projectPoint("de", munich)[1]);
  });

  it("without a position and a list: the whole country, no circle, no branch", () => {
    const map = drawDeliveryMap(world(), { country: "at", position: null, radiusKm: 30, postcodes: [] });
    const [w, h] = mapSize("at");
    expect(map.ViewBox).toBe(`0 0 ${w} ${h}`);
    expect(map.Radius).toBeNull();
    expect(map.Branch).toBeNull();
    expect(map.Areas.map((a) => a.Kind)).toContain("home");
  });
});

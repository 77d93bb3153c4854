import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { kmToMapUnits, projectPoint } from "../state-map/map-projection.ts";
import { DeliveryMap } from "./delivery-map.tsx";

const munich = { Lat: 48.137, Lon: 11.575 };
const render = (props: Partial<Parameters<typeof DeliveryMap>[0]> = {}) =>
  renderToStaticMarkup(createElement(DeliveryMap, { country: "de", branchName: "Filiale München", position: munich, radiusKm: 40, points: [], ...props }));
const attr = (html: string, cls: string, name: string) => Number(new RegExp(`class="${cls}"[^>]*?\\s${name}="([-\\d.]+)"`).exec(html)?.[1]);

describe("the delivery map drawn on the server (decision 0027)", () => {
  it("draws the radius around the branch with the state map's projection, and the view holds the whole circle", () => {
    const html = render();
    const [x, y] = projectPoint("de", { lat: munich.Lat, lon: munich.Lon });
    expect(attr(html, "delivery-map__radius", "cx")).toBeCloseTo(x, 0);
    expect(attr(html, "delivery-map__radius", "cy")).toBeCloseTo(y, 0);
    const r = attr(html, "delivery-map__radius", "r");
    expect(r).toBeCloseTo(kmToMapUnits("de", munich.Lat, 40), 0);
    const [vx, vy, vw, vh] = /viewBox="([^"]+)"/.exec(html)![1].split(" ").map(Number);
    expect(vx).toBeLessThanOrEqual(x - r);
    expect(vy).toBeLessThanOrEqual(y - r);
    expect(vx + vw).toBeGreaterThanOrEqual(x + r);
    expect(vy + vh).toBeGreaterThanOrEqual(y + r);
    // Germany's 16 states around it, and the branch on top.
    expect(html.match(/<path /g)).toHaveLength(16);
    expect(html).toContain("<title>Filiale München</title>");
    expect(html).toContain("Radius 40 km");
  });

  it("draws the listed postcodes as dots and widens the view to them", () => {
    const hamburg = { ZipCode: "20095", Lat: 53.551, Lon: 9.994 };
    const html = render({ radiusKm: 0, points: [hamburg] });
    expect(html).not.toContain("delivery-map__radius");
    expect(html).toContain("<title>20095</title>");
    const [, vy, , vh] = /viewBox="([^"]+)"/.exec(html)![1].split(" ").map(Number);
    const [, hy] = projectPoint("de", { lat: hamburg.Lat, lon: hamburg.Lon });
    expect(vy).toBeLessThan(hy);
    expect(vy + vh).toBeGreaterThan(projectPoint("de", { lat: munich.Lat, lon: munich.Lon })[1]);
  });

  it("without coordinates: the whole country, no circle, and a note why", () => {
    const html = render({ position: null });
    expect(html).toContain('viewBox="0 0 600 816"');
    expect(html).not.toContain("delivery-map__radius");
    expect(html).toContain("noch keine Koordinaten hinterlegt");
  });
});

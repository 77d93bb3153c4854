import { describe, expect, it } from "vitest";
import { createGeoGrid, distanceKm, type GeoPoint } from "./geo.ts";

const BERLIN = { lat: 52.52, lon: 13.405 };
const MUNICH = { lat: 48.1372, lon: 11.5755 };
const VIENNA = { lat: 48.2085, lon: 16.3721 };
const ZURICH = { lat: 47.3769, lon: 8.5417 };
const HAMBURG = { lat: 53.5511, lon: 9.9937 };

describe("distanceKm (haversine)", () => {
  // Expected values: the same great circles by the spherical law of cosines (an independent formula),
  // computed once outside this code; Berlin–München ≈ 504 km matches published figures.
  it.each([
    ["Berlin", BERLIN, "München", MUNICH, 504.31],
    ["Wien", VIENNA, "Zürich", ZURICH, 591.94],
    ["Berlin", BERLIN, "Hamburg", HAMBURG, 255.25],
    ["München", MUNICH, "Zürich", ZURICH, 242.01],
    ["München", MUNICH, "Wien", VIENNA, 355.72],
  ])("%s – %s ≈ %s km", (_a, a, _b, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 1);
  });

  it.each([
    // One degree of latitude is ~111.2 km everywhere; one degree of longitude shrinks with cos(lat).
    [{ lat: 48, lon: 11 }, { lat: 49, lon: 11 }, 111.19],
    [{ lat: 0, lon: 0 }, { lat: 0, lon: 1 }, 111.19],
    [{ lat: 60, lon: 10 }, { lat: 60, lon: 11 }, 55.6],
  ])("%j – %j ≈ %s km", (a, b, km) => {
    expect(distanceKm(a, b)).toBeCloseTo(km, 1);
  });

  it("is zero for the same point and symmetric", () => {
    expect(distanceKm(MUNICH, MUNICH)).toBe(0);
    expect(distanceKm(BERLIN, VIENNA)).toBe(distanceKm(VIENNA, BERLIN));
  });

  it("stays finite for antipodes", () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("geo grid", () => {
  let seed = 11;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  // Points over DE/AT/CH and a bit beyond; centres and radii as the delivery areas use them.
  const points: GeoPoint[] = Array.from({ length: 3000 }, () => ({ lat: 45.5 + rnd() * 10, lon: 5.5 + rnd() * 12 }));
  const grid = createGeoGrid(points);

  it.each(
    Array.from(
      { length: 40 },
      () => [{ lat: 45.5 + rnd() * 10, lon: 5.5 + rnd() * 12 }, [1, 30, 55, 80, 200][Math.floor(rnd() * 5)]] as const,
    ),
  )("finds exactly the points a full scan finds around %j within %i km", (centre, km) => {
    const found: number[] = [];
    grid.forEachWithin(centre, km, (i, d) => {
      expect(d).toBe(distanceKm(centre, points[i]));
      found.push(i);
    });
    const expected = points
      .map((p, i) => [i, distanceKm(centre, p)] as const)
      .filter(([, d]) => d <= km)
      .map(([i]) => i);
    expect(found.sort((a, b) => a - b)).toEqual(expected);
  });
});

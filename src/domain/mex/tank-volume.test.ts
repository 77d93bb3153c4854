import { describe, expect, it } from "vitest";
import {
  calibrateSensorToBottom,
  geometricLitres,
  levelForLitres,
  levelMm,
  litresAt,
  litresAt15C,
  tankHeightMm,
  TANK_SHAPE,
  validateGeometry,
  type TankGeometry,
} from "./tank-volume.ts";

const base: TankGeometry = {
  shape: 1,
  horizontal: false,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  diameterMm: null,
  count: 1,
  nominalLitres: 1000,
  dipChart: null,
};
const angular: TankGeometry = { ...base, shape: TANK_SHAPE.angular, lengthMm: 2000, widthMm: 1000, heightMm: 1500, nominalLitres: 3000 };
const upright: TankGeometry = { ...base, shape: TANK_SHAPE.cylinder, diameterMm: 1000, heightMm: 2000, nominalLitres: 1570 };
const lying: TankGeometry = {
  ...base,
  shape: TANK_SHAPE.cylinder,
  horizontal: true,
  diameterMm: 1000,
  lengthMm: 2000,
  nominalLitres: 1570,
};
const ball: TankGeometry = { ...base, shape: TANK_SHAPE.ball, diameterMm: 1000, nominalLitres: 524 };
const battery: TankGeometry = { ...angular, shape: TANK_SHAPE.battery, count: 3, nominalLitres: 9000 };

// The horizontal cylinder's closed form, written out independently: segment area r²·acos((r−h)/r) − (r−h)·√(2rh − h²).
const segment = (r: number, h: number, length: number) =>
  (length * (r * r * Math.acos((r - h) / r) - (r - h) * Math.sqrt(2 * r * h - h * h))) / 1e6;

describe("geometricLitres: the volume below a level from the dimensions", () => {
  it.each<[string, TankGeometry, number, number]>([
    ["angular, half", angular, 750, 1500],
    ["angular, full", angular, 1500, 3000],
    ["upright cylinder, half", upright, 1000, (Math.PI * 500 ** 2 * 1000) / 1e6],
    ["lying cylinder, half", lying, 500, (Math.PI * 500 ** 2 * 2000) / 2e6],
    ["lying cylinder, a quarter of the height", lying, 250, segment(500, 250, 2000)],
    ["lying cylinder, 90 % of the height", lying, 900, segment(500, 900, 2000)],
    ["lying cylinder, full", lying, 1000, (Math.PI * 500 ** 2 * 2000) / 1e6],
    ["ball, half = half the sphere", ball, 500, ((2 / 3) * Math.PI * 500 ** 3) / 1e6],
    ["ball, full", ball, 1000, ((4 / 3) * Math.PI * 500 ** 3) / 1e6],
    ["ball, a fifth", ball, 200, (Math.PI * 200 ** 2 * (1500 - 200)) / 3e6],
    ["battery of 3 = 3 × the angular tank", battery, 750, 3 * 1500],
    // The level is clamped into the tank.
    ["below the bottom", angular, -40, 0],
    ["above the top", angular, 1700, 3000],
    ["above a ball", ball, 1200, ((4 / 3) * Math.PI * 500 ** 3) / 1e6],
  ])("%s", (_, g, level, litres) => {
    expect(geometricLitres(g, level)).toBeCloseTo(litres, 6);
  });

  it.each<[TankGeometry, number]>([
    [angular, 1500],
    [upright, 2000],
    [lying, 1000],
    [ball, 1000],
    [battery, 1500],
  ])("tank height of shape %#", (g, height) => {
    expect(tankHeightMm(g)).toBe(height);
  });
});

describe("litresAt: the nominal volume and the dip chart count", () => {
  const chart: TankGeometry = {
    ...angular,
    // Unsorted on purpose: the chart is sorted by level.
    dipChart: [
      { levelCm: 100, litres: 1500 },
      { levelCm: 10, litres: 100 },
      { levelCm: 50, litres: 700 },
    ],
  };

  it.each<[string, TankGeometry, number, number]>([
    // Geometric 3000 l full, 2900 l on the type plate: everything scales by 29/30.
    ["scaled to the nominal volume, half", { ...angular, nominalLitres: 2900 }, 750, 1450],
    ["scaled to the nominal volume, full", { ...angular, nominalLitres: 2900 }, 1500, 2900],
    ["lying cylinder, half of the nominal", lying, 500, 785],
    ["ball, half of the nominal", ball, 500, 262],
    ["rounded to one decimal", upright, 333, Math.round(1570 * (333 / 2000) * 10) / 10],
    // The dip chart wins over the dimensions.
    ["chart: below its first point, from (0, 0)", chart, 50, 50],
    ["chart: on a point", chart, 100, 100],
    ["chart: between points", chart, 300, 400],
    ["chart: fractional cm", chart, 305, 407.5],
    ["chart: the last point", chart, 1000, 1500],
    ["chart: above the last point, clamped", chart, 2000, 1500],
    ["chart: below the bottom", chart, -20, 0],
  ])("%s", (_, g, level, litres) => {
    expect(litresAt(g, level)).toBeCloseTo(litres, 6);
  });

  it.each<[string, TankGeometry]>([
    ["angular", angular],
    ["upright cylinder", upright],
    ["lying cylinder", lying],
    ["ball", ball],
    ["battery", battery],
    ["dip chart", chart],
  ])("levelForLitres inverts litresAt to the millimetre: %s", (_, g) => {
    for (const level of [0, 1, 37, 250, 500, 777, 999]) {
      const litres = litresAt(g, level);
      const back = levelForLitres(g, litres);
      expect(Math.abs(back - level)).toBeLessThanOrEqual(1);
    }
  });

  it.each<[number, number]>([
    [-5, 0],
    [0, 0],
    [1_000_000, 1000],
  ])("levelForLitres(lying cylinder, %i) is clamped to %i mm", (litres, level) => {
    expect(levelForLitres(lying, litres)).toBe(level);
  });
});

describe("litres at 15 °C", () => {
  it.each<[number, number | null, number]>([
    // Warm oil is expanded: 1000 l at 25 °C are 990.6 l at 15 °C; cold oil the other way round.
    [1000, 25, 990.6],
    [1000, 5, 1009.6],
    [1000, 15, 1000],
    [1234.56, null, 1234.56],
  ])("%d l at %s °C → %d l", (litres, t, expected) => {
    expect(litresAt15C(litres, t)).toBe(expected);
  });
});

describe("level and calibration", () => {
  it.each<[number, number, number]>([
    [1600, 400, 1200],
    [1600, 1700, -100],
    [1600, 0, 1600],
  ])("sensor to bottom %i, distance %i → level %i", (bottom, distance, level) => {
    expect(levelMm(bottom, distance)).toBe(level);
  });

  it.each<[number, number]>([
    [430, 1170],
    [1500, 100],
    [80, 0],
  ])("round trip: distance %i, dipstick %i", (distance, dipstick) => {
    const bottom = calibrateSensorToBottom(distance, dipstick);
    expect(bottom).toBe(distance + dipstick);
    expect(levelMm(bottom, distance)).toBe(dipstick);
  });
});

describe("validateGeometry", () => {
  it.each<[string, TankGeometry, string | null]>([
    ["angular", angular, null],
    ["upright cylinder", upright, null],
    ["lying cylinder", lying, null],
    ["ball", ball, null],
    ["battery", battery, null],
    ["angular without length", { ...angular, lengthMm: null }, "Bitte geben Sie die Länge des Tanks in Millimetern an."],
    ["angular without width", { ...angular, widthMm: 0 }, "Bitte geben Sie die Breite des Tanks in Millimetern an."],
    ["battery without height", { ...battery, heightMm: null }, "Bitte geben Sie die Höhe des Tanks in Millimetern an."],
    ["upright cylinder without diameter", { ...upright, diameterMm: null }, "Bitte geben Sie den Durchmesser des Tanks in Millimetern an."],
    ["upright cylinder without height", { ...upright, heightMm: null }, "Bitte geben Sie die Höhe des Tanks in Millimetern an."],
    [
      "lying cylinder needs a length, not a height",
      { ...lying, lengthMm: null, heightMm: 1000 },
      "Bitte geben Sie die Länge des Tanks in Millimetern an.",
    ],
    ["ball needs only a diameter", { ...ball, lengthMm: null, heightMm: null }, null],
    ["too small", { ...angular, widthMm: 99 }, "Bitte geben Sie die Breite des Tanks zwischen 100 und 10.000 Millimetern an."],
    ["too large", { ...ball, diameterMm: 10_001 }, "Bitte geben Sie den Durchmesser des Tanks zwischen 100 und 10.000 Millimetern an."],
    ["unknown shape", { ...angular, shape: 5 as never }, "Bitte wählen Sie die Form des Tanks."],
    ["battery of one", { ...battery, count: 1, nominalLitres: 3000 }, "Eine Tankbatterie besteht aus mindestens 2 Tanks."],
    ["battery of eleven", { ...battery, count: 11 }, "Die Anzahl der Tanks muss zwischen 1 und 10 liegen."],
    ["count not whole", { ...battery, count: 2.5 }, "Die Anzahl der Tanks muss zwischen 1 und 10 liegen."],
    [
      "nominal too small",
      { ...angular, nominalLitres: 99 },
      "Bitte geben Sie das Nennvolumen des Tanks zwischen 100 und 100.000 Litern an.",
    ],
    [
      "nominal too large",
      { ...angular, nominalLitres: 100_001 },
      "Bitte geben Sie das Nennvolumen des Tanks zwischen 100 und 100.000 Litern an.",
    ],
    // Centimetres typed as millimetres: the dimensions give a tenth of the type plate.
    [
      "nominal does not fit the dimensions",
      { ...angular, lengthMm: 200 },
      "Das Nennvolumen passt nicht zu den Maßen des Tanks. Bitte prüfen Sie die Angaben.",
    ],
    ["a plastic tank smaller than its bounding box", { ...angular, nominalLitres: 2000 }, null],
    [
      "dip chart with falling litres",
      {
        ...angular,
        dipChart: [
          { levelCm: 10, litres: 200 },
          { levelCm: 20, litres: 100 },
        ],
      },
      "Die Peiltabelle muss je Füllhöhe einen Wert haben, und die Liter dürfen mit der Höhe nicht fallen.",
    ],
    [
      "dip chart with a level twice",
      {
        ...angular,
        dipChart: [
          { levelCm: 10, litres: 100 },
          { levelCm: 10, litres: 120 },
        ],
      },
      "Die Peiltabelle muss je Füllhöhe einen Wert haben, und die Liter dürfen mit der Höhe nicht fallen.",
    ],
  ])("%s", (_, g, message) => {
    expect(validateGeometry(g)).toBe(message);
  });
});

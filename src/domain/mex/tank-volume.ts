/**
 * Litres in a heating-oil tank from the oil level a tank sensor (mex) measures. The sensor sits on top
 * and measures the distance down to the oil surface; the level is the sensor-to-bottom distance minus
 * that. Shapes and their ids are fixed by the spec. Lengths are millimetres, volumes litres
 * (1 l = 1,000,000 mm³).
 */
export type TankShape = 1 | 2 | 3 | 4;

export const TANK_SHAPE = { angular: 1, cylinder: 2, ball: 3, battery: 4 } as const;

/** One point of a dip chart (Peiltabelle): the tank maker's litres at a level. */
export interface DipChartPoint {
  levelCm: number;
  litres: number;
}

export interface TankGeometry {
  shape: TankShape;
  /** Only for a cylinder: lying (true) or upright. */
  horizontal: boolean;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  diameterMm: number | null;
  /** A battery: N identical angular tanks side by side, connected at the bottom. Ignored for other shapes. */
  count: number;
  /** The volume on the type plate; for a battery, of all its tanks together. */
  nominalLitres: number;
  dipChart: DipChartPoint[] | null;
}

const MM3_PER_LITRE = 1_000_000;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The height the oil can rise to: a lying cylinder and a ball are as high as they are wide. */
export function tankHeightMm(g: TankGeometry): number {
  if (g.shape === TANK_SHAPE.ball || (g.shape === TANK_SHAPE.cylinder && g.horizontal)) return g.diameterMm ?? 0;
  return g.heightMm ?? 0;
}

/** The volume below `levelMm` from the tank's dimensions, unrounded; the level is clamped into the tank. */
export function geometricLitres(g: TankGeometry, levelMm: number): number {
  const h = Math.min(Math.max(levelMm, 0), tankHeightMm(g));
  const r = (g.diameterMm ?? 0) / 2;
  const length = g.lengthMm ?? 0;
  let mm3: number;
  switch (g.shape) {
    case TANK_SHAPE.angular:
      mm3 = length * (g.widthMm ?? 0) * h;
      break;
    case TANK_SHAPE.battery:
      // Connected at the bottom, every tank of the battery stands at the same level.
      mm3 = g.count * length * (g.widthMm ?? 0) * h;
      break;
    case TANK_SHAPE.cylinder:
      if (!g.horizontal) {
        mm3 = Math.PI * r * r * h;
      } else {
        // The circular segment up to h, times the length: θ is the angle the oil surface spans.
        const theta = r > 0 ? 2 * Math.acos((r - h) / r) : 0;
        mm3 = (length * r * r * (theta - Math.sin(theta))) / 2;
      }
      break;
    case TANK_SHAPE.ball:
      // The spherical cap of height h.
      mm3 = (Math.PI * h * h * (3 * r - h)) / 3;
      break;
    default:
      mm3 = 0;
  }
  return mm3 / MM3_PER_LITRE;
}

/** The dip chart's litres at a level: linear between its points, from (0 cm, 0 l), clamped above the last. */
function dipChartLitres(chart: DipChartPoint[], levelMm: number): number {
  const points = [...chart].sort((a, b) => a.levelCm - b.levelCm);
  if (points[0].levelCm > 0) points.unshift({ levelCm: 0, litres: 0 });
  const cm = levelMm / 10;
  if (cm <= points[0].levelCm) return cm < points[0].levelCm ? 0 : points[0].litres;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    if (cm <= b.levelCm) return a.litres + ((b.litres - a.litres) * (cm - a.levelCm)) / (b.levelCm - a.levelCm);
  }
  return points[points.length - 1].litres;
}

function unroundedLitres(g: TankGeometry, levelMm: number): number {
  // The tank maker's dip chart was measured on the real tank: it wins over any calculation.
  if (g.dipChart && g.dipChart.length > 0) return dipChartLitres(g.dipChart, levelMm);
  // Real tanks deviate from their nominal dimensions (rounded edges, wall thickness, bulging): the
  // volume on the type plate is what counts, so the shape only says how it fills.
  const full = geometricLitres(g, tankHeightMm(g));
  return full > 0 ? (geometricLitres(g, levelMm) * g.nominalLitres) / full : 0;
}

/** The litres in the tank at a level, to one decimal. */
export function litresAt(g: TankGeometry, levelMm: number): number {
  return round1(unroundedLitres(g, levelMm));
}

/**
 * The level (whole mm) at which the tank holds `litres`: the inverse of `litresAt`, by bisection, for
 * calibrating a sensor against a known content (after a delivery that filled the tank, say).
 */
export function levelForLitres(g: TankGeometry, litres: number): number {
  const chart = g.dipChart ?? [];
  let lo = 0;
  let hi = Math.max(tankHeightMm(g), ...chart.map((p) => p.levelCm * 10));
  if (litres <= 0) return 0;
  if (litres >= unroundedLitres(g, hi)) return Math.round(hi);
  while (hi - lo > 0.25) {
    const mid = (lo + hi) / 2;
    if (unroundedLitres(g, mid) < litres) lo = mid;
    else hi = mid;
  }
  return Math.round((lo + hi) / 2);
}

/** Heating oil expands by about 0.095 % per kelvin (DIN 51757 gives ≈ 0.00084–0.00095 for EL). */
export const OIL_EXPANSION_PER_DEGREE = 0.00095;

/** The litres a measured volume would be at 15 °C, the temperature deliveries are billed at. */
export function litresAt15C(litres: number, temperatureC: number | null): number {
  if (temperatureC === null) return litres;
  return round1(litres / (1 + OIL_EXPANSION_PER_DEGREE * (temperatureC - 15)));
}

/** The oil level under the sensor; out of range (negative, above the tank) is the status rules' to judge. */
export function levelMm(sensorToBottomMm: number, distanceMm: number): number {
  return sensorToBottomMm - distanceMm;
}

/**
 * The sensor-to-bottom distance from one calibration: the customer dips a rod and reads the oil height
 * while the sensor measures the distance down to the same surface; together they span the tank.
 */
export function calibrateSensorToBottom(distanceMm: number, dipstickLevelMm: number): number {
  return distanceMm + dipstickLevelMm;
}

// Written out in the messages as 10.000 and 100.000 (German digit grouping).
const MIN_MM = 100;
const MAX_MM = 10_000;
const MIN_LITRES = 100;
const MAX_LITRES = 100_000;
const MAX_COUNT = 10;
// The nominal volume may deviate from the dimensions (a plastic tank is smaller than its bounding box),
// but not by half or more: that is a typing error, centimetres for millimetres, say.
const NOMINAL_TO_GEOMETRIC = [0.5, 1.5] as const;

const DIMENSION_NAMES = { lengthMm: "die Länge", widthMm: "die Breite", heightMm: "die Höhe", diameterMm: "den Durchmesser" } as const;
export type Dimension = keyof typeof DIMENSION_NAMES;

/** The dimensions a shape is measured by (a cylinder: by its position); the guide asks for these and no others. */
export function requiredDimensions(g: Pick<TankGeometry, "shape" | "horizontal">): Dimension[] {
  switch (g.shape) {
    case TANK_SHAPE.angular:
    case TANK_SHAPE.battery:
      return ["lengthMm", "widthMm", "heightMm"];
    case TANK_SHAPE.cylinder:
      return g.horizontal ? ["diameterMm", "lengthMm"] : ["diameterMm", "heightMm"];
    case TANK_SHAPE.ball:
      return ["diameterMm"];
    default:
      return [];
  }
}

/** The first problem with a tank's data, as the form shows it; null when the volume can be calculated. */
export function validateGeometry(g: TankGeometry): string | null {
  if (!Object.values(TANK_SHAPE).includes(g.shape)) return "Bitte wählen Sie die Form des Tanks.";
  for (const d of requiredDimensions(g)) {
    const v = g[d];
    if (v === null || !Number.isFinite(v) || v <= 0) return `Bitte geben Sie ${DIMENSION_NAMES[d]} des Tanks in Millimetern an.`;
    if (v < MIN_MM || v > MAX_MM) return `Bitte geben Sie ${DIMENSION_NAMES[d]} des Tanks zwischen ${MIN_MM} und 10.000 Millimetern an.`;
  }
  if (!Number.isInteger(g.count) || g.count < 1 || g.count > MAX_COUNT)
    return `Die Anzahl der Tanks muss zwischen 1 und ${MAX_COUNT} liegen.`;
  if (g.shape === TANK_SHAPE.battery && g.count < 2) return "Eine Tankbatterie besteht aus mindestens 2 Tanks.";
  if (!Number.isFinite(g.nominalLitres) || g.nominalLitres < MIN_LITRES || g.nominalLitres > MAX_LITRES) {
    return `Bitte geben Sie das Nennvolumen des Tanks zwischen ${MIN_LITRES} und 100.000 Litern an.`;
  }
  const ratio = g.nominalLitres / geometricLitres(g, tankHeightMm(g));
  if (ratio < NOMINAL_TO_GEOMETRIC[0] || ratio > NOMINAL_TO_GEOMETRIC[1])
    return "Das Nennvolumen passt nicht zu den Maßen des Tanks. Bitte prüfen Sie die Angaben.";
  if (g.dipChart) {
    const points = [...g.dipChart].sort((a, b) => a.levelCm - b.levelCm);
    const valid = points.every(
      (p, i) => p.levelCm >= 0 && p.litres >= 0 && (i === 0 || (p.levelCm > points[i - 1].levelCm && p.litres >= points[i - 1].litres)),
    );
    if (!valid) return "Die Peiltabelle muss je Füllhöhe einen Wert haben, und die Liter dürfen mit der Höhe nicht fallen.";
  }
  return null;
}

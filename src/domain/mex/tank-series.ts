/**
 * From a tank's raw readings to what the customer sees (decision 0030): each reading's level, litres at
 * 15 °C and status, computed from the tank as it is set up now — so a changed geometry, calibration or dip
 * chart recomputes the whole history at once (nothing derived is stored).
 */
import { isStale, readingStatus, type ReadingStatus } from "./reading-status.ts";
import { geometricLitres, levelMm, litresAt, litresAt15C, tankHeightMm, type TankGeometry } from "./tank-volume.ts";

export interface TankSetup {
  tankTypeId: number;
  tankCount: number;
  horizontal: boolean;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  diameterMm: number | null;
  nominalLitres: number | null;
  sensorToBottomMm: number | null;
  dipChart: { levelCm: number; litres: number }[] | null;
}

export interface RawReading {
  measuredAt: Date;
  distanceMm: number | null;
  temperatureC: number | null;
  batteryV: number | null;
}

export interface SeriesPoint {
  at: Date;
  levelMm: number | null;
  litres: number | null;
  status: ReadingStatus | "not-calibrated";
  batteryV: number | null;
}

/** Tanks may be filled to 95 % of their height (TRwS 791: overfill protection); the suction pipe ends ~50 mm above the bottom. */
export const MAX_FILL_SHARE = 0.95;
export const SUCTION_HEIGHT_MM = 50;

/** The tank's setup as a geometry, as entered (nominal 0 when not given); validateGeometry judges it. */
export function geometryInput(t: TankSetup): TankGeometry {
  const shape = (t.tankTypeId === 1 && t.tankCount > 1 ? 4 : t.tankTypeId) as TankGeometry["shape"];
  return {
    shape,
    horizontal: t.horizontal,
    lengthMm: t.lengthMm,
    widthMm: t.widthMm,
    heightMm: t.heightMm,
    diameterMm: t.diameterMm,
    count: Math.max(1, t.tankCount),
    nominalLitres: t.nominalLitres ?? 0,
    dipChart: t.dipChart && t.dipChart.length > 0 ? t.dipChart : null,
  };
}

/** A usable geometry (a nominal volume taken from the dip chart or the dimensions when none is given), or null. */
export function geometryOf(t: TankSetup): TankGeometry | null {
  const g = geometryInput(t);
  if (![1, 2, 3, 4].includes(g.shape)) return null;
  try {
    const height = tankHeightMm(g);
    if (!Number.isFinite(height) || height <= 0) return null;
    if (!g.nominalLitres)
      g.nominalLitres = g.dipChart ? Math.max(...g.dipChart.map((p) => p.litres)) : Math.round(geometricLitres(g, height));
    return Number.isFinite(g.nominalLitres) && g.nominalLitres > 0 ? g : null;
  } catch {
    return null;
  }
}

export function capacityOf(t: TankSetup): number | null {
  const g = geometryOf(t);
  return g ? g.nominalLitres : null;
}

/** The readings (oldest first) as a series of litres and statuses. */
export function tankSeries(t: TankSetup, readings: readonly RawReading[]): SeriesPoint[] {
  const g = geometryOf(t);
  const out: SeriesPoint[] = [];
  let previous: { litres: number; measuredAt: Date } | null = null;
  for (const r of readings) {
    if (!g || t.sensorToBottomMm === null) {
      out.push({ at: r.measuredAt, levelMm: null, litres: null, status: "not-calibrated", batteryV: r.batteryV });
      continue;
    }
    const height = tankHeightMm(g);
    const level = r.distanceMm === null || r.distanceMm <= 0 ? null : levelMm(t.sensorToBottomMm, r.distanceMm);
    const litres = level === null ? null : litresAt15C(litresAt(g, Math.min(Math.max(level, 0), height)), r.temperatureC);
    const status = readingStatus({
      distanceMm: r.distanceMm,
      batteryV: r.batteryV,
      levelMm: level,
      maxFillMm: height * MAX_FILL_SHARE,
      minLevelMm: SUCTION_HEIGHT_MM,
      previous,
      litres,
      capacityLitres: g.nominalLitres,
      measuredAt: r.measuredAt,
    });
    out.push({ at: r.measuredAt, levelMm: level, litres, status, batteryV: r.batteryV });
    if (litres !== null && status !== "implausible-jump" && status !== "no-metering") previous = { litres, measuredAt: r.measuredAt };
  }
  return out;
}

/** The latest usable point, and the status the customer sees now (no data for 36 h wins). */
export function currentState(series: readonly SeriesPoint[], capacity: number | null, now: Date) {
  const last = series.at(-1) ?? null;
  const usable = [...series].reverse().find((p) => p.litres !== null && p.status !== "implausible-jump") ?? null;
  const status = last === null ? null : isStale(last.at, now) ? ("no-data" as const) : last.status;
  const litres = usable?.litres ?? null;
  return {
    lastMeasuredAt: last?.at ?? null,
    litres,
    levelPercent: litres !== null && capacity ? Math.round((litres / capacity) * 100) : null,
    batteryV: last?.batteryV ?? null,
    status,
  };
}

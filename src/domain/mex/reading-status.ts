/**
 * What a tank sensor's reading says about itself: whether it can be trusted, and what the customer
 * should be told. One status per reading, the most serious first.
 */
import { refillThreshold } from "./refills.ts";

export type ReadingStatus = "ok" | "no-metering" | "distance-too-short" | "below-min" | "implausible-jump" | "battery-low" | "no-data";

export const READING_STATUS_TEXT: Record<ReadingStatus, string> = {
  ok: "Messung in Ordnung",
  "no-metering": "Keine Messung (Sensor hat keinen Abstand gemessen)",
  "distance-too-short": "Abstand zu kurz: Füllstand über der maximalen Füllhöhe",
  "below-min": "Füllstand unter dem Mindeststand",
  "implausible-jump": "Unplausibler Sprung des Füllstands",
  "battery-low": "Batterie schwach",
  "no-data": "Seit 36 Stunden keine Messung",
};

/** Below this voltage the sensor's battery is running out: it should be changed before the readings stop. */
export const BATTERY_LOW_V = 2.9;
export const NO_DATA_AFTER_MS = 36 * 3600_000;

const DAY_MS = 86_400_000;
// A rise under the refill threshold but above 2 % of the tank is neither warming (≈1 % for 10 K) nor
// noise nor a delivery (500 l at least).
const NOISE_RISE_PERCENT = 2;
// No heating burns more a day than 5 % of its tank, at least 100 l: a larger fall is a leak or a misreading.
const MAX_FALL_PERCENT_PER_DAY = 5;
const MAX_FALL_LITRES_PER_DAY = 100;

export interface ReadingInput {
  distanceMm: number | null;
  batteryV: number | null;
  /** Null while the sensor-to-bottom distance is unknown (not calibrated). */
  levelMm: number | null;
  /** The highest allowed level (the overfill protection's height). */
  maxFillMm: number;
  /** The suction pipe's height: below it the burner gets no oil. */
  minLevelMm: number;
  previous: { litres: number; measuredAt: Date } | null;
  litres: number | null;
  capacityLitres: number;
  measuredAt: Date;
}

/**
 * The implausible jump, compared with the previous reading:
 * - a fall of more than max(5 % of the tank, 100 l) per day elapsed, counting at least one day (readings
 *   a few hours apart scatter by the same few millimetres as readings a day apart), or
 * - a rise above 2 % of the tank that is not above the refill threshold (refills.ts): too large for
 *   warming oil or noise, too small for a delivery. A larger rise is a refill, which is plausible.
 */
function isImplausibleJump(input: ReadingInput): boolean {
  if (!input.previous || input.litres === null) return false;
  const change = input.litres - input.previous.litres;
  const days = Math.max((input.measuredAt.getTime() - input.previous.measuredAt.getTime()) / DAY_MS, 1);
  const maxFall = Math.max((MAX_FALL_PERCENT_PER_DAY * input.capacityLitres) / 100, MAX_FALL_LITRES_PER_DAY) * days;
  if (change < -maxFall) return true;
  return change > (NOISE_RISE_PERCENT * input.capacityLitres) / 100 && change <= refillThreshold(input.capacityLitres);
}

/**
 * The reading's status. Precedence: no measurement > level above the maximum fill height > below the
 * minimum > implausible jump > weak battery > ok. "no-data" belongs to the sensor, not to a reading: see
 * `isStale`.
 */
export function readingStatus(input: ReadingInput): ReadingStatus {
  if (input.distanceMm === null || input.distanceMm <= 0) return "no-metering";
  if (input.levelMm !== null && input.levelMm > input.maxFillMm) return "distance-too-short";
  if (input.levelMm !== null && input.levelMm < input.minLevelMm) return "below-min";
  if (isImplausibleJump(input)) return "implausible-jump";
  if (input.batteryV !== null && input.batteryV < BATTERY_LOW_V) return "battery-low";
  return "ok";
}

/** Whether the sensor has been silent for 36 hours or more (or has never sent a reading). */
export function isStale(lastMeasuredAt: Date | null, now: Date): boolean {
  return lastMeasuredAt === null || now.getTime() - lastMeasuredAt.getTime() >= NO_DATA_AFTER_MS;
}

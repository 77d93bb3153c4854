import { currentState, capacityOf, tankSeries, type SeriesPoint } from "../../../domain/mex/tank-series.ts";
import { READING_STATUS_TEXT } from "../../../domain/mex/reading-status.ts";
import type { SensorItem } from "../../../domain/mex/mex.schemas.ts";
import type { Db } from "../../../db/client.ts";
import { readingsOfSensor, type SensorRow, type TankRow } from "./mex.repo.ts";

/** A year and a bit: enough for the year-against-year chart and the heating-season model. */
const HISTORY_DAYS = 400;

export const NOT_CALIBRATED_TEXT = "Noch nicht abgeglichen: Bitte schließen Sie die Einrichtung mit dem Füllstandsabgleich ab.";

export function statusText(status: SensorItem["status"]): string | null {
  if (status === null) return null;
  return status === "not-calibrated" ? NOT_CALIBRATED_TEXT : READING_STATUS_TEXT[status];
}

/** The tank's series from its sensor's readings, computed from the tank as it is set up now. */
export async function seriesOf(db: Db, sensorId: number, tank: TankRow, now: Date): Promise<SeriesPoint[]> {
  const readings = await readingsOfSensor(db, sensorId, new Date(now.getTime() - HISTORY_DAYS * 86_400_000));
  return tankSeries(tank, readings);
}

export async function sensorItem(db: Db, row: { sensor: SensorRow; tank: TankRow; sensorTypeId: number }, now: Date): Promise<SensorItem> {
  const series = await seriesOf(db, row.sensor.id, row.tank, now);
  const capacity = capacityOf(row.tank);
  const state = currentState(series, capacity, now);
  return {
    id: row.sensor.id,
    deviceId: row.sensor.deviceId,
    name: row.sensor.name,
    sensorTypeId: row.sensorTypeId === 4 ? 3 : row.sensorTypeId,
    isMain: row.sensor.isMain,
    tankId: row.tank.id,
    tankName: row.tank.name,
    deliveryAddressId: row.sensor.deliveryAddressId,
    setupComplete: row.tank.setupCompletedAt !== null,
    capacityLitres: capacity,
    litres: state.litres,
    levelPercent: state.levelPercent,
    lastMeasuredAt: state.lastMeasuredAt?.toISOString() ?? null,
    batteryV: state.batteryV,
    status: state.status,
    statusText: statusText(state.status),
  };
}

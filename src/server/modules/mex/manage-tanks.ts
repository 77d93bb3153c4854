import { AppError } from "../../../domain/shared/errors.ts";
import type { TankAnswer, TankBody } from "../../../domain/mex/mex.schemas.ts";
import { calibrateSensorToBottom, validateGeometry } from "../../../domain/mex/tank-volume.ts";
import { geometryInput, geometryOf } from "../../../domain/mex/tank-series.ts";
import { sensorTypeOnLoad, tankTypeOnLoad, tankTypeOnSave } from "../../../domain/mex/tank-wire.ts";
import type { MexDeps } from "./mex-deps.ts";
import { latestReading, readingCount, renameSensorsOfTank, sensorOfTank, tankOfUser, updateTankRow, type TankRow } from "./mex.repo.ts";

async function answerOf(deps: MexDeps, tank: TankRow): Promise<TankAnswer> {
  const sensor = await sensorOfTank(deps.db, tank.id);
  const last = sensor ? await latestReading(deps.db, sensor.sensor.id) : null;
  return {
    id: tank.id,
    name: tank.name,
    tankTypeId: tankTypeOnLoad(tank),
    sensorTypeId: sensor ? sensorTypeOnLoad(sensor.sensorTypeId) : null,
    tankCount: tank.tankCount,
    horizontal: tank.horizontal,
    lengthMm: tank.lengthMm,
    widthMm: tank.widthMm,
    heightMm: tank.heightMm,
    diameterMm: tank.diameterMm,
    nominalLitres: tank.nominalLitres,
    sensorToBottomMm: tank.sensorToBottomMm,
    dipChart: tank.dipChart ?? [],
    reservePercent: tank.reservePercent,
    zipCode: tank.zip,
    countryId: tank.countryId,
    setupComplete: tank.setupCompletedAt !== null,
    sensorId: sensor?.sensor.id ?? null,
    deviceId: sensor?.sensor.deviceId ?? null,
    lastDistanceMm: last?.distanceMm ?? null,
    lastMeasuredAt: last?.measuredAt.toISOString() ?? null,
    readingCount: sensor ? await readingCount(deps.db, sensor.sensor.id) : 0,
  };
}

/** GET /api/mex/tanks/{id}: only her own tank; lower-camel keys, battery and radio mapped for loading (spec §4). */
export async function getTank(deps: MexDeps, input: { userId: number; tankId: number }): Promise<TankAnswer> {
  const tank = await tankOfUser(deps.db, input.userId, input.tankId);
  if (!tank) throw new AppError("TANK_NOT_FOUND");
  return answerOf(deps, tank);
}

/**
 * PUT /api/mex/tanks/{id}: the whole tank as the guide holds it (capitalised keys). A battery is stored as
 * angular with its count; a geometry that cannot hold oil is a 400 with the field's German message; the
 * dip chart keeps every row not marked Deleted; a dipstick reading solves the sensor-to-bottom distance
 * from the latest reading. Everything derived is computed from the stored setup, so it all changes at once.
 */
export async function saveTank(deps: MexDeps, input: { userId: number; tankId: number; body: TankBody }): Promise<TankAnswer> {
  const tank = await tankOfUser(deps.db, input.userId, input.tankId);
  if (!tank) throw new AppError("TANK_NOT_FOUND");
  const b = input.body;
  const dipChart = (b.DipChart ?? [])
    .filter((r) => r.ChangeState !== "Deleted")
    .map((r) => ({ levelCm: r.LevelCm, litres: r.Litres }))
    .sort((x, y) => x.levelCm - y.levelCm);
  const next = {
    name: b.Name,
    tankTypeId: tankTypeOnSave(b.TankTypeId),
    // The body schema kept a count for a battery only and a position for a cylinder only (decision 0047).
    tankCount: b.TankCount,
    horizontal: b.Horizontal,
    lengthMm: b.LengthMm,
    widthMm: b.WidthMm,
    heightMm: b.HeightMm,
    diameterMm: b.DiameterMm,
    nominalLitres: b.NominalLitres,
    dipChart: dipChart.length ? dipChart : null,
    reservePercent: b.ReservePercent ?? tank.reservePercent,
    zip: b.ZipCode ?? tank.zip,
    countryId: b.CountryId ?? tank.countryId,
    sensorToBottomMm: tank.sensorToBottomMm,
    setupCompletedAt: b.SetupComplete ? (tank.setupCompletedAt ?? deps.now()) : tank.setupCompletedAt,
    updatedAt: deps.now(),
  };
  const g = geometryOf(next);
  const problem = validateGeometry(g ? { ...g, nominalLitres: next.nominalLitres ?? g.nominalLitres } : geometryInput(next));
  if (problem) throw new AppError("VALIDATION_ERROR", { message: problem, field: fieldOf(problem) });
  if (b.DipstickLevelMm !== undefined) {
    const sensor = await sensorOfTank(deps.db, tank.id);
    const last = sensor ? await latestReading(deps.db, sensor.sensor.id) : null;
    if (!last || last.distanceMm === null) throw new AppError("CALIBRATION_NEEDS_READING");
    next.sensorToBottomMm = calibrateSensorToBottom(last.distanceMm, b.DipstickLevelMm);
  }
  const saved = await deps.db.transaction(async (tx) => {
    const row = await updateTankRow(tx, input.userId, tank.id, next);
    if (row && row.name !== tank.name) await renameSensorsOfTank(tx, input.userId, tank.id, row.name);
    return row;
  });
  if (!saved) throw new AppError("TANK_NOT_FOUND");
  return answerOf(deps, saved);
}

/** Which form field a geometry message is about (its wording names it). */
function fieldOf(message: string): string {
  if (/Länge/.test(message)) return "LengthMm";
  if (/Breite/.test(message)) return "WidthMm";
  if (/Höhe/.test(message)) return "HeightMm";
  if (/Durchmesser/.test(message)) return "DiameterMm";
  if (/Anzahl|Tanks/.test(message)) return "TankCount";
  return "NominalLitres";
}

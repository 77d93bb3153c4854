import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { mexAlerts, mexApiTokens, mexDevices, mexReadings, mexSensors, mexTanks } from "../../../db/schema/mex.ts";
import { exportCountry, exportTime, type ExportTables } from "../../../domain/customer/data-export.ts";
import { SENSOR_TYPE_TEXT, sensorTypeOnLoad, TANK_TYPE_TEXT, tankTypeOnLoad } from "../../../domain/mex/tank-wire.ts";

export type TankRow = typeof mexTanks.$inferSelect;
export type SensorRow = typeof mexSensors.$inferSelect;
export type ReadingRow = typeof mexReadings.$inferSelect;
export type NewReading = typeof mexReadings.$inferInsert;

export async function deviceById(db: Db, deviceId: string) {
  const [row] = await db.select().from(mexDevices).where(eq(mexDevices.deviceId, deviceId)).limit(1);
  return row ?? null;
}

export async function insertDevice(db: Db, row: typeof mexDevices.$inferInsert) {
  await db.insert(mexDevices).values(row).onConflictDoNothing();
}

export async function sensorOfDevice(db: Db, deviceId: string) {
  const [row] = await db.select().from(mexSensors).where(eq(mexSensors.deviceId, deviceId)).limit(1);
  return row ?? null;
}

/** The device with the sensor it is claimed as (one query: ingestion asks this for every reading it has not cached). */
export async function deviceClaimOf(db: Db, deviceId: string) {
  const [row] = await db
    .select({ deviceId: mexDevices.deviceId, secret: mexDevices.secret, sensorId: mexSensors.id })
    .from(mexDevices)
    .leftJoin(mexSensors, eq(mexSensors.deviceId, mexDevices.deviceId))
    .where(eq(mexDevices.deviceId, deviceId))
    .limit(1);
  return row ?? null;
}

export async function sensorsOfUser(db: Db, userId: number) {
  return db
    .select({ sensor: mexSensors, tank: mexTanks, sensorTypeId: mexDevices.sensorTypeId })
    .from(mexSensors)
    .innerJoin(mexTanks, eq(mexTanks.id, mexSensors.tankId))
    .innerJoin(mexDevices, eq(mexDevices.deviceId, mexSensors.deviceId))
    .where(eq(mexSensors.userId, userId))
    .orderBy(asc(mexSensors.id));
}

export async function tankOfUser(db: Db, userId: number, tankId: number) {
  const [row] = await db
    .select()
    .from(mexTanks)
    .where(and(eq(mexTanks.id, tankId), eq(mexTanks.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function sensorOfTank(db: Db, tankId: number) {
  const [row] = await db
    .select({ sensor: mexSensors, sensorTypeId: mexDevices.sensorTypeId })
    .from(mexSensors)
    .innerJoin(mexDevices, eq(mexDevices.deviceId, mexSensors.deviceId))
    .where(eq(mexSensors.tankId, tankId))
    .orderBy(asc(mexSensors.id))
    .limit(1);
  return row ?? null;
}

export async function readingsOfSensor(db: Db, sensorId: number, since?: Date) {
  return db
    .select({
      measuredAt: mexReadings.measuredAt,
      distanceMm: mexReadings.distanceMm,
      temperatureC: mexReadings.temperatureC,
      batteryV: mexReadings.batteryV,
      seq: mexReadings.seq,
    })
    .from(mexReadings)
    .where(since ? and(eq(mexReadings.sensorId, sensorId), gte(mexReadings.measuredAt, since)) : eq(mexReadings.sensorId, sensorId))
    .orderBy(asc(mexReadings.measuredAt), asc(mexReadings.seq));
}

export async function readingCount(db: Db, sensorId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(mexReadings).where(eq(mexReadings.sensorId, sensorId));
  return n;
}

export async function latestReading(db: Db, sensorId: number) {
  const [row] = await db
    .select()
    .from(mexReadings)
    .where(eq(mexReadings.sensorId, sensorId))
    .orderBy(desc(mexReadings.measuredAt), desc(mexReadings.seq))
    .limit(1);
  return row ?? null;
}

/** The one main sensor of a customer (spec §3: the active tank is the dashboard's main item). */
export async function setMainSensor(db: Db, userId: number, sensorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [hit] = await tx
      .select({ id: mexSensors.id })
      .from(mexSensors)
      .where(and(eq(mexSensors.id, sensorId), eq(mexSensors.userId, userId)))
      .for("update");
    if (!hit) return false;
    await tx
      .update(mexSensors)
      .set({ isMain: sql`${mexSensors.id} = ${sensorId}` })
      .where(eq(mexSensors.userId, userId));
    return true;
  });
}

export async function updateSensorRow(db: Db, userId: number, sensorId: number, set: { name: string; deliveryAddressId?: number | null }) {
  const rows = await db
    .update(mexSensors)
    .set(set)
    .where(and(eq(mexSensors.id, sensorId), eq(mexSensors.userId, userId)))
    .returning({ id: mexSensors.id, tankId: mexSensors.tankId });
  return rows[0] ?? null;
}

/** Removes the claim (the device can be paired again) and its tank; the raw readings stay, under the old sensor id nobody owns. */
export async function deleteSensorRow(db: Db, userId: number, sensorId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(mexSensors)
      .where(and(eq(mexSensors.id, sensorId), eq(mexSensors.userId, userId)))
      .returning();
    if (!row) return false;
    await tx.delete(mexTanks).where(and(eq(mexTanks.id, row.tankId), eq(mexTanks.userId, userId)));
    await tx.delete(mexAlerts).where(eq(mexAlerts.sensorId, sensorId));
    if (row.isMain) {
      const [next] = await tx
        .select({ id: mexSensors.id })
        .from(mexSensors)
        .where(eq(mexSensors.userId, userId))
        .orderBy(asc(mexSensors.id))
        .limit(1);
      if (next) await tx.update(mexSensors).set({ isMain: true }).where(eq(mexSensors.id, next.id));
    }
    return true;
  });
}

export async function insertTank(db: Db, row: typeof mexTanks.$inferInsert) {
  const [tank] = await db.insert(mexTanks).values(row).returning();
  return tank;
}

export async function insertSensor(db: Db, row: typeof mexSensors.$inferInsert) {
  const [sensor] = await db.insert(mexSensors).values(row).returning();
  return sensor;
}

export async function sensorCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(mexSensors).where(eq(mexSensors.userId, userId));
  return n;
}

export async function updateTankRow(db: Db, userId: number, tankId: number, set: Partial<typeof mexTanks.$inferInsert>) {
  const [row] = await db
    .update(mexTanks)
    .set(set)
    .where(and(eq(mexTanks.id, tankId), eq(mexTanks.userId, userId)))
    .returning();
  return row ?? null;
}

export async function openAlerts(db: Db, sensorId: number) {
  return db
    .select()
    .from(mexAlerts)
    .where(and(eq(mexAlerts.sensorId, sensorId), isNull(mexAlerts.clearedAt)));
}

/** The new alert's id, or null when one of that kind is already open. */
export async function raiseAlert(db: Db, sensorId: number, kind: string, at: Date): Promise<number | null> {
  const rows = await db.insert(mexAlerts).values({ sensorId, kind, raisedAt: at }).onConflictDoNothing().returning({ id: mexAlerts.id });
  return rows[0]?.id ?? null;
}

export async function sensorById(db: Db, sensorId: number) {
  const [row] = await db
    .select({ id: mexSensors.id, userId: mexSensors.userId, name: mexSensors.name, countryId: mexTanks.countryId })
    .from(mexSensors)
    .innerJoin(mexTanks, eq(mexTanks.id, mexSensors.tankId))
    .where(eq(mexSensors.id, sensorId))
    .limit(1);
  return row ?? null;
}

/** Sensors whose latest reading is older than the given time (or that never reported): the no-data sweep. */
export async function silentSensorIds(db: Db, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: mexSensors.id })
    .from(mexSensors)
    .where(
      sql`coalesce((select max(${mexReadings.measuredAt}) from ${mexReadings} where ${mexReadings.sensorId} = ${mexSensors.id}), ${mexSensors.createdAt}) < ${before.toISOString()}`,
    );
  return rows.map((r) => r.id);
}

export async function clearAlerts(db: Db, ids: number[], at: Date) {
  if (ids.length) await db.update(mexAlerts).set({ clearedAt: at }).where(inArray(mexAlerts.id, ids));
}

export async function tokensOfUser(db: Db, userId: number) {
  return db
    .select()
    .from(mexApiTokens)
    .where(and(eq(mexApiTokens.userId, userId), isNull(mexApiTokens.revokedAt)))
    .orderBy(asc(mexApiTokens.id));
}

export async function insertToken(db: Db, row: typeof mexApiTokens.$inferInsert) {
  const [t] = await db.insert(mexApiTokens).values(row).returning();
  return t;
}

export async function revokeToken(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(mexApiTokens)
    .set({ revokedAt: at })
    .where(and(eq(mexApiTokens.id, id), eq(mexApiTokens.userId, userId), isNull(mexApiTokens.revokedAt)))
    .returning({ id: mexApiTokens.id });
  return rows.length > 0;
}

export async function tokenByHash(db: Db, hash: string) {
  const [t] = await db
    .select()
    .from(mexApiTokens)
    .where(and(eq(mexApiTokens.tokenHash, hash), isNull(mexApiTokens.revokedAt)))
    .limit(1);
  return t ?? null;
}

export async function touchToken(db: Db, id: number, at: Date) {
  await db.update(mexApiTokens).set({ lastUsedAt: at }).where(eq(mexApiTokens.id, id));
}

/** Privacy: her tanks, sensors and tokens go with her account; raw readings stay anonymous under dead sensor ids. */
export async function eraseMexData(db: Db, userId: number) {
  const sensors = await db.delete(mexSensors).where(eq(mexSensors.userId, userId)).returning({ id: mexSensors.id });
  if (sensors.length)
    await db.delete(mexAlerts).where(
      inArray(
        mexAlerts.sensorId,
        sensors.map((s) => s.id),
      ),
    );
  await db.delete(mexTanks).where(eq(mexTanks.userId, userId));
  await db.delete(mexApiTokens).where(eq(mexApiTokens.userId, userId));
}

/**
 * Privacy export (decision 0046): her tanks, each with its sensors, the readings of her sensors and her
 * API keys, under the export's documented keys — without the device secret, the key hashes and the
 * device's readings from before she paired it.
 */
export async function exportMexData(db: Db, userId: number): Promise<ExportTables> {
  const tanks = await db.select().from(mexTanks).where(eq(mexTanks.userId, userId)).orderBy(asc(mexTanks.id));
  const sensors = await sensorsOfUser(db, userId);
  const readings = sensors.length
    ? await db
        .select({
          sensorId: mexReadings.sensorId,
          deviceId: mexReadings.deviceId,
          seq: mexReadings.seq,
          measuredAt: mexReadings.measuredAt,
          distanceMm: mexReadings.distanceMm,
          temperatureC: mexReadings.temperatureC,
          batteryV: mexReadings.batteryV,
          rssi: mexReadings.rssi,
        })
        .from(mexReadings)
        .where(
          inArray(
            mexReadings.sensorId,
            sensors.map((s) => s.sensor.id),
          ),
        )
        .orderBy(asc(mexReadings.measuredAt), asc(mexReadings.seq))
    : [];
  const tokens = await db
    .select({
      name: mexApiTokens.name,
      createdAt: mexApiTokens.createdAt,
      lastUsedAt: mexApiTokens.lastUsedAt,
      revokedAt: mexApiTokens.revokedAt,
    })
    .from(mexApiTokens)
    .where(eq(mexApiTokens.userId, userId))
    .orderBy(asc(mexApiTokens.createdAt));
  const sensorName = new Map(sensors.map((s) => [s.sensor.id, s.sensor.name]));
  return {
    Tanks: tanks.map((t) => ({
      Name: t.name,
      Form: TANK_TYPE_TEXT[tankTypeOnLoad(t)] ?? null,
      "Anzahl Tanks": t.tankCount,
      Liegend: t.horizontal,
      "Länge (mm)": t.lengthMm,
      "Breite (mm)": t.widthMm,
      "Höhe (mm)": t.heightMm,
      "Durchmesser (mm)": t.diameterMm,
      "Nennvolumen (Liter)": t.nominalLitres,
      "Abstand Sensor bis Boden (mm)": t.sensorToBottomMm,
      Peiltabelle: (t.dipChart ?? []).map((row) => ({ "Füllhöhe (cm)": row.levelCm, Liter: row.litres })),
      "Reserve (%)": t.reservePercent,
      PLZ: t.zip,
      Land: exportCountry(t.countryId),
      "Eingerichtet am": exportTime(t.setupCompletedAt),
      "Angelegt am": exportTime(t.createdAt),
      "Geändert am": exportTime(t.updatedAt),
      Sensoren: sensors
        .filter((s) => s.tank.id === t.id)
        .map((s) => ({
          Name: s.sensor.name,
          Gerät: s.sensor.deviceId,
          Sensorart: SENSOR_TYPE_TEXT[sensorTypeOnLoad(s.sensorTypeId)] ?? null,
          Haupttank: s.sensor.isMain,
          Lieferadresse: s.sensor.deliveryAddressId,
          "Gekoppelt am": exportTime(s.sensor.createdAt),
        })),
    })),
    Messwerte: readings.map((r) => ({
      Sensor: (r.sensorId !== null && sensorName.get(r.sensorId)) || null,
      Gerät: r.deviceId,
      Nummer: r.seq,
      "Gemessen am": exportTime(r.measuredAt),
      "Abstand (mm)": r.distanceMm,
      "Temperatur (°C)": r.temperatureC,
      "Batterie (V)": r.batteryV,
      "Signalstärke (dBm)": r.rssi,
    })),
    "API-Schlüssel": tokens.map((k) => ({
      Name: k.name,
      "Angelegt am": exportTime(k.createdAt),
      "Zuletzt benutzt am": exportTime(k.lastUsedAt),
      "Widerrufen am": exportTime(k.revokedAt),
    })),
  };
}

/** One name for the customer: the tank's name is its sensor's too. */
export async function renameSensorsOfTank(db: Db, userId: number, tankId: number, name: string) {
  await db
    .update(mexSensors)
    .set({ name })
    .where(and(eq(mexSensors.tankId, tankId), eq(mexSensors.userId, userId)));
}

import type { Db } from "../../../db/client.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import { claimDevice } from "./claim-device.ts";
import { ingestReadings } from "./ingest-readings.ts";
import { deleteSensor, listSensors, setMain, updateSensor } from "./manage-sensors.ts";
import { getTank, saveTank } from "./manage-tanks.ts";
import type { DeviceClaim, MexDeps } from "./mex-deps.ts";
import type { MexNeeds } from "./mex.needs.ts";
import { bestOfferFor, deliveryAddresses, heatingOilDeliveries } from "./mex.answers.ts";

const DEVICE_PREFIX = "mex:device:";
import { mexSnapshot } from "./mex-snapshot.ts";
import { deviceClaimOf, eraseMexData, exportMexData, sensorsOfUser, silentSensorIds } from "./mex.repo.ts";
import { createReadingWriter } from "./reading-writer.ts";
import { LRUCache } from "lru-cache";
import { prefixesOverlap } from "../../platform/cache/cache.ts";
import { sensorDetail } from "./sensor-detail.ts";
import { historyCsv } from "./history-csv.ts";
import { createToken, listTokens, openDevices, revokeOwnToken } from "./open-data.ts";
import { seriesOf } from "./sensor-state.ts";
import { tankOutlook } from "./tank-outlook.ts";
import { checkTankAlerts, type AlertDeps } from "./check-tank-alerts.ts";
import { NO_DATA_AFTER_MS } from "../../../domain/mex/reading-status.ts";
import { sensorItem } from "./sensor-state.ts";

export const MEX_ALERT_QUEUE = "mex-alert-check";
export const MEX_SWEEP_QUEUE = "mex-alert-sweep";

/**
 * Tank monitoring, the mex feature (decision 0030): devices report signed readings (MQTT or
 * HTTP), customers pair sensors, set up their tanks with the guide and see level, consumption and range.
 */
export function createMexServices(
  { db, clock, logger, cache, jobs, events }: Pick<PlatformDeps, "db" | "clock" | "logger" | "cache" | "jobs" | "events">,
  others: MexNeeds,
) {
  const listeners = new Set<(sensorIds: number[]) => void>();
  // Every reading needs its device's secret and claim; they change only when a sensor is paired or removed,
  // which invalidates this cache on every instance (the platform cache's invalidation reaches them all).
  const claims = new LRUCache<string, DeviceClaim | "unknown">({ max: 50_000, ttl: 30_000 });
  cache.onInvalidate((prefix) => {
    if (prefixesOverlap(prefix, DEVICE_PREFIX)) claims.clear();
  });
  const forgetClaims = () => cache.invalidatePrefix(DEVICE_PREFIX);
  const deps: MexDeps = {
    db,
    deviceClaim: async (deviceId) => {
      const hit = claims.get(deviceId);
      if (hit !== undefined) return hit === "unknown" ? null : hit;
      const row = await deviceClaimOf(db, deviceId);
      claims.set(deviceId, row ?? "unknown");
      return row;
    },
    writer: createReadingWriter(db),
    now: () => clock.now(),
    log: (msg, data) => logger.warn(data, msg),
    onReadings: (ids) => {
      for (const l of listeners) l(ids);
    },
    enableMex: (tx, userId) => others.account.enableMex(tx, userId),
    deliveries: (userId) => heatingOilDeliveries(others.orders, userId),
    bestOffer: (c) => bestOfferFor(others.calculator, c),
    today: (countryId) => clock.today(countryId),
    events,
  };
  const useCases = bindDeps(deps, {
    ingestReadings,
    getTank,
    saveTank,
    sensorDetail,
    historyCsv,
    createToken,
    listTokens,
    revokeOwnToken,
    openDevices,
  });
  const alertDeps: AlertDeps = deps;
  // Readings arrive in bursts (a batch, a simulator, thousands a second under load): the sensors are
  // collected for two seconds and each is queued once, instead of one job insert per reading. A crash
  // loses at most these two seconds of checks; the sensor's next reading queues it again.
  const pendingChecks = new Set<number>();
  let flushTimer: NodeJS.Timeout | null = null;
  const flushChecks = () => {
    flushTimer = null;
    const ids = [...pendingChecks];
    pendingChecks.clear();
    for (const sensorId of ids)
      jobs
        .enqueue(MEX_ALERT_QUEUE, { sensorId }, { singletonKey: `sensor-${sensorId}`, startAfterSeconds: 3 })
        .catch((err) => logger.error({ err }, "could not queue the tank alert check"));
  };
  listeners.add((ids) => {
    for (const id of ids) pendingChecks.add(id);
    flushTimer ??= setTimeout(flushChecks, 2000);
    flushTimer.unref();
  });
  /** Days until empty (the likely date of the band), null without a forecast. */
  const rangeDays = async (userId: number, sensorId: number) => {
    const row = (await sensorsOfUser(db, userId)).find((r) => r.sensor.id === sensorId);
    if (!row) return null;
    const now = clock.now();
    return (
      tankOutlook(row.tank, await seriesOf(db, row.sensor.id, row.tank, now), now, clock.today(row.tank.countryId)).forecast?.daysLeft ??
      null
    );
  };
  return {
    ...useCases,
    /** The queued check of one sensor's alerts (mex.module.ts); a burst of readings is checked once. */
    checkSensorAlerts: async (sensorId: number) => {
      const r = await checkTankAlerts(alertDeps, { sensorId });
      if (r.raised.length || r.cleared.length) logger.info({ sensorId, ...r }, "tank alerts");
    },
    /** Sensors that went silent report nothing: the hourly sweep raises their no-data alert. */
    sweepSilentSensors: async () => {
      for (const sensorId of await silentSensorIds(db, new Date(clock.now().getTime() - NO_DATA_AFTER_MS)))
        await checkTankAlerts(alertDeps, { sensorId });
    },
    claimDevice: async (input: Parameters<typeof claimDevice>[1]) => {
      const paired = await claimDevice(deps, input);
      await forgetClaims();
      return paired;
    },
    deleteSensor: async (input: { userId: number; sensorId: number }) => {
      await deleteSensor(deps, input);
      await forgetClaims();
    },
    checkTankAlerts: (input: { sensorId: number }) => checkTankAlerts(alertDeps, input),
    /** Closing: the queue is going away; the sensors' next readings queue their checks again. */
    stopAlertChecks: () => {
      if (flushTimer) clearTimeout(flushTimer);
      flushTimer = null;
    },
    /** Someone who wants to hear of stored readings (alerts, the dashboard cache). */
    onReadings: (listener: (sensorIds: number[]) => void) => listeners.add(listener),
    listSensors: async (userId: number) =>
      listSensors(deps, { userId, deliveryAddresses: await deliveryAddresses(others.account, userId) }),
    updateSensor: async (input: { userId: number; sensorId: number; name: string; deliveryAddressId?: number | null }) => {
      const own = new Set((await deliveryAddresses(others.account, input.userId)).map((a) => a.id));
      return updateSensor(deps, { ...input, ownsAddress: (id) => own.has(id) });
    },
    /** Spec §7: set-main, then the dashboard is reset (the customer area's subscriber, decision 0051). */
    setMain: (input: { userId: number; sensorId: number }) => setMain(deps, input),
    exportMexData: (userId: number) => exportMexData(db, userId),
    mexSnapshot: (input: { userId: number; sensorId?: number }) =>
      mexSnapshot(deps, { ...input, rangeDays: (sensorId) => rangeDays(input.userId, sensorId) }),
    /** The customer dashboard's items (spec §3: IsMain = the active tank). */
    dashboardItems: async (userId: number) => {
      const rows = await sensorsOfUser(db, userId);
      const now = clock.now();
      return Promise.all(
        rows.map(async (r) => {
          const item = await sensorItem(db, r, now);
          const series = await seriesOf(db, r.sensor.id, r.tank, now);
          const range = tankOutlook(r.tank, series, now, clock.today(r.tank.countryId)).forecast?.daysLeft ?? null;
          return {
            Id: item.id,
            Name: item.name,
            IsMain: item.isMain,
            LevelPercent: item.levelPercent,
            Litres: item.litres,
            RangeDays: range,
          };
        }),
      );
    },
    /** Her tanks' usable level readings with capacity and time zone: the dashboard's measured consumption (decision 0045). */
    tankReadings: async (userId: number) => {
      const now = clock.now();
      // One series per tank: a tank's first sensor speaks for it (as sensorOfTank), so no tank counts twice.
      const rows = (await sensorsOfUser(db, userId)).filter((r, i, all) => all.findIndex((o) => o.tank.id === r.tank.id) === i);
      const tanks = await Promise.all(
        rows.map(async (r) => {
          const { capacity, points, tz } = tankOutlook(
            r.tank,
            await seriesOf(db, r.sensor.id, r.tank, now),
            now,
            clock.today(r.tank.countryId),
          );
          return capacity ? { points, capacityLitres: capacity, timeZone: tz } : null;
        }),
      );
      return tanks.filter((t) => t !== null);
    },
    eraseMexData: async (tx: Db, userId: number) => {
      await eraseMexData(tx, userId);
      await forgetClaims();
    },
  };
}

export type MexServices = ReturnType<typeof createMexServices>;

/**
 * The demo mex customer's tanks (decision 0030, README "Demo accounts" and "Tank sensors"): a lying
 * cylinder in the cellar and a battery of three tanks in the garage, each with a sensor and a year of
 * daily readings — winter-heavy use, the spring delivery as a refill, and on the battery a flat battery
 * with three weeks without readings. Three more devices are not paired yet: the setup guide pairs them.
 * Deterministic like the demo market; the readings end at the seeding day.
 */
import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { MONTHLY_SHARES } from "../../../domain/mex/range-forecast.ts";
import { levelForLitres, type TankGeometry } from "../../../domain/mex/tank-volume.ts";
import type { Db } from "../../client.ts";
import { users } from "../../schema/accounts.ts";
import { mexDevices, mexReadings, mexSensors, mexTanks } from "../../schema/mex.ts";
import { orders } from "../../schema/orders.ts";
import { DEMO_ACCOUNTS } from "../accounts/demo-accounts.ts";

const DAY = 86_400_000;

/** Published in the README, like the demo passwords: anyone can publish a reading by hand with them. */
export const DEMO_DEVICES = [
  { deviceId: "mx-demo-keller", secret: "demo-secret-keller-7f3a", pairingCode: "KELLER-1", sensorTypeId: 1 },
  { deviceId: "mx-demo-garage", secret: "demo-secret-garage-2b9c", pairingCode: "GARAGE-2", sensorTypeId: 3 },
  { deviceId: "mx-demo-neu-1", secret: "demo-secret-neu-1-a1", pairingCode: "NEU-0001", sensorTypeId: 1 },
  { deviceId: "mx-demo-neu-2", secret: "demo-secret-neu-2-b2", pairingCode: "NEU-0002", sensorTypeId: 2 },
  { deviceId: "mx-demo-neu-3", secret: "demo-secret-neu-3-c3", pairingCode: "NEU-0003", sensorTypeId: 3 },
] as const;

const pairingHash = (code: string) => createHash("sha256").update(code.trim().toUpperCase()).digest("hex");

/** The seeded share of the year's use for a day (the same monthly shares the forecast starts from). */
const dailyShare = (t: number) => {
  const d = new Date(t);
  const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  return MONTHLY_SHARES[d.getUTCMonth()] / days;
};

/** A small deterministic wobble (±8 %): no two days burn exactly the same. */
const wobble = (i: number) => 1 + 0.08 * Math.sin(i * 12.9898) * Math.cos(i * 4.1414);

interface Plan {
  tank: typeof mexTanks.$inferInsert;
  geometry: TankGeometry;
  sensorToBottomMm: number;
  annualUse: number;
  startLitres: number;
  refill: { dayIndex: number; litres: number } | null;
  /** Days (from the start) without readings: the battery went flat and was replaced. */
  gap: [number, number] | null;
}

function readingsOf(deviceId: string, sensorId: number, plan: Plan, start: number, days: number) {
  const rows: (typeof mexReadings.$inferInsert)[] = [];
  let litres = plan.startLitres;
  for (let i = 0; i < days; i++) {
    const t = start + i * DAY;
    litres -= plan.annualUse * dailyShare(t) * wobble(i);
    if (plan.refill && i === plan.refill.dayIndex) litres += plan.refill.litres;
    litres = Math.max(60, Math.min(plan.geometry.nominalLitres * 0.95, litres));
    if (plan.gap && i >= plan.gap[0] && i < plan.gap[1]) continue;
    const month = new Date(t).getUTCMonth();
    const temperatureC = Math.round((12 - 4 * Math.cos(((month + 0.5) / 12) * 2 * Math.PI)) * 10) / 10;
    // Battery: from 3.6 V falling towards the gap, new after it.
    const sinceNew = plan.gap && i >= plan.gap[1] ? i - plan.gap[1] : i;
    const towardsGap = plan.gap && i < plan.gap[0] ? (i / plan.gap[0]) * 0.75 : sinceNew * 0.0006;
    const batteryV = Math.round((3.6 - towardsGap) * 100) / 100;
    rows.push({
      deviceId,
      sensorId,
      seq: i + 1,
      measuredAt: new Date(t),
      distanceMm: Math.round(plan.sensorToBottomMm - levelForLitres(plan.geometry, litres)),
      temperatureC,
      batteryV,
      rssi: -60 - (i % 15),
      via: "seed",
    });
  }
  return rows;
}

export async function seedDemoMex(db: Db, now = new Date()): Promise<{ devices: number; readings: number } | null> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(mexDevices);
  if (n > 0) return null;
  await db.insert(mexDevices).values(
    DEMO_DEVICES.map((d) => ({
      deviceId: d.deviceId,
      secret: d.secret,
      pairingCodeHash: pairingHash(d.pairingCode),
      sensorTypeId: d.sensorTypeId,
    })),
  );
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_ACCOUNTS.mexCustomer.email), eq(users.isGuest, false)));
  if (!user) return { devices: DEMO_DEVICES.length, readings: 0 };

  // The readings: one a day at 05:00 UTC for a year, the last one this morning (or yesterday before 05:00).
  const todayAt5 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 5);
  const end = todayAt5 <= now.getTime() ? todayAt5 : todayAt5 - DAY;
  const days = 365;
  const start = end - (days - 1) * DAY;
  const [delivery] = await db
    .select({ deliveryTo: orders.deliveryTo, deliveredAmount: orders.deliveredAmount })
    .from(orders)
    .where(and(eq(orders.userId, user.id), sql`${orders.deliveredAmount} is not null`))
    .orderBy(desc(orders.deliveryTo))
    .limit(1);
  const refillDay = delivery?.deliveryTo ? Math.round((Date.parse(`${delivery.deliveryTo}T05:00:00Z`) - start) / DAY) : 100;

  const cylinder: TankGeometry = {
    shape: 2,
    horizontal: true,
    lengthMm: 2500,
    widthMm: null,
    heightMm: null,
    diameterMm: 1250,
    count: 1,
    nominalLitres: 3000,
    dipChart: null,
  };
  const battery: TankGeometry = {
    shape: 4,
    horizontal: false,
    lengthMm: 1500,
    widthMm: 720,
    heightMm: 1600,
    diameterMm: null,
    count: 3,
    nominalLitres: 4500,
    dipChart: null,
  };
  const setupAt = new Date(start - 2 * DAY);
  const plans: (Plan & { device: (typeof DEMO_DEVICES)[number]; name: string; isMain: boolean })[] = [
    {
      device: DEMO_DEVICES[0],
      name: "Keller",
      isMain: true,
      tank: {
        userId: user.id,
        name: "Keller",
        tankTypeId: 2,
        tankCount: 1,
        horizontal: true,
        lengthMm: 2500,
        diameterMm: 1250,
        nominalLitres: 3000,
        sensorToBottomMm: 1300,
        zip: "80802",
        countryId: 1,
        setupCompletedAt: setupAt,
        createdAt: setupAt,
        updatedAt: setupAt,
      },
      geometry: cylinder,
      sensorToBottomMm: 1300,
      annualUse: 2600,
      startLitres: 1750,
      refill:
        delivery?.deliveredAmount && refillDay >= 0 && refillDay < days ? { dayIndex: refillDay, litres: delivery.deliveredAmount } : null,
      gap: null,
    },
    {
      device: DEMO_DEVICES[1],
      name: "Garage",
      isMain: false,
      tank: {
        userId: user.id,
        name: "Garage",
        tankTypeId: 1,
        tankCount: 3,
        horizontal: false,
        lengthMm: 1500,
        widthMm: 720,
        heightMm: 1600,
        nominalLitres: 4500,
        sensorToBottomMm: 1660,
        zip: "80802",
        countryId: 1,
        setupCompletedAt: setupAt,
        createdAt: setupAt,
        updatedAt: setupAt,
      },
      geometry: battery,
      sensorToBottomMm: 1660,
      annualUse: 1800,
      startLitres: 3900,
      refill: null,
      gap: [days - 140, days - 119],
    },
  ];
  let readings = 0;
  for (const p of plans) {
    const [tank] = await db.insert(mexTanks).values(p.tank).returning({ id: mexTanks.id });
    const [sensor] = await db
      .insert(mexSensors)
      .values({ deviceId: p.device.deviceId, userId: user.id, tankId: tank.id, name: p.name, isMain: p.isMain, createdAt: setupAt })
      .returning({ id: mexSensors.id });
    const rows = readingsOf(p.device.deviceId, sensor.id, p, start, days);
    for (let i = 0; i < rows.length; i += 500) await db.insert(mexReadings).values(rows.slice(i, i + 500));
    readings += rows.length;
  }
  return { devices: DEMO_DEVICES.length, readings };
}

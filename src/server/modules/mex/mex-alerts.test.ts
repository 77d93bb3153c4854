import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestApp } from "../../../../tests/setup/test-app.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { customerMessages } from "../../../db/schema/customer.ts";
import { mexReadings } from "../../../db/schema/mex.ts";
import { users } from "../../../db/schema/accounts.ts";
import { createUser } from "../orders/orders.test-helpers.ts";
import { cylinderTank, pair, provisionDevice } from "./mex.test-helpers.ts";
import { levelForLitres, type TankGeometry } from "../../../domain/mex/tank-volume.ts";

/** The test tank (cylinderTank): a lying cylinder, the sensor 1,100 mm above the bottom after calibration. */
const GEOMETRY: TankGeometry = {
  shape: 2,
  horizontal: true,
  lengthMm: 2000,
  widthMm: null,
  heightMm: null,
  diameterMm: 1000,
  count: 1,
  nominalLitres: 1500,
  dipChart: null,
};
const distanceFor = (litres: number) => Math.round(1100 - levelForLitres(GEOMETRY, litres));

type Ctx = ReturnType<typeof withTestApp>;

/** Tank alerts (decision 0030): raised once into her messages and by mail, cleared with hysteresis, raised again. */
describe.each(testDatabases())("tank alerts on $name", (kind) => {
  // No mail server: the mail jobs stay in the queue, which is what this test reads.
  const ctx: Ctx = withTestApp(kind, { RATE_LIMIT_PER_MINUTE: "100000", SMTP_URL: "smtp://127.0.0.1:9" });
  const db = () => ctx.database.db;
  const mex = () => ctx.app.services.mex;
  let seq = 0;
  /** A reading stored as the device would (without the queued check: the test calls the check itself). */
  const reading = (deviceId: string, sensorId: number, distanceMm: number, batteryV = 3.6, hoursAgo = 1) =>
    db()
      .insert(mexReadings)
      .values({
        deviceId,
        sensorId,
        seq: ++seq,
        measuredAt: new Date(Date.now() - hoursAgo * 3600_000),
        distanceMm,
        temperatureC: 15,
        batteryV,
        via: "http",
      });
  /** Hourly readings burning down step by step (a drop of more than 100 l between two readings would be implausible). */
  async function burnDown(deviceId: string, sensorId: number, from: number, to: number, startHoursAgo: number, batteryV = 3.6) {
    let h = startHoursAgo;
    for (let l = from; l >= to; l -= 90) await reading(deviceId, sensorId, distanceFor(l), batteryV, h--);
    return h;
  }
  async function mailsTo(email: string): Promise<{ subject: string; template: string }[]> {
    const r = await ctx.database.executeSql("select data from pgboss.job where name = 'mail' and data->>'to' = $1 order by created_on", [
      email,
    ]);
    return r.rows.map((x) => (x as { data: { subject: string; template: string } }).data);
  }

  it("low level mails once, stays quiet while it wobbles, clears after a refill and comes back; the battery too", async () => {
    const device = await provisionDevice(db());
    const user = await createUser(ctx.app, db());
    const { sensorId, tankId, user: mexUser } = await pair(ctx.app, user, device);
    const [{ email }] = await db().select({ email: users.email }).from(users).where(eq(users.id, user.id));
    // Lying cylinder, diameter 1,000 mm; the sensor 1,100 mm above the bottom.
    await reading(device.deviceId, sensorId, 600, 3.6, 35);
    const saved = await ctx.app.inject({
      method: "PUT",
      url: `/api/mex/tanks/${tankId}`,
      headers: { ...mexUser.headers, host: "de.localhost" },
      payload: cylinderTank({ DipstickLevelMm: 500, SetupComplete: true }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await mex().checkTankAlerts({ sensorId })).raised).toEqual([]);

    // Down to 20 %: low-level, once.
    let h = await burnDown(device.deviceId, sensorId, 660, 300, 29);
    expect(await mex().checkTankAlerts({ sensorId })).toEqual({ raised: ["low-level"], cleared: [] });
    expect(await mex().checkTankAlerts({ sensorId })).toEqual({ raised: [], cleared: [] });
    // A little up again, still under 30 %: no second mail.
    await reading(device.deviceId, sensorId, distanceFor(325), 3.6, h--);
    expect((await mex().checkTankAlerts({ sensorId })).raised).toEqual([]);
    // Her message and mail are the customer area's reaction to `tank.alert-raised` (decision 0051).
    await ctx.app.events.settled();
    const messages = await db()
      .select()
      .from(customerMessages)
      .where(and(eq(customerMessages.userId, user.id), eq(customerMessages.kind, "tank")));
    expect(messages.map((m) => m.title)).toEqual([expect.stringMatching(/^Keller: noch \d+ %$/)]);
    expect((await mailsTo(email)).map((m) => m.template)).toEqual(["tank-alert-low-level"]);

    // Refilled: cleared; nearly empty again later: raised again (a new mail), now also the battery.
    await reading(device.deviceId, sensorId, distanceFor(1200), 3.6, h--);
    expect(await mex().checkTankAlerts({ sensorId })).toEqual({ raised: [], cleared: ["low-level"] });
    h = await burnDown(device.deviceId, sensorId, 1110, 100, h, 2.8);
    const again = await mex().checkTankAlerts({ sensorId });
    expect(again.raised).toEqual(expect.arrayContaining(["almost-empty", "battery-low"]));
    expect(again.raised).not.toContain("low-level");
    await ctx.app.events.settled();
    const templates = (await mailsTo(email)).map((m) => m.template);
    expect(templates.filter((t) => t === "tank-alert-almost-empty")).toHaveLength(1);
    expect(templates).toContain("tank-alert-battery-low");
  });

  it("she turned tank notices off: no message and no mail, the alert is still recorded once", async () => {
    const device = await provisionDevice(db());
    const user = await createUser(ctx.app, db());
    const { sensorId, tankId, user: mexUser } = await pair(ctx.app, user, device);
    const [{ email }] = await db().select({ email: users.email }).from(users).where(eq(users.id, user.id));
    await ctx.app.services.customer.saveNotificationSettings({ userId: user.id, OrderUpdates: true, PriceAlarms: true, TankAlerts: false });
    await reading(device.deviceId, sensorId, 600, 3.6, 20);
    await ctx.app.inject({
      method: "PUT",
      url: `/api/mex/tanks/${tankId}`,
      headers: { ...mexUser.headers, host: "de.localhost" },
      payload: cylinderTank({ DipstickLevelMm: 500 }),
    });
    await burnDown(device.deviceId, sensorId, 660, 100, 19);
    expect((await mex().checkTankAlerts({ sensorId })).raised).toEqual(["almost-empty"]);
    // Her message and mail are the customer area's reaction to `tank.alert-raised` (decision 0051).
    await ctx.app.events.settled();
    expect(await db().select().from(customerMessages).where(eq(customerMessages.userId, user.id))).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("a sensor silent for 36 hours is found by the sweep and raises no-data once", async () => {
    const device = await provisionDevice(db());
    const { sensorId } = await pair(ctx.app, await createUser(ctx.app, db()), device);
    await reading(device.deviceId, sensorId, 600, 3.6, 40);
    const { silentSensorIds } = await import("./mex.repo.ts");
    expect(await silentSensorIds(db(), new Date(Date.now() - 36 * 3600_000))).toContain(sensorId);
    expect((await mex().checkTankAlerts({ sensorId })).raised).toEqual(["no-data"]);
    expect((await mex().checkTankAlerts({ sensorId })).raised).toEqual([]);
    await reading(device.deviceId, sensorId, 600, 3.6, 1);
    expect(await silentSensorIds(db(), new Date(Date.now() - 36 * 3600_000))).not.toContain(sensorId);
    expect((await mex().checkTankAlerts({ sensorId })).cleared).toEqual(["no-data"]);
  });
});

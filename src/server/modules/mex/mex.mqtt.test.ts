import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import mqtt, { type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { endMqttSessions, eventually, testMqttUrl } from "../../../../tests/setup/test-mqtt.ts";
import type { Database } from "../../../db/client.ts";
import { mexReadings } from "../../../db/schema/mex.ts";
import { buildApp } from "../../app.ts";
import { loadConfig, type Config } from "../../config.ts";
import { consumerClientId } from "../../mqtt-identity.ts";
import { createUser, type TestUser } from "../orders/orders.test-helpers.ts";
import { cylinderTank, pair, provisionDevice, signedReading, type TestDevice } from "./mex.test-helpers.ts";

const url = await testMqttUrl();

/** Sensor readings over MQTT (decision 0030): a real broker, the app's shared subscription. */
describe.skipIf(url === null)("sensor readings over MQTT", () => {
  let database: Database;
  let app: FastifyInstance;
  let config: Config | undefined;
  let publisher: MqttClient;
  const lines: string[] = [];
  const logged = (msg: string, deviceId?: string) =>
    lines.some((l) => {
      const entry = JSON.parse(l) as { msg?: string; deviceId?: string };
      return entry.msg === msg && (deviceId === undefined || entry.deviceId === deviceId);
    });
  const send = (method: "GET" | "POST" | "PUT", path: string, user: TestUser | null, payload?: object) =>
    app.inject({ method, url: path, payload, headers: { ...(user?.headers ?? {}), host: "de.localhost" } });
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const publish = (device: TestDevice, message: { payload: string; sig: string }) =>
    publisher.publishAsync(`mex/v1/dev/${device.deviceId}/up/reading`, JSON.stringify(message), { qos: 1 });
  const readingCount = async (user: TestUser, tankId: number): Promise<number> =>
    (await send("GET", `/api/mex/tanks/${tankId}`, user)).json().readingCount;

  beforeAll(async () => {
    database = await testDatabases()[0].open();
    // Lines are written whole (one JSON object a chunk), so each chunk is one log entry.
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    // A share group of its own: runs side by side on one broker must not take each other's messages.
    config = loadConfig({
      NODE_ENV: "test",
      MQTT_URL: url!,
      MQTT_SHARE_GROUP: `test-${randomBytes(4).toString("hex")}`,
      MQTT_SESSION_EXPIRY_SECONDS: "60",
      RATE_LIMIT_PER_MINUTE: "100000",
    });
    app = await buildApp({ config, database, logger: { level: "info", stream } });
    await app.ready();
    // Mosquitto drops what a share group without subscribers would get: publish only after the SUBACK.
    await eventually("the app's subscription", () => (logged("mqtt: listening for sensor readings") ? true : undefined));
    publisher = await mqtt.connectAsync(url!, {
      protocolVersion: 5,
      clientId: `test-device-${randomBytes(4).toString("hex")}`,
      reconnectPeriod: 0,
    });
  });
  afterAll(async () => {
    await publisher?.endAsync();
    // Closing the app waits for the readings in flight and ends its MQTT client.
    await app?.close();
    await database?.close();
    // The consumers' sessions outlive the app (decision 0037): remove them from the broker.
    const c = config;
    if (c)
      await endMqttSessions(
        url!,
        Array.from({ length: c.MQTT_CONSUMERS }, (_, n) => consumerClientId(c.MQTT_SHARE_GROUP, c.MQTT_INSTANCE_ID, n)),
      );
  });

  /** A paired, calibrated lying cylinder as mex.routes.test.ts sets it up: 600 mm distance is 750 l (half full). */
  async function calibratedTank() {
    const device = await provisionDevice(database.db);
    const { user, tankId } = await pair(app, await createUser(app, database.db), device);
    expect((await send("PUT", `/api/mex/tanks/${tankId}`, user, cylinderTank())).statusCode).toBe(200);
    const first = await send("POST", `/api/mex/devices/${device.deviceId}/readings`, null, {
      readings: [signedReading(device.secret, { seq: 1, measuredAt: minutesAgo(60), distanceMm: 600, temperatureC: 15 })],
    });
    expect(first.json()).toEqual({ accepted: 1, duplicates: 0 });
    const calibrated = await send("PUT", `/api/mex/tanks/${tankId}`, user, cylinderTank({ DipstickLevelMm: 500, SetupComplete: true }));
    expect(calibrated.statusCode, calibrated.body).toBe(200);
    return { device, user, tankId };
  }

  const dashboardItem = async (user: TestUser) => {
    const res = await send("GET", "/api/customer/dashboard?countryId=1&force=true", user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Items[0] as { Litres: number | null; LevelPercent: number | null };
  };

  it("a reading signed by the device and published with QoS 1 is stored and changes her dashboard's level", async () => {
    const { device, user } = await calibratedTank();
    expect(await dashboardItem(user)).toMatchObject({ Litres: 750, LevelPercent: 50 });

    // 400 mm from the sensor: 700 mm of oil in the 1,000 mm cylinder, more than half.
    await publish(device, signedReading(device.secret, { seq: 2, measuredAt: minutesAgo(1), distanceMm: 400, temperatureC: 15 }));
    const item = await eventually("the MQTT reading on the dashboard", async () => {
      const i = await dashboardItem(user);
      return i.Litres !== 750 ? i : undefined;
    });
    expect(item.Litres).toBeGreaterThan(750);
    expect(item.LevelPercent).toBeGreaterThan(50);
  });

  it("a reading under her device's id signed with another device's secret is not stored, and the rejection is logged", async () => {
    const { device, user, tankId } = await calibratedTank();
    const other = await provisionDevice(database.db);
    const before = await readingCount(user, tankId);

    await publish(device, signedReading(other.secret, { seq: 2, measuredAt: minutesAgo(1), distanceMm: 100 }));
    // The log line is written before the store would have been reached: after it, nothing more happens.
    await eventually("the rejection in the log", () =>
      logged("mex reading rejected: signature does not match the device", device.deviceId) ? true : undefined,
    );
    expect(await readingCount(user, tankId)).toBe(before);
    expect(lines.join("")).not.toContain(other.secret);
  });

  it("the same signed message published twice (a QoS 1 redelivery) stores one reading", async () => {
    const { device, user, tankId } = await calibratedTank();
    const before = await readingCount(user, tankId);
    const twice = signedReading(device.secret, { seq: 2, measuredAt: minutesAgo(2), distanceMm: 580 });
    await publish(device, twice);
    await publish(device, twice);
    // A later reading as a marker: once it is stored, both copies before it were handled.
    await publish(device, signedReading(device.secret, { seq: 3, measuredAt: minutesAgo(1), distanceMm: 570 }));
    await eventually("the marker reading", async () => ((await readingCount(user, tankId)) >= before + 2 ? true : undefined));

    expect(await readingCount(user, tankId)).toBe(before + 2);
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mexReadings)
      .where(and(eq(mexReadings.deviceId, device.deviceId), eq(mexReadings.seq, 2)));
    expect(n).toBe(1);
  });
});

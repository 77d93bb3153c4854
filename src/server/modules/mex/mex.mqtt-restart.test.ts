import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import mqtt, { type MqttClient } from "mqtt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { endMqttSessions, eventually, testMqttUrl } from "../../../../tests/setup/test-mqtt.ts";
import type { Database } from "../../../db/client.ts";
import { mexReadings } from "../../../db/schema/mex.ts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { consumerClientId } from "../../mqtt-identity.ts";
import type { MexServices } from "./mex.services.ts";
import { provisionDevice, signedReading, type TestDevice } from "./mex.test-helpers.ts";
import { mqttIngestPlugin } from "./mqtt-ingest.ts";

const url = await testMqttUrl();

/**
 * Readings published while the instance is down (decision 0037): the broker acknowledges them to the device
 * and keeps them in the consumers' persistent sessions; the instance stores them when it is back. A real
 * broker, the ingestion plugin as start-up registers it, started again under the same names.
 */
describe.skipIf(url === null)("sensor readings over MQTT across a restart of the instance", () => {
  const CONSUMERS = 4;
  const group = `test-${randomBytes(4).toString("hex")}`;
  const instanceId = `restart-${randomBytes(4).toString("hex")}`;
  let database: Database;
  let app: FastifyInstance;
  let publisher: MqttClient;
  const running = new Set<FastifyInstance>();

  beforeAll(async () => {
    database = await testDatabases()[0].open();
    // The app without MQTT of its own: only its services; the ingestion is started and killed by the tests.
    app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database, logger: { level: "silent" } });
    await app.ready();
    publisher = await mqtt.connectAsync(url!, {
      protocolVersion: 5,
      clientId: `test-device-${randomBytes(4).toString("hex")}`,
      reconnectPeriod: 0,
    });
  });
  afterAll(async () => {
    for (const instance of running) await instance.close();
    await publisher?.endAsync();
    await endMqttSessions(
      url!,
      Array.from({ length: CONSUMERS }, (_, n) => consumerClientId(group, instanceId, n)),
    );
    await app?.close();
    await database?.close();
  });

  /** Stores through the app's services; while `frozen`, a reading is stored but its answer never comes (killed before the PUBACK). */
  const handled: string[] = [];
  let frozen = false;
  const mex = (): MexServices => {
    const real = app.services.mex;
    return {
      ...real,
      ingestReadings: async (input) => {
        handled.push(...input.messages.map((m) => m.payload));
        const result = await real.ingestReadings(input);
        return frozen ? new Promise<never>(() => {}) : result;
      },
    };
  };

  /** One life of the instance's MQTT ingestion: the same group, instance id and consumers every time. */
  async function startInstance(services: MexServices = mex()) {
    const lines: string[] = [];
    const clients: MqttClient[] = [];
    const instance = Fastify({
      logger: { level: "info", stream: new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }) },
    });
    await instance.register(mqttIngestPlugin, {
      url: url!,
      mex: services,
      group,
      instanceId,
      consumers: CONSUMERS,
      sessionExpirySeconds: 60,
      connect: (u, o) => {
        const c = mqtt.connect(u, o);
        clients.push(c);
        return c;
      },
    });
    await instance.ready();
    running.add(instance);
    return {
      lines,
      subscribed: () =>
        eventually("the subscription", () =>
          lines.some((l) => l.includes('"msg":"mqtt: listening for sensor readings"')) ? true : undefined,
        ),
      /** kill -9 as the broker sees it: every connection ends without a DISCONNECT and nothing else happens. */
      kill: async () => {
        expect(clients).toHaveLength(CONSUMERS);
        await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.end(true, () => resolve()))));
        running.delete(instance);
      },
      stop: async () => {
        await instance.close();
        running.delete(instance);
      },
    };
  }

  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const publish = (device: TestDevice, seq: number) =>
    publisher.publishAsync(
      `mex/v1/dev/${device.deviceId}/up/reading`,
      JSON.stringify(signedReading(device.secret, { seq, measuredAt: minutesAgo(30 - seq), distanceMm: 500 + seq })),
      { qos: 1 },
    );
  const stored = async (device: TestDevice, seq?: number) => {
    const [{ n }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mexReadings)
      .where(
        seq === undefined
          ? eq(mexReadings.deviceId, device.deviceId)
          : and(eq(mexReadings.deviceId, device.deviceId), eq(mexReadings.seq, seq)),
      );
    return n;
  };
  const storedCount = (device: TestDevice, n: number) =>
    eventually(`${n} readings stored`, async () => ((await stored(device)) === n ? true : undefined), 15_000);

  it("after a kill: what was published while it was down is stored, and the reading stored but not acknowledged is delivered again and kept once", async () => {
    const device = await provisionDevice(database.db);
    const first = await startInstance();
    // The very first start has no session yet: the group drops what it gets before the subscription.
    await first.subscribed();
    await publish(device, 1);
    await storedCount(device, 1);

    frozen = true;
    await publish(device, 2);
    await storedCount(device, 2);
    await first.kill();
    frozen = false;

    // The broker acknowledges these to the device while no consumer is connected.
    for (let seq = 3; seq <= 8; seq++) await publish(device, seq);
    await new Promise((r) => setTimeout(r, 300));
    expect(await stored(device)).toBe(2);

    await startInstance();
    await storedCount(device, 8);
    // Reading 2 came again (its PUBACK never went out) and found itself stored: one row.
    expect(handled.filter((p) => JSON.parse(p).seq === 2 && p.includes(`"distanceMm":502`))).toHaveLength(2);
    expect(await stored(device, 2)).toBe(1);
  });

  it("after a clean stop (a deploy): what was published in between is stored after the start", async () => {
    const device = await provisionDevice(database.db);
    for (const instance of [...running]) {
      await instance.close();
      running.delete(instance);
    }
    const before = await startInstance();
    await before.subscribed();
    await publish(device, 1);
    await storedCount(device, 1);
    await before.stop();

    for (let seq = 2; seq <= 6; seq++) await publish(device, seq);
    await new Promise((r) => setTimeout(r, 300));
    expect(await stored(device)).toBe(1);

    await startInstance();
    await storedCount(device, 6);
  });

  it("a reading the database could not take is not acknowledged; the consumer resumes its session and the broker delivers it again", async () => {
    const device = await provisionDevice(database.db);
    for (const instance of [...running]) {
      await instance.close();
      running.delete(instance);
    }
    let failures = 1;
    const real = mex();
    const instance = await startInstance({
      ...real,
      ingestReadings: async (input) => {
        if (failures-- > 0) throw new Error("database unavailable");
        return real.ingestReadings(input);
      },
    });
    await instance.subscribed();
    await publish(device, 1);
    await storedCount(device, 1);
    expect(instance.lines.filter((l) => l.includes('"msg":"mqtt reading could not be stored"'))).toHaveLength(1);
  });

  it("a QoS 0 reading is stored, and handled once", async () => {
    const device = await provisionDevice(database.db);
    const payload = signedReading(device.secret, { seq: 7, measuredAt: minutesAgo(1), distanceMm: 777 });
    await publisher.publishAsync(`mex/v1/dev/${device.deviceId}/up/reading`, JSON.stringify(payload), { qos: 0 });
    await storedCount(device, 1);
    // A second handling would come right after the first.
    await new Promise((r) => setTimeout(r, 300));
    expect(handled.filter((p) => p === payload.payload)).toHaveLength(1);
  });
});

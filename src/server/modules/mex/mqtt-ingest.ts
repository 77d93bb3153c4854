import fp from "fastify-plugin";
import mqtt from "mqtt";
import { isClientError } from "../../../domain/errors.ts";
import { signedMessageSchema } from "../../../domain/mex/mex.schemas.ts";
import type { MexServices } from "./mex.services.ts";

/** Devices publish here (issue 13 item 1); the broker's ACL lets a device write only under its own id (docs/decisions/0030). */
export const READING_TOPIC = /^mex\/v1\/dev\/([A-Za-z0-9_-]{3,64})\/up\/reading$/;

/**
 * Subscribes to every device's readings with a shared subscription, so several instances split them (MQTT 5
 * `$share/{group}/…`). QoS 1: the PUBACK goes out only after the reading is stored (handleMessage), and the
 * store is idempotent on device + seq, so a crash between storing and acknowledging costs nothing. A message that
 * fails its signature or its schema is logged and dropped (acknowledged: redelivering it would not help).
 */
export const mqttIngestPlugin = fp<{ url: string; mex: MexServices; group: string; consumers: number }>(async (app, { url, mex, group, consumers }) => {
  const filter = `$share/${group}/mex/v1/dev/+/up/reading`;

  /** Stores one message; true when it is done with (stored, a duplicate, or refused for good). */
  const store = async (topic: string, payload: Buffer): Promise<boolean> => {
    const m = READING_TOPIC.exec(topic);
    if (!m) return true;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString("utf8"));
    } catch {
      app.log.warn({ deviceId: m[1] }, "mqtt reading rejected: not JSON");
      return true;
    }
    const parsed = signedMessageSchema.safeParse(body);
    if (!parsed.success) {
      app.log.warn({ deviceId: m[1] }, "mqtt reading rejected: not a signed message");
      return true;
    }
    try {
      await mex.ingestReadings({ deviceId: m[1], messages: [parsed.data], via: "mqtt" });
      return true;
    } catch (err) {
      if (isClientError(err)) {
        app.log.warn({ deviceId: m[1], err: (err as Error).message }, "mqtt reading rejected");
        return true;
      }
      app.log.error({ err, deviceId: m[1] }, "mqtt reading could not be stored");
      return false;
    }
  };
  const pending = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
    return p;
  };
  /**
   * One consumer of the shared subscription. mqtt.js handles a connection's messages one after another (the
   * next one only after the previous PUBACK), so one connection stores one reading at a time; several
   * consumers per instance keep several in flight, and the reading writer stores them together.
   */
  const consumer = (i: number) => {
    const client = mqtt.connect(url, {
      protocolVersion: 5,
      clientId: `marketplace-${process.pid}-${i}-${Math.random().toString(36).slice(2, 8)}`,
      clean: true,
      reconnectPeriod: 2000,
      connectTimeout: 5000,
    });
    client.on("connect", () => {
      client.subscribe(filter, { qos: 1 }, (err) => {
        if (err) app.log.error({ err }, "mqtt subscribe failed");
        else if (i === 0) app.log.info({ filter, consumers }, "mqtt: listening for sensor readings");
      });
    });
    client.on("error", (err) => app.log.warn({ err: err.message }, "mqtt connection error"));
    // QoS 1: mqtt.js sends the PUBACK when this callback is called — only after the reading is stored. A
    // reading the database could not take is not acknowledged (the broker delivers it again).
    client.handleMessage = (packet, done) => {
      void track(store(packet.topic, packet.payload as Buffer)).then((ok) => done(ok ? undefined : new Error("reading not stored")));
    };
    // QoS 0 (a device that cannot do better) never reaches handleMessage: stored from the event, best effort.
    client.on("message", (topic, payload, packet) => {
      if (packet.qos === 0) void track(store(topic, payload));
    });
    return client;
  };
  const clients = Array.from({ length: consumers }, (_, i) => consumer(i));
  app.addHook("onClose", async () => {
    await Promise.all(pending);
    await Promise.all(clients.map((c) => c.endAsync()));
  });
});

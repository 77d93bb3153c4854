import fp from "fastify-plugin";
import mqtt from "mqtt";
import { isClientError } from "../../../domain/errors.ts";
import { signedMessageSchema } from "../../../domain/mex/mex.schemas.ts";
import type { MexServices } from "./mex.services.ts";

/** Devices publish here (issue 13 item 1); the broker's ACL lets a device write only under its own id (docs/decisions/0030). */
export const READING_TOPIC = /^mex\/v1\/dev\/([A-Za-z0-9_-]{3,64})\/up\/reading$/;

/**
 * Subscribes to every device's readings with a shared subscription, so several instances split them (MQTT 5
 * `$share/{group}/…`). QoS 1: the broker redelivers until the handler acknowledged, and the store is
 * idempotent on device + seq, so a crash between storing and acknowledging costs nothing. A message that
 * fails its signature or its schema is logged and dropped (acknowledged: redelivering it would not help).
 */
export const mqttIngestPlugin = fp<{ url: string; mex: MexServices; group: string }>(async (app, { url, mex, group }) => {
  const client = mqtt.connect(url, {
    protocolVersion: 5,
    clientId: `marketplace-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    clean: true,
    reconnectPeriod: 2000,
    connectTimeout: 5000,
    // Acknowledge only after the handler stored the reading.
    customHandleAcks: (_topic, _message, _packet, done) => done(0),
  });
  const filter = `$share/${group}/mex/v1/dev/+/up/reading`;
  client.on("connect", () => {
    client.subscribe(filter, { qos: 1 }, (err) => {
      if (err) app.log.error({ err }, "mqtt subscribe failed");
      else app.log.info({ filter }, "mqtt: listening for sensor readings");
    });
  });
  client.on("error", (err) => app.log.warn({ err: err.message }, "mqtt connection error"));
  let inFlight = Promise.resolve();
  client.on("message", (topic, payload) => {
    const m = READING_TOPIC.exec(topic);
    if (!m) return;
    const work = (async () => {
      let body: unknown;
      try {
        body = JSON.parse(payload.toString("utf8"));
      } catch {
        app.log.warn({ deviceId: m[1] }, "mqtt reading rejected: not JSON");
        return;
      }
      const parsed = signedMessageSchema.safeParse(body);
      if (!parsed.success) {
        app.log.warn({ deviceId: m[1] }, "mqtt reading rejected: not a signed message");
        return;
      }
      try {
        await mex.ingestReadings({ deviceId: m[1], messages: [parsed.data], via: "mqtt" });
      } catch (err) {
        if (isClientError(err)) app.log.warn({ deviceId: m[1], err: (err as Error).message }, "mqtt reading rejected");
        else app.log.error({ err, deviceId: m[1] }, "mqtt reading could not be stored");
      }
    })();
    inFlight = inFlight.then(() => work);
  });
  app.addHook("onClose", async () => {
    await inFlight;
    await client.endAsync();
  });
});

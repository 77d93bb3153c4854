import fp from "fastify-plugin";
import mqtt, { type IClientOptions, type MqttClient } from "mqtt";
import { isClientError } from "../../../domain/shared/errors.ts";
import { signedMessageSchema } from "../../../domain/mex/mex.schemas.ts";
import { consumerClientId } from "../../mqtt-identity.ts";
import type { MexServices } from "./mex.services.ts";

/** Devices publish here (decision 0030); the broker's ACL lets a device write only under its own id (docs/decisions/0030). */
export const READING_TOPIC = /^mex\/v1\/dev\/([A-Za-z0-9_-]{3,64})\/up\/reading$/;

/** The first pause before a consumer reconnects to have a reading it could not store delivered again; doubled up to the maximum while it fails. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 60_000;

export interface MqttIngestOptions {
  url: string;
  mex: MexServices;
  /** The deployment's share group (MQTT_SHARE_GROUP). */
  group: string;
  /** This instance's stable name (MQTT_INSTANCE_ID): its consumers' sessions are {group}.{instanceId}.{n}. */
  instanceId: string;
  consumers: number;
  sessionExpirySeconds: number;
  /** mqtt.connect; tests pass one that keeps the clients, to cut their connections as a crash would. */
  connect?: (url: string, options: IClientOptions) => MqttClient;
}

/**
 * Subscribes to every device's readings with a shared subscription, so several instances split them (MQTT 5
 * `$share/{group}/…`). QoS 1: the PUBACK goes out only after the reading is stored (handleMessage), and the
 * store is idempotent on device + seq, so a crash between storing and acknowledging costs nothing. A message that
 * fails its signature or its schema is logged and dropped (acknowledged: redelivering it would not help).
 *
 * Each consumer has a persistent session under a client id that stays the same across restarts (decision
 * 0037): while the instance is down — killed or stopped — the broker keeps the session's subscription, queues
 * the readings the group hands it and resends the ones that were delivered but not acknowledged; the restarted
 * instance resumes the sessions and stores them. With clean sessions the broker dropped all of that.
 */
export const mqttIngestPlugin = fp<MqttIngestOptions>(
  async (app, { url, mex, group, instanceId, consumers, sessionExpirySeconds, connect = (u, o) => mqtt.connect(u, o) }) => {
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
    let closing = false;
    const retryTimers = new Set<NodeJS.Timeout>();
    /**
     * One consumer of the shared subscription. mqtt.js handles a connection's messages one after another (the
     * next one only after the previous PUBACK), so one connection stores one reading at a time; several
     * consumers per instance keep several in flight, and the reading writer stores them together.
     */
    const consumer = (i: number) => {
      const client = connect(url, {
        protocolVersion: 5,
        clientId: consumerClientId(group, instanceId, i),
        // A persistent session (decision 0037): clean start off, and the broker keeps it this long after the
        // connection is gone. The disconnect on a clean shutdown keeps it too: a restart loses nothing either way.
        clean: false,
        properties: { sessionExpiryInterval: sessionExpirySeconds },
        reconnectPeriod: 2000,
        connectTimeout: 5000,
      });
      client.on("connect", (connack) => {
        // Subscribing again when the session was kept changes nothing; when the broker lost it (a restart
        // without persistence, an expired session) it is what brings the subscription back.
        client.subscribe(filter, { qos: 1 }, (err) => {
          if (err) app.log.error({ err }, "mqtt subscribe failed");
          else if (i === 0)
            app.log.info({ filter, consumers, instanceId, sessionPresent: connack.sessionPresent }, "mqtt: listening for sensor readings");
        });
      });
      client.on("error", (err) => app.log.warn({ err: err.message }, "mqtt connection error"));
      /**
       * MQTT 5 lets the broker send an unacknowledged message again only on a new connection of its session
       * (decision 0037). After a reading the database could not take, the consumer drops its connection — after
       * a pause that doubles while failures go on — and resumes the session, and the broker delivers what it
       * holds unacknowledged again. Without this the unacknowledged readings would fill the consumer's window of
       * messages in flight until the broker sent it nothing more.
       */
      let retryMs = 0;
      let retryTimer: NodeJS.Timeout | undefined;
      const redeliverLater = () => {
        if (retryTimer || closing) return;
        retryMs = Math.min(RETRY_MAX_MS, retryMs ? retryMs * 2 : RETRY_FIRST_MS);
        retryTimer = setTimeout(() => {
          retryTimers.delete(retryTimer!);
          retryTimer = undefined;
          if (!closing && client.connected) client.stream.destroy();
        }, retryMs);
        retryTimers.add(retryTimer);
      };
      // QoS 1: mqtt.js sends the PUBACK when this callback is called — only after the reading is stored; a
      // reading the database could not take is not acknowledged. QoS 0 (a device that cannot do better) comes
      // through here too, with nothing to acknowledge: stored best effort.
      client.handleMessage = (packet, done) => {
        // Shutting down: left unacknowledged, the session keeps it for the next start.
        if (closing) return;
        void track(store(packet.topic, packet.payload as Buffer)).then((ok) => {
          if (ok) retryMs = 0;
          else if (packet.qos > 0) redeliverLater();
          done(ok ? undefined : new Error("reading not stored"));
        });
      };
      return client;
    };
    const clients = Array.from({ length: consumers }, (_, i) => consumer(i));
    app.addHook("onClose", async () => {
      closing = true;
      for (const t of retryTimers) clearTimeout(t);
      while (pending.size > 0) await Promise.all(pending);
      await Promise.all(clients.map((c) => c.endAsync()));
    });
  },
);

import { connect } from "node:net";
import mqtt from "mqtt";

/**
 * The broker of the MQTT tests: TEST_MQTT_URL, else the local Mosquitto. Null (tests skipped with a warning)
 * when it does not answer, except in CI, where a missing broker is a failure (as with Redis, test-redis.ts).
 */
export async function testMqttUrl(): Promise<string | null> {
  const url = process.env.TEST_MQTT_URL ?? "mqtt://127.0.0.1:1883";
  if (await answers(url)) return url;
  if (process.env.CI === "true") throw new Error(`MQTT broker at ${url} does not answer (CI needs it for the MQTT ingestion tests)`);
  console.warn(`MQTT broker at ${url} does not answer: MQTT ingestion tests skipped`);
  return null;
}

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port || 1883) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => done(true));
  });
}

/**
 * Removes persistent sessions from the broker (a clean start discards the session under that client id), so a
 * test run leaves no queues behind that would collect every reading later runs publish.
 */
export async function endMqttSessions(url: string, clientIds: string[]): Promise<void> {
  for (const clientId of clientIds) {
    const c = await mqtt.connectAsync(url, { protocolVersion: 5, clientId, clean: true, reconnectPeriod: 0 });
    await c.endAsync();
  }
}

/** Polls until `check` returns a value (not undefined): the app stores MQTT readings in the background. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

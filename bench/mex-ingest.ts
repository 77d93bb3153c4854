/**
 * The tank-sensor ingestion part of `npm run bench` (decision 0030's goal: ≥ 2,000 readings/s on one instance).
 * run.ts owns the servers; this file provisions the bench devices, drives the load and reads the results
 * back from the server's embedded database after the server has stopped (PGlite allows one process only).
 *
 *   HTTP: POST /api/mex/devices/{id}/readings from 200 devices at 50 connections, one reading per request
 *         (as a device reports) and 50 per request (a gateway catching up). Latency is autocannon's per request.
 *   MQTT: QoS 1 publishes to mex/v1/dev/{id}/up/reading from 8 publisher connections (25 devices each), once
 *         as fast as the broker acknowledges them, once paced at the goal rate. Latency is publish → stored.
 */
import { createHmac } from "node:crypto";
import { connect } from "node:net";
import autocannon, { type Result } from "autocannon";
import mqtt, { type MqttClient } from "mqtt";
import { openPglite } from "../src/db/client.ts";

export const MEX_GOAL_READINGS_PER_S = 2_000;
const DEVICES = 200;
const PUBLISHERS = 8;
/** Unacknowledged QoS 1 publishes per publisher connection (Mosquitto's default max_inflight_messages is 20). */
const PUBLISH_WINDOW = 20;
const PROBE = { deviceId: "mx-bench-probe", secret: "bench-secret-probe" };

export type MexRow = {
  name: string;
  readingsPerS: number;
  p50: number;
  p99: number;
  sent: number;
  stored: number;
  non2xx: number;
  drained?: boolean;
};

const deviceId = (i: number) => `mx-bench-${String(i + 1).padStart(3, "0")}`;
const secretOf = (i: number) => `bench-secret-${i + 1}`;
/** Same HMAC-SHA256 as the devices (src/server/modules/mex/device-signature.ts). */
const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");
/** seq per device, across all runs: the store is idempotent on device + seq, so every reading gets a new one. */
const seqs = new Array<number>(DEVICES).fill(0);
let probeSeq = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A signed reading, measured now (measuredAt must not lie in the future; the MQTT runs use it as the publish time). */
function reading(secret: string, seq: number): { payload: string; sig: string } {
  const payload = JSON.stringify({
    seq,
    measuredAt: new Date().toISOString(),
    distanceMm: 400 + (seq % 300),
    temperatureC: 11.5,
    batteryV: 3.55,
    rssi: -67,
  });
  return { payload, sig: sign(secret, payload) };
}
function nextReading(device: number) {
  return reading(secretOf(device), ++seqs[device]);
}

/** Before the server starts on dataDir (already migrated and seeded by an earlier start): 200 bench devices and the probe device. */
export async function provisionBenchDevices(pgliteDir: string) {
  const database = await openPglite({ dir: pgliteDir });
  try {
    await database.executeSql(
      `insert into mex_devices (device_id, secret, pairing_code_hash, sensor_type_id)
       select 'mx-bench-' || lpad(i::text, 3, '0'), 'bench-secret-' || i, 'bench', 1 from generate_series(1, ${DEVICES}) i
       union all select '${PROBE.deviceId}', '${PROBE.secret}', 'bench', 1
       on conflict do nothing`,
    );
  } finally {
    await database.close();
  }
}

export function brokerAnswers(url: string): Promise<boolean> {
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

const ingestUrl = (port: number, device: string) => `http://127.0.0.1:${port}/api/mex/devices/${device}/readings`;

/** HTTP ingestion at 50 connections: `batch` readings per request, each from the next of the 200 devices in turn. */
export async function measureHttp(port: number, batch: number, durationS: number): Promise<{ result: Result; sent: number }> {
  let next = 0;
  const opts: autocannon.Options = {
    url: `http://127.0.0.1:${port}/`,
    connections: 50,
    duration: durationS,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", host: "de.localhost" },
        setupRequest: (req) => {
          const device = next++ % DEVICES;
          const readings = Array.from({ length: batch }, () => nextReading(device));
          return { ...req, path: `/api/mex/devices/${deviceId(device)}/readings`, body: JSON.stringify({ readings }) };
        },
      },
    ],
  };
  const result = await new Promise<Result>((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
  return { result, sent: result["2xx"] * batch };
}

/**
 * Waits until the server has stored everything published so far over MQTT. Mosquitto hands QoS 1 messages to
 * the server's (only) subscription in publish order, so when a probe reading published after them is stored,
 * the earlier ones are too (apart from the ≤ 20 in flight with it, given a moment). Whether the probe is stored
 * is asked over HTTP by sending the same signed reading again: "duplicates: 1" means MQTT stored it first. If
 * HTTP stores it (the backlog is not through yet, or the broker dropped it from a full queue) a new probe goes out.
 * Also used after the start: the subscription is up once a probe comes through.
 */
export async function waitMqttStored(port: number, publisher: MqttClient, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const probe = reading(PROBE.secret, ++probeSeq);
    await publisher.publishAsync(`mex/v1/dev/${PROBE.deviceId}/up/reading`, JSON.stringify(probe), { qos: 1 });
    await sleep(250);
    const res = await fetch(ingestUrl(port, PROBE.deviceId), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ readings: [probe] }),
    });
    if (!res.ok) throw new Error(`probe reading answered ${res.status}: ${await res.text()}`);
    if (((await res.json()) as { duplicates: number }).duplicates === 1) {
      await sleep(200);
      return true;
    }
  }
  return false;
}

export async function connectPublishers(url: string): Promise<MqttClient[]> {
  return Promise.all(
    Array.from({ length: PUBLISHERS }, (_, i) =>
      mqtt.connectAsync(url, {
        protocolVersion: 5,
        clientId: `mex-bench-${process.pid}-${i}`,
        clean: true,
        reconnectPeriod: 0,
        connectTimeout: 5_000,
      }),
    ),
  );
}

/**
 * Publishes for durationS from all publishers, publisher p for devices p, p + 8, …; ratePerS undefined: as fast
 * as the broker acknowledges (each publisher keeps PUBLISH_WINDOW unacknowledged), else paced to that total rate.
 * Returns the publish window, so the stored rows of this run can be told apart by their measuredAt.
 */
export async function publishReadings(
  publishers: MqttClient[],
  durationS: number,
  ratePerS?: number,
): Promise<{ from: Date; to: Date; sent: number }> {
  const from = new Date();
  const end = from.getTime() + durationS * 1000;
  let sent = 0;
  await Promise.all(
    publishers.map(async (client, p) => {
      const devices = Array.from({ length: DEVICES }, (_, i) => i).filter((i) => i % publishers.length === p);
      const inFlight = new Set<Promise<unknown>>();
      let own = 0;
      while (Date.now() < end) {
        if (ratePerS !== undefined) {
          // Paced: what this publisher owes by now; a 2 ms tick keeps bursts small.
          const owed = Math.floor(((Date.now() - from.getTime()) / 1000) * (ratePerS / publishers.length)) - own;
          if (owed <= 0) {
            await sleep(2);
            continue;
          }
        } else if (inFlight.size >= PUBLISH_WINDOW) {
          await Promise.race(inFlight);
          continue;
        }
        const device = devices[own++ % devices.length];
        const pub = client
          .publishAsync(`mex/v1/dev/${deviceId(device)}/up/reading`, JSON.stringify(nextReading(device)), { qos: 1 })
          .then(() => {
            sent++;
            inFlight.delete(pub);
          });
        inFlight.add(pub);
      }
      await Promise.all(inFlight);
    }),
  );
  return { from, to: new Date(), sent };
}

/** Percentile of sorted values (nearest rank), rounded to ms like autocannon's. */
const pct = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]) : NaN;

/**
 * After the server stopped: each run's stored readings, told apart by measuredAt (the runs follow each other).
 * MQTT latency is received_at − measuredAt: measuredAt is set right before the publish (ms), received_at is the
 * database's now() of the insert that stored it (µs; PGlite reads the same machine clock as this process), so
 * this is publish → stored, without polling the running server (which would load it). readings/s is the stored
 * count over first publish → last stored, so a backlog still being worked off at the end counts against it.
 */
export async function storedReadings(pgliteDir: string, runs: { via: "http" | "mqtt"; from: Date; to: Date }[]) {
  const database = await openPglite({ dir: pgliteDir });
  try {
    const out: { stored: number; readingsPerS: number; p50: number; p99: number }[] = [];
    for (const w of runs) {
      const { rows } = await database.executeSql(
        `select extract(epoch from received_at) * 1000 as r, extract(epoch from measured_at) * 1000 as m from mex_readings
         where via = $1 and device_id like 'mx-bench-%' and device_id <> '${PROBE.deviceId}' and measured_at between $2 and $3`,
        [w.via, w.from.toISOString(), w.to.toISOString()],
      );
      const latencies = rows.map((x) => Number(x.r) - Number(x.m)).sort((a, b) => a - b);
      const lastStored = rows.reduce((max, x) => Math.max(max, Number(x.r)), 0);
      out.push({
        stored: rows.length,
        readingsPerS: rows.length ? rows.length / ((lastStored - w.from.getTime()) / 1000) : 0,
        p50: pct(latencies, 50),
        p99: pct(latencies, 99),
      });
    }
    return out;
  } finally {
    await database.close();
  }
}

/**
 * Kill -9 check of the MQTT ingestion (docs/decisions/0037): no reading the broker acknowledged to a device is
 * lost while an instance restarts, and none is stored twice.
 *
 *   npm run build
 *   node --import tsx scripts/crash-mqtt-check.ts --db pglite
 *   node --import tsx scripts/crash-mqtt-check.ts --db postgres   # creates and drops its own database
 *
 * Needs the MQTT broker at --mqtt-url (default the local Mosquitto, 127.0.0.1:1883; `mosquitto -d -c
 * /etc/mosquitto/mosquitto.conf` starts it). Registers a few devices in a fresh database, starts the built
 * server with MQTT_URL and the default share group and instance id (so the check also shows that they stay
 * the same across restarts), publishes signed QoS 1 readings from every device at a steady rate, kills the
 * server with SIGKILL a couple of times mid-stream and starts it again at once, as a supervisor would. After
 * the publishing it stops the server cleanly (once more if the count still grew) and counts in the database:
 * acknowledged (PUBACK to the publisher), stored, lost, duplicated. Prints the figures as JSON; exits 1 when
 * an acknowledged reading is missing or a reading is stored twice.
 *
 * Mosquitto queues at most `max_queued_messages` (default 1,000) per absent consumer session and drops the
 * rest although it acknowledged them to the device. With the default rate (150/s), the instance's 32
 * consumers and a few seconds per restart each session queues well under a hundred; a much higher --rate or a
 * slower restart needs a broker with a higher limit (the README's production settings).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import mqtt, { type MqttClient } from "mqtt";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../src/db/client.ts";
import { mexDevices, mexReadings } from "../src/db/schema/mex.ts";
import { loadConfig } from "../src/server/config.ts";
import { pairingCodeHash } from "../src/server/modules/mex/claim-device.ts";
import { signPayload } from "../src/server/modules/mex/device-signature.ts";
import { consumerClientId } from "../src/server/mqtt-identity.ts";
import { waitReady } from "./lib/wait-ready.ts";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    port: { type: "string", default: process.env.CRASH_PORT ?? "3241" },
    "mqtt-url": { type: "string", default: process.env.CRASH_MQTT_URL ?? "mqtt://127.0.0.1:1883" },
    devices: { type: "string", default: "8" },
    // Readings per second over all devices, and for how long they are published.
    rate: { type: "string", default: "150" },
    seconds: { type: "string", default: "40" },
    kills: { type: "string", default: "2" },
    "database-url": { type: "string", default: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" },
  },
});
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
const MQTT_URL = args["mqtt-url"]!;
const RATE = Number(args.rate);
const PUBLISH_MS = Number(args.seconds) * 1000;
const KILLS = Number(args.kills);
/** Readings ahead of the first kill and between kills land mid-stream: the kills split the publishing evenly. */
const killTimes = Array.from({ length: KILLS }, (_, k) => Math.round((PUBLISH_MS * (k + 1)) / (KILLS + 1)));
/** After the last publish: time for the restarted instance to take what its sessions kept. */
const SETTLE_MS = 8_000;
const MAX_DRAIN_ROUNDS = 4;

interface Device {
  deviceId: string;
  secret: string;
}

async function main() {
  if (!(await answers(MQTT_URL))) {
    throw new Error(`no MQTT broker answers at ${MQTT_URL} (the local Mosquitto: mosquitto -d -c /etc/mosquitto/mosquitto.conf)`);
  }
  const run = `${Date.now()}_${randomBytes(2).toString("hex")}`;
  const dataDir = mkdtempSync(join(tmpdir(), "crash-mqtt-check-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    // info: the line that says the consumers listen; warnings and errors are passed on.
    LOG_LEVEL: "info",
    SEED_DEMO_DATA: "false",
    MAIL_DIR: join(dataDir, "mail"),
    JWT_SECRET: "crash-mqtt-check-secret-0123456789abcdef",
    MQTT_URL,
  };
  let dropDatabase = async () => {};
  if (args.db === "postgres") {
    const name = `crash_mqtt_${run}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(args["database-url"]!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else if (args.db === "pglite") {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = join(dataDir, "pglite");
  } else {
    throw new Error(`--db pglite|postgres, not ${args.db}`);
  }
  // The server's own names on the broker, worked out as the server does: the sessions to remove at the end.
  const config = loadConfig(env);
  const clientIds = Array.from({ length: config.MQTT_CONSUMERS }, (_, n) =>
    consumerClientId(config.MQTT_SHARE_GROUP, config.MQTT_INSTANCE_ID, n),
  );
  const open = (): Promise<Database> =>
    env.DATABASE_URL ? Promise.resolve(openPostgres(env.DATABASE_URL, () => {})) : openPglite({ dir: env.PGLITE_DIR });

  const devices: Device[] = Array.from({ length: Number(args.devices) }, (_, i) => ({
    deviceId: `mx-crash-${run}-${i}`,
    secret: randomBytes(16).toString("hex"),
  }));
  {
    const database = await open();
    await database.migrate();
    await database.db
      .insert(mexDevices)
      .values(devices.map((d) => ({ ...d, pairingCodeHash: pairingCodeHash(randomBytes(4).toString("hex")), sensorTypeId: 1 })));
    await database.close();
  }

  let server: ChildProcess | null = null;
  const publishers: MqttClient[] = [];
  const report: Record<string, unknown> = {
    database: args.db,
    mqttUrl: MQTT_URL,
    shareGroup: config.MQTT_SHARE_GROUP,
    instanceId: config.MQTT_INSTANCE_ID,
    consumers: config.MQTT_CONSUMERS,
  };
  try {
    let listening: () => void = () => {};
    const start = () => {
      const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "pipe", "inherit"] });
      createInterface({ input: child.stdout! }).on("line", (line) => {
        let entry: { level?: number; msg?: string };
        try {
          entry = JSON.parse(line);
        } catch {
          return void console.error(`[server] ${line}`);
        }
        if (entry.msg === "mqtt: listening for sensor readings") listening();
        if ((entry.level ?? 0) >= 40) console.error(`[server] ${line}`);
      });
      return child;
    };
    const exited = (child: ChildProcess) =>
      new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once("exit", () => resolve())));

    // A share group without members drops what is published to it: the first start must subscribe first.
    const firstListen = new Promise<void>((resolve) => (listening = resolve));
    server = start();
    await waitReady(`${BASE}/readyz`);
    await firstListen;

    for (const d of devices)
      publishers.push(
        await mqtt.connectAsync(MQTT_URL, { protocolVersion: 5, clientId: `crash-pub-${d.deviceId}`, reconnectPeriod: 1000 }),
      );

    const acked = new Set<string>();
    const publishErrors = new Map<string, number>();
    const inFlight = new Set<Promise<void>>();
    const nextSeq = devices.map(() => 1);
    let published = 0;
    const t0 = Date.now();
    const kills: { atMs: number; publishedBefore: number; acknowledgedBefore: number; readyAgainMs?: number }[] = [];
    const restarts: Promise<void>[] = [];

    const publishOne = (i: number) => {
      const d = devices[i];
      const seq = nextSeq[i]++;
      const payload = JSON.stringify({
        seq,
        measuredAt: new Date().toISOString(),
        distanceMm: 400 + (seq % 500),
        temperatureC: 10,
        batteryV: 3.6,
        rssi: -70,
      });
      const p = publishers[i]
        .publishAsync(`mex/v1/dev/${d.deviceId}/up/reading`, JSON.stringify({ payload, sig: signPayload(d.secret, payload) }), { qos: 1 })
        .then(
          () => void acked.add(`${d.deviceId}\u0000${seq}`),
          (err: Error) => void publishErrors.set(err.message, (publishErrors.get(err.message) ?? 0) + 1),
        );
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
      published++;
    };

    // A steady stream: every 20 ms what the rate says is due by now, the devices taking turns.
    let device = 0;
    while (Date.now() - t0 < PUBLISH_MS) {
      const due = Math.floor(((Date.now() - t0) * RATE) / 1000);
      while (published < due) publishOne(device++ % devices.length);
      if (kills.length < killTimes.length && Date.now() - t0 >= killTimes[kills.length]) {
        const kill = { atMs: Date.now() - t0, publishedBefore: published, acknowledgedBefore: acked.size } as (typeof kills)[number];
        kills.push(kill);
        const killedAt = Date.now();
        server.kill("SIGKILL");
        await exited(server);
        server = start();
        restarts.push(waitReady(`${BASE}/readyz`, 120_000).then(() => void (kill.readyAgainMs = Date.now() - killedAt)));
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await Promise.all(inFlight);
    await Promise.all(restarts);

    // Draining: the instance runs a while, stops cleanly, and the database is counted; once more while the
    // count still grows (what a session kept arrives right after the restart, so one round normally does it).
    const drainRounds: { round: number; stored: number }[] = [];
    let stored = new Set<string>();
    let rows = 0;
    for (let round = 1; round <= MAX_DRAIN_ROUNDS; round++) {
      if (round > 1) {
        server = start();
        await waitReady(`${BASE}/readyz`);
      }
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      server.kill("SIGTERM");
      await exited(server);
      const before = stored.size;
      ({ stored, rows } = await countStored(open, devices));
      drainRounds.push({ round, stored: stored.size });
      if ([...acked].every((k) => stored.has(k)) || stored.size === before) break;
    }

    const lost = [...acked].filter((k) => !stored.has(k));
    const duplicated = rows - stored.size;
    Object.assign(report, {
      ratePerSecond: RATE,
      publishSeconds: PUBLISH_MS / 1000,
      devices: devices.length,
      published,
      acknowledged: acked.size,
      stored: [...acked].filter((k) => stored.has(k)).length,
      lost: lost.length,
      duplicated,
      // Readings stored whose PUBACK the publisher never saw (a publisher's broken connection): not counted as loss.
      storedNotAcknowledged: [...stored].filter((k) => !acked.has(k)).length,
      kills,
      drainRounds,
      publishErrors: Object.fromEntries(publishErrors),
      lostSample: lost.slice(0, 5).map((k) => k.replace("\u0000", " seq ")),
    });
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = lost.length === 0 && duplicated === 0 && acked.size > 0 ? 0 : 1;
  } finally {
    if (server && server.exitCode === null && !server.signalCode) {
      server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 1500));
      if (server.exitCode === null && !server.signalCode) server.kill("SIGKILL");
    }
    await Promise.all(publishers.map((p) => p.endAsync()));
    await endSessions(clientIds);
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Every reading of the check's devices in the database: the distinct (device, seq) pairs and the rows. */
async function countStored(open: () => Promise<Database>, devices: Device[]): Promise<{ stored: Set<string>; rows: number }> {
  const database = await open();
  try {
    const found = await database.db
      .select({ deviceId: mexReadings.deviceId, seq: mexReadings.seq })
      .from(mexReadings)
      .where(
        inArray(
          mexReadings.deviceId,
          devices.map((d) => d.deviceId),
        ),
      );
    return { stored: new Set(found.map((r) => `${r.deviceId}\u0000${Number(r.seq)}`)), rows: found.length };
  } finally {
    await database.close();
  }
}

/** Removes the server's persistent sessions from the broker (a clean start discards a session), so no run leaves queues behind. */
async function endSessions(clientIds: string[]) {
  for (const clientId of clientIds) {
    try {
      const c = await mqtt.connectAsync(MQTT_URL, { protocolVersion: 5, clientId, clean: true, reconnectPeriod: 0 });
      await c.endAsync();
    } catch (err) {
      console.error(`could not end the session ${clientId}: ${(err as Error).message}`);
    }
  }
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: args["database-url"] });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = tcpConnect({ host: hostname || "127.0.0.1", port: Number(port || 1883) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => done(true));
  });
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});

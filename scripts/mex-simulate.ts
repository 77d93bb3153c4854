/**
 * `npm run mex:simulate -- --device <id> --secret <secret> [options]`: a tank sensor for development and
 * demos. It makes up a tank's distance readings over the last days (daily use with seasons, an optional
 * refill, a battery that runs flat), signs each as the device would (HMAC-SHA256, device-signature.ts) and
 * sends them over MQTT (as a device does) or over the HTTP batch endpoint (as a gateway catching up does).
 *
 *   --mqtt mqtt://127.0.0.1:1883 | --http http://localhost:3000   where to send (default: the local broker)
 *   --days 30 --interval-hours 24      readings every interval over the days ending now
 *   --distance-mm 300 | --start-litres 1200    level at the start (litres need the two below)
 *   --sensor-to-bottom-mm 1100 --litres-per-mm 1.5   the tank (defaults: the test cylinder, 1,500 l)
 *   --litres-per-day 8                 average use; winter about 1.7 times, summer 0.3 times that
 *   --refill-on-day N                  the tank is filled up that day (days count from 1)
 *   --full-distance-mm 200             the distance of a full tank after the refill
 *   --flat-battery-from-day N          below 2.9 V from that day (before it slowly falls from 3.6 V, not
 *                                      below 2.95 V); three days later the sensor stops
 *   --seq-start N                      first seq (default: hours since 1970 of each reading, so a rerun
 *                                      over the same hours is counted as duplicates)
 */
import { parseArgs } from "node:util";
import mqtt from "mqtt";
import { signPayload } from "../src/server/modules/mex/device-signature.ts";

const HOUR = 3_600_000;
const HTTP_BATCH = 500; // readingBatchSchema's maximum
const FLAT_DAYS_REPORTED = 3;

const { values: a } = parseArgs({
  options: {
    device: { type: "string" },
    secret: { type: "string" },
    mqtt: { type: "string" },
    http: { type: "string" },
    days: { type: "string", default: "30" },
    "interval-hours": { type: "string", default: "24" },
    "distance-mm": { type: "string" },
    "start-litres": { type: "string" },
    "sensor-to-bottom-mm": { type: "string", default: "1100" },
    "litres-per-mm": { type: "string", default: "1.5" },
    "litres-per-day": { type: "string", default: "8" },
    "refill-on-day": { type: "string" },
    "full-distance-mm": { type: "string", default: "200" },
    "flat-battery-from-day": { type: "string" },
    "seq-start": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});

if (a.help || !a.device || !a.secret) {
  console.log(
    "usage: npm run mex:simulate -- --device <id> --secret <secret> [--mqtt <url> | --http <base>] [--days 30] ... (see scripts/mex-simulate.ts)",
  );
  process.exit(a.help ? 0 : 2);
}
if (a.mqtt && a.http) fail("give either --mqtt or --http, not both");

function num(name: keyof typeof a, min = 0): number | undefined {
  const raw = a[name];
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (typeof raw !== "string" || !Number.isFinite(n) || n < min) fail(`--${name} must be a number ≥ ${min}`);
  return n;
}
function fail(message: string): never {
  console.error(`mex-simulate: ${message}`);
  process.exit(2);
}

const days = num("days", 1)!;
const intervalHours = num("interval-hours", 0.25)!; // devices report at most every 15 minutes
const bottomMm = num("sensor-to-bottom-mm", 1)!;
const litresPerMm = num("litres-per-mm", 0.01)!;
const fullMm = num("full-distance-mm")!;
const refillDay = num("refill-on-day", 1);
const flatDay = num("flat-battery-from-day", 1);
const seqStart = num("seq-start");
const startLitres = num("start-litres") ?? (bottomMm - (num("distance-mm") ?? 300)) * litresPerMm;

/** Reproducible noise per device: a rerun sends the same levels, only the times move with "now". */
function prng(seed: string) {
  let s = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const rand = prng(a.device);

/** 1 in the middle of winter (late January) … −1 in the middle of summer. */
function winterness(at: Date): number {
  const dayOfYear = (at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 1)) / (24 * HOUR);
  return Math.cos((2 * Math.PI * (dayOfYear - 20)) / 365.25);
}

interface Reading {
  seq: number;
  measuredAt: string;
  distanceMm: number;
  temperatureC: number;
  batteryV: number;
  rssi: number;
}

function simulate(now: number): Reading[] {
  const count = Math.floor((days * 24) / intervalHours);
  const start = now - count * intervalHours * HOUR;
  const readings: Reading[] = [];
  let litres = startLitres;
  let refilled = false;
  for (let i = 1; i <= count; i++) {
    const at = new Date(start + i * intervalHours * HOUR);
    const day = Math.floor(((i - 1) * intervalHours) / 24) + 1;
    if (flatDay !== undefined && day >= flatDay + FLAT_DAYS_REPORTED) break; // the battery is empty: silence
    const use = num("litres-per-day")! * (1 + 0.7 * winterness(at)) * (intervalHours / 24) * (0.85 + 0.3 * rand());
    litres = Math.max(0, litres - use);
    if (refillDay !== undefined && day >= refillDay && !refilled) {
      litres = (bottomMm - fullMm) * litresPerMm;
      refilled = true;
    }
    const batteryV = flatDay !== undefined && day >= flatDay ? 2.85 - 0.04 * (day - flatDay) : Math.max(2.95, 3.6 - 0.0015 * day);
    readings.push({
      seq: seqStart !== undefined ? seqStart + i - 1 : Math.floor(at.getTime() / HOUR),
      measuredAt: at.toISOString(),
      distanceMm: Math.min(bottomMm, Math.max(0, Math.round(bottomMm - litres / litresPerMm + (rand() - 0.5) * 4))),
      temperatureC: Math.round((13 - 5 * winterness(at) + (rand() - 0.5)) * 10) / 10,
      batteryV: Math.round(batteryV * 1000) / 1000,
      rssi: Math.round(-70 + (rand() - 0.5) * 16),
    });
  }
  return readings;
}

/** Signed exactly as sent: the server checks the HMAC over the payload string, so it is never re-serialised. */
const sign = (r: Reading) => {
  const payload = JSON.stringify(r);
  return { payload, sig: signPayload(a.secret!, payload) };
};

async function overMqtt(url: string, readings: Reading[]) {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 5,
    clientId: `mex-sim-${a.device}`,
    reconnectPeriod: 0,
    connectTimeout: 5_000,
  });
  try {
    // QoS 1: each publish waits for the broker's PUBACK, so "sent" means the broker has it.
    for (const r of readings) await client.publishAsync(`mex/v1/dev/${a.device}/up/reading`, JSON.stringify(sign(r)), { qos: 1 });
  } finally {
    await client.endAsync();
  }
  return { accepted: null, duplicates: null };
}

async function overHttp(base: string, readings: Reading[]) {
  let accepted = 0;
  let duplicates = 0;
  for (let i = 0; i < readings.length; i += HTTP_BATCH) {
    const res = await fetch(`${base.replace(/\/$/, "")}/api/mex/devices/${encodeURIComponent(a.device!)}/readings`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ readings: readings.slice(i, i + HTTP_BATCH).map(sign) }),
    });
    if (!res.ok)
      throw new Error(`HTTP ${res.status} for readings ${i + 1}-${Math.min(i + HTTP_BATCH, readings.length)}: ${await res.text()}`);
    const answer = (await res.json()) as { accepted: number; duplicates: number };
    accepted += answer.accepted;
    duplicates += answer.duplicates;
  }
  return { accepted, duplicates };
}

const readings = simulate(Date.now());
if (readings.length === 0) fail("nothing to send (the battery was flat from the start?)");
const target = a.http ?? a.mqtt ?? "mqtt://127.0.0.1:1883";
try {
  const { accepted, duplicates } = a.http ? await overHttp(target, readings) : await overMqtt(target, readings);
  const last = readings.at(-1)!;
  console.log(`device ${a.device}: sent ${readings.length} readings to ${target} (${readings[0].measuredAt} .. ${last.measuredAt})`);
  console.log(
    accepted === null
      ? "accepted/duplicates: not reported over MQTT (rejections are in the server log)"
      : `accepted ${accepted}, duplicates ${duplicates}`,
  );
  console.log(`last: ${last.distanceMm} mm, ${last.batteryV} V${flatDay !== undefined ? ", then silent (flat battery)" : ""}`);
} catch (err) {
  console.error(`mex-simulate: ${(err as Error).message}`);
  process.exitCode = 1;
}

import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { mexDevices } from "../../../db/schema/mex.ts";
import { pairingCodeHash } from "./claim-device.ts";
import { signPayload } from "./device-signature.ts";
import type { TestUser } from "../orders/orders.test-helpers.ts";

export interface TestDevice {
  deviceId: string;
  secret: string;
  pairingCode: string;
}

export async function provisionDevice(db: Db, sensorTypeId = 1): Promise<TestDevice> {
  const d = {
    deviceId: `mx-test-${randomBytes(4).toString("hex")}`,
    secret: randomBytes(16).toString("hex"),
    pairingCode: randomBytes(3).toString("hex").toUpperCase(),
  };
  await db
    .insert(mexDevices)
    .values({ deviceId: d.deviceId, secret: d.secret, pairingCodeHash: pairingCodeHash(d.pairingCode), sensorTypeId });
  return d;
}

export function signedReading(
  secret: string,
  r: {
    seq: number;
    measuredAt: string;
    distanceMm: number | null;
    temperatureC?: number | null;
    batteryV?: number | null;
    rssi?: number | null;
  },
) {
  const payload = JSON.stringify({
    seq: r.seq,
    measuredAt: r.measuredAt,
    distanceMm: r.distanceMm,
    temperatureC: r.temperatureC ?? 10,
    batteryV: r.batteryV ?? 3.6,
    rssi: r.rssi ?? -70,
  });
  return { payload, sig: signPayload(secret, payload) };
}

/** Pairs a device for the user; her renewed token (with MEX_CUSTOMER) replaces the test user's headers. */
export async function pair(
  app: FastifyInstance,
  user: TestUser,
  device: TestDevice,
): Promise<{ sensorId: number; tankId: number; user: TestUser }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/customer/mex/pair",
    headers: { ...user.headers, host: "de.localhost" },
    payload: { DeviceId: device.deviceId, PairingCode: device.pairingCode },
  });
  if (res.statusCode !== 200) throw new Error(`pairing failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "auth_token");
  if (!cookie) throw new Error("pairing did not renew the token");
  return { ...res.json(), user: { ...user, headers: { authorization: `Bearer ${cookie.value}` } } };
}

/** A horizontal cylinder of 2,000 mm length and 1,000 mm diameter, nominal 1,500 l. */
export const cylinderTank = (patch: Record<string, unknown> = {}) => ({
  Name: "Keller",
  TankTypeId: 2,
  TankCount: 1,
  Horizontal: true,
  LengthMm: 2000,
  DiameterMm: 1000,
  NominalLitres: 1500,
  ...patch,
});

import { createHmac } from "node:crypto";
import type { Page } from "@playwright/test";
import { PORT } from "../helpers.ts";

export const DEMO_MEX = { email: "mex@example.com", password: "Mex-Demo-1" };

/** A device is no browser: it posts to the server's address, not the site's host name. A reading as the device signs it (README "Tank sensors"), posted over HTTP like a device without MQTT. */
export async function sendReading(page: Page, device: { deviceId: string; secret: string }, r: { seq: number; distanceMm: number }) {
  const payload = JSON.stringify({ seq: r.seq, measuredAt: new Date().toISOString(), distanceMm: r.distanceMm, temperatureC: 15, batteryV: 3.6, rssi: -61 });
  const sig = createHmac("sha256", device.secret).update(payload).digest("hex");
  const res = await page.request.post(`http://127.0.0.1:${PORT}/api/mex/devices/${device.deviceId}/readings`, { data: { readings: [{ payload, sig }] } });
  if (res.status() !== 200) throw new Error(`reading refused: ${res.status()} ${await res.text()}`);
}

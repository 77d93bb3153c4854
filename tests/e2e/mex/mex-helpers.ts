import { createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { PORT } from "../helpers.ts";

export const DEMO_MEX = { email: "mex@example.com", password: "Mex-Demo-1" };

/** A device is no browser: it posts to the server's address, not the site's host name. A reading as the device signs it (README "Tank sensors"), posted over HTTP like a device without MQTT. */
export async function sendReading(page: Page, device: { deviceId: string; secret: string }, r: { seq: number; distanceMm: number }) {
  const payload = JSON.stringify({
    seq: r.seq,
    measuredAt: new Date().toISOString(),
    distanceMm: r.distanceMm,
    temperatureC: 15,
    batteryV: 3.6,
    rssi: -61,
  });
  const sig = createHmac("sha256", device.secret).update(payload).digest("hex");
  const res = await page.request.post(`http://127.0.0.1:${PORT}/api/mex/devices/${device.deviceId}/readings`, {
    data: { readings: [{ payload, sig }] },
  });
  if (res.status() !== 200) throw new Error(`reading refused: ${res.status()} ${await res.text()}`);
}

/** Every radio on the screen is a target of at least 44 × 44 px: the row it sits in is its label. */
export async function expectRadioTargets(page: Page) {
  const boxes = await page.locator(".guide-step label:has(input[type=radio])").evaluateAll((labels) =>
    labels
      .filter((l) => (l as HTMLElement).offsetParent !== null)
      .map((l) => {
        const r = l.getBoundingClientRect();
        const input = l.querySelector("input")!;
        return { text: l.textContent?.trim(), width: r.width, height: r.height, ownsInput: (input as HTMLInputElement).labels?.[0] === l };
      }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(4);
  for (const b of boxes) {
    expect(b.ownsInput, `${b.text} is the radio's label`).toBe(true);
    expect(b.height, `${b.text} height`).toBeGreaterThanOrEqual(44);
    expect(b.width, `${b.text} width`).toBeGreaterThanOrEqual(44);
  }
}

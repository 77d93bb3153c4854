import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Each reading is signed by its device (HMAC-SHA256 of the payload exactly as sent, with the device's own
 * secret), so a message under another device's id is rejected whatever the broker lets through.
 */
export const signPayload = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("hex");

export function signatureMatches(secret: string, payload: string, sig: string): boolean {
  const expected = Buffer.from(signPayload(secret, payload), "hex");
  const given = Buffer.from(sig, "hex");
  return given.length === expected.length && timingSafeEqual(expected, given);
}

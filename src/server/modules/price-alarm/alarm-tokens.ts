import { createHash, createHmac } from "node:crypto";

/**
 * The links of a price alarm's mails (decision 0029): the token is derived from the alarm id with the
 * app's secret, so every mail can carry it again; the table keeps only its SHA-256 for the lookup.
 */
export function alarmToken(secret: string, purpose: "confirm" | "unsubscribe", alarmId: number): string {
  return createHmac("sha256", secret).update(`price-alarm:${purpose}:${alarmId}`).digest("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

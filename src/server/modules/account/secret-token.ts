import { createHash } from "node:crypto";
import { newSecret } from "../../platform/ids.ts";

/** A random, url-safe secret (refresh tokens, mail links): 32 bytes → 43 characters. */
export const newSecretToken = newSecret;

/** Only the SHA-256 of a secret token is stored (decision 0008): a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

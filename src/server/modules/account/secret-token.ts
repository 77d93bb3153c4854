import { createHash, randomBytes } from "node:crypto";

/** A random, url-safe secret (refresh tokens, mail links): 32 bytes → 43 characters. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only the SHA-256 of a secret token is stored (decision 0008): a database leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

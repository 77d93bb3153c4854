import { randomBytes } from "node:crypto";

/**
 * The ids and secrets the areas hand out (decision 0016), from the system's CSPRNG. One place, so a new
 * area does not pick its own length or alphabet.
 */

/** An opaque, URL-safe id (checkouts; later tanks, leads, …): 16 bytes → 22 characters. */
export function newOpaqueId(): string {
  return randomBytes(16).toString("base64url");
}

/** A URL-safe secret (refresh tokens, mail links, CSRF tokens): 32 bytes → 43 characters. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Characters a person can read aloud and type (no 0/O, 1/I). */
const READABLE = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A reference people read and type, e.g. readableReference("HM-M-", 10) for SEPA mandates. */
export function readableReference(prefix: string, length: number): string {
  // 256 is a multiple of the 32 characters: every one is equally likely.
  return prefix + [...randomBytes(length)].map((b) => READABLE[b % READABLE.length]).join("");
}

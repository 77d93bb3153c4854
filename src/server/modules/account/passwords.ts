import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashes with Node's scrypt (memory-hard; decision 0008). Stored self-describing, so the
 * cost can be raised later and old hashes still verify:
 *   scrypt$N=32768,r=8,p=1$<salt, base64>$<hash, base64>
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  // 128·N·r bytes are needed (32 MiB at N=2^15, r=8): allow twice that.
  const maxmem = 256 * (opts.N ?? PARAMS.N) * (opts.r ?? PARAMS.r);
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFC"), salt, keylen, { ...opts, maxmem }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== "scrypt") return null;
  const params = Object.fromEntries(parts[1].split(",").map((kv) => kv.split("=") as [string, string]));
  const N = Number(params.N);
  const r = Number(params.r);
  const p = Number(params.p);
  // Guard against absurd parameters in a tampered row: they would stall the process.
  if (!Number.isInteger(N) || N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[2], "base64");
  const key = Buffer.from(parts[3], "base64");
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** Timing-safe comparison against a stored hash; an unreadable hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) {
    // Same work for unknown accounts and guests, so the answer time does not tell them apart.
    await scrypt(password, DUMMY_SALT, KEY_LENGTH, PARAMS);
    return false;
  }
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash uses weaker parameters than today's (re-hash after a successful login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < PARAMS.N || parsed.r < PARAMS.r || parsed.p < PARAMS.p;
}

const DUMMY_SALT = randomBytes(SALT_BYTES);

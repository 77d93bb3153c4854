import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const MIN_LENGTH = 32;

/**
 * The signing secret of an installation without JWT_SECRET (decision 0010): 32 random bytes,
 * generated at the first start and kept in the data directory with mode 0600, so tokens survive a
 * restart and nobody can sign with a value that is known from the source.
 */
export function readOrCreateSecretFile(path: string): string {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const candidate = `${path}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(candidate, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  try {
    // link() fails when the file exists: two processes starting at once both end up with the first one's secret.
    linkSync(candidate, path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    rmSync(candidate, { force: true });
  }
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < MIN_LENGTH)
    throw new Error(`Invalid configuration:\n  JWT_SECRET: the secret file ${path} holds fewer than ${MIN_LENGTH} characters`);
  return secret;
}

/** Tests without JWT_SECRET: a random secret per process, never written anywhere. */
let processSecret: string | undefined;
export function processLocalSecret(): string {
  processSecret ??= randomBytes(32).toString("base64url");
  return processSecret;
}

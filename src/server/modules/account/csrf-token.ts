import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * CSRF tokens bound to the session (decision 0036). The double submit alone (header = cookie) trusts
 * whoever can write the cookie: a sibling subdomain can toss a CSRFTOKEN cookie of its choosing and
 * send the same value as header. So a token is `{nonce}.{mac}` with the mac an HMAC over the session
 * id and the nonce under a key derived from the signing secret: a planted pair fails for the victim's
 * session, and a token of one session is worthless in another.
 */
const NONCE_BYTES = 18;
const MAC_CHARS = 32;
const SHAPE = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{32})$/;

const keys = new WeakMap<Uint8Array, Buffer>();

/** The CSRF key: never the signing secret itself, so neither can stand in for the other. Derived once per secret. */
export function csrfKey(signingSecret: Uint8Array): Buffer {
  let key = keys.get(signingSecret);
  if (!key) keys.set(signingSecret, (key = createHmac("sha256", signingSecret).update("csrf-token-v1").digest()));
  return key;
}

const macOf = (key: Buffer, sid: string | null, nonce: string) =>
  createHmac("sha256", key)
    .update(`${sid ?? "anonymous"}.${nonce}`)
    .digest("base64url")
    .slice(0, MAC_CHARS);

/** A new token for the session `sid` (null: a visitor without a session; such a token guards nothing). */
export function newCsrfToken(key: Buffer, sid: string | null): string {
  const nonce = randomBytes(NONCE_BYTES).toString("base64url");
  return `${nonce}.${macOf(key, sid, nonce)}`;
}

/** Whether `token` was issued for the session `sid`. */
export function csrfTokenFits(key: Buffer, token: string | undefined, sid: string | null): boolean {
  const m = token ? SHAPE.exec(token) : null;
  if (!m) return false;
  const want = Buffer.from(macOf(key, sid, m[1]));
  const got = Buffer.from(m[2]);
  return want.length === got.length && timingSafeEqual(want, got);
}

import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed token of an order's mail link (decision 0040): `{orderId}.{expiry}.{mac}` — the order id,
 * the expiry in seconds since 1970 (base 36) and an HMAC-SHA-256 over both plus what only the stored
 * order knows: when it was placed and the address its mails go to. So a token
 *  - opens its own order only (the id is signed, and the page compares it with the URL's),
 *  - stops at its expiry, while a later mail's token (a later expiry) keeps working,
 *  - dies with a database that was reset and re-used its order ids, or an account's changed e-mail,
 *  - needs no table: nothing to migrate, nothing to clean up.
 * The key is derived from the signing secret, never the secret itself (as the CSRF key, decision 0036).
 */
const SHAPE = /^([1-9]\d{0,9})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

const keys = new Map<string, Buffer>();

export function orderLinkKey(signingSecret: string): Buffer {
  let key = keys.get(signingSecret);
  if (!key) keys.set(signingSecret, (key = createHmac("sha256", signingSecret).update("order-link-v1").digest()));
  return key;
}

/** What of the stored order the token is bound to. */
export interface LinkedOrder {
  id: number;
  createdAt: Date;
  /** The address the order's mails go to (the customer's or the guest's). */
  email: string;
}

const macOf = (key: Buffer, order: LinkedOrder, expiry: string) =>
  createHmac("sha256", key)
    .update(`order-link|${order.id}|${order.createdAt.getTime()}|${order.email.trim().toLowerCase()}|${expiry}`)
    .digest("base64url");

export function signOrderLink(key: Buffer, order: LinkedOrder, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${order.id}.${expiry}.${macOf(key, order, expiry)}`;
}

/** The order id a token names, or null when it is not a token at all. Nothing is trusted yet. */
export function orderIdOfLink(token: string): number | null {
  const m = SHAPE.exec(token);
  return m ? Number(m[1]) : null;
}

export type LinkVerdict = { ok: true; expiresAt: Date } | { ok: false; problem: "invalid" | "expired" };

/**
 * Whether the token was signed for this order: "invalid" for anything else (another order's token, a
 * changed character, a token of another deployment), "expired" only for a genuine token past its time.
 */
export function checkOrderLink(key: Buffer, token: string, order: LinkedOrder, now: Date): LinkVerdict {
  const m = SHAPE.exec(token);
  if (!m || Number(m[1]) !== order.id) return { ok: false, problem: "invalid" };
  const want = Buffer.from(macOf(key, order, m[2]));
  const got = Buffer.from(m[3]);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return { ok: false, problem: "invalid" };
  const expiresAt = new Date(parseInt(m[2], 36) * 1000);
  return expiresAt.getTime() > now.getTime() ? { ok: true, expiresAt } : { ok: false, problem: "expired" };
}

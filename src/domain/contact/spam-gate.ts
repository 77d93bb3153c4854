/**
 * The contact form's spam gate (decision 0042): no tracking, no third party, no cookie.
 *
 * - With JavaScript the browser proves a little work, ALTCHA-style: the server picks a secret number n
 *   below `maxNumber` and sends `salt` and `challenge = SHA-256(salt + n)`; the browser tries 0, 1, 2, …
 *   with SubtleCrypto until the hash matches (about 25,000 hashes on average, well under a second) and
 *   posts the number. Checking it costs the server one hash.
 * - Without JavaScript the form asks a small sum in words ("Wie viel ist drei plus vier?"), must not come
 *   back sooner than a person can type, and carries a honeypot field people never see.
 *
 * Everything the server needs later travels in one signed token (HMAC-SHA-256 under a key derived from the
 * app's secret): nonce, issue and expiry time, salt, challenge, and the sum's answer as an HMAC (so the
 * token does not give it away). The server keeps no state until the request is stored; the nonce is then
 * stored with it, so one token sends one request.
 *
 * Web Crypto only (globalThis.crypto), so the same module runs in the browser (solving) and on the
 * server (issuing and checking), and the domain stays free of Node imports.
 */

export const SPAM_GATE = {
  /** The secret number is below this; the browser needs half of it in hashes on average. */
  maxNumber: 50_000,
  /** A token is good for this long: long enough to write a message in peace. */
  lifetimeMinutes: 120,
  /** Without the proof of work a post sooner than this after the form was shown is a script. */
  minSecondsWithoutScript: 3,
} as const;

/** What a form or an API client gets to pass the gate. */
export interface GateChallenge {
  /** Signed; posted back unchanged (GateToken). */
  Token: string;
  /** For the proof of work: find n with SHA-256(Salt + n) = Challenge (hex), n < MaxNumber. */
  Salt: string;
  Challenge: string;
  MaxNumber: number;
  /** For the form without JavaScript: a sum in German words. */
  Question: string;
}

/** What came back with the form. */
export interface GateProof {
  token: string;
  /** The proof of work's number (GateNumber), from the browser's widget. */
  number?: string;
  /** The answer to the sum (GateAnswer), typed by a person. */
  answer?: string;
  /** The honeypot (Homepage): people never see it, form-filling scripts fill it. */
  honeypot?: string;
}

export type GateRefusal = "invalid" | "expired" | "too-fast" | "missing" | "wrong-answer";

export type GateVerdict = { ok: true; nonce: string; via: "work" | "question" } | { ok: false; reason: GateRefusal };

/** German words for what the visitor reads; the honeypot looks like any broken token (no hint for scripts). */
export const GATE_REFUSAL_MESSAGES: Record<GateRefusal, string> = {
  invalid: "Der Spamschutz konnte Ihre Anfrage nicht prüfen. Bitte laden Sie die Seite neu und senden Sie das Formular noch einmal.",
  expired: "Das Formular war sehr lange geöffnet. Bitte senden Sie es noch einmal – Ihre Angaben sind erhalten geblieben.",
  "too-fast": "Das ging schneller, als ein Mensch tippen kann. Bitte prüfen Sie Ihre Angaben und senden Sie das Formular noch einmal.",
  missing: "Bitte beantworten Sie die Rechenfrage.",
  "wrong-answer": "Die Antwort auf die Rechenfrage stimmt nicht. Bitte versuchen Sie es noch einmal.",
};

const NUMBER_WORDS = [
  "null",
  "eins",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
  "dreizehn",
  "vierzehn",
  "fünfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
];

interface TokenPayload {
  v: 1;
  /** Nonce: one request per token. */
  n: string;
  /** Issued and expires at, ms since the epoch. */
  i: number;
  e: number;
  s: string;
  c: string;
  /** HMAC of the sum's answer. */
  a: string;
}

const encoder = new TextEncoder();
const subtle = () => globalThis.crypto.subtle;

const hex = (buf: ArrayBuffer) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("");

export async function sha256Hex(text: string): Promise<string> {
  return hex(await subtle().digest("SHA-256", encoder.encode(text)));
}

const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(key: Uint8Array): Promise<CryptoKey> {
  let k = keys.get(key);
  if (!k) keys.set(key, (k = subtle().importKey("raw", key as BufferSource, { name: "HMAC", hash: "SHA-256" }, false, ["sign"])));
  return k;
}

async function hmacHex(key: Uint8Array, text: string): Promise<string> {
  return hex(await subtle().sign("HMAC", await hmacKey(key), encoder.encode(text)));
}

/** Compares without stopping at the first difference: the time does not tell how much of a MAC was right. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

function toBase64Url(text: string): string {
  const bytes = encoder.encode(text);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

function randomInt(maxExclusive: number): number {
  // Rejection sampling: no bias towards small numbers.
  const limit = Math.floor(0x1_0000_0000 / maxExclusive) * maxExclusive;
  const buf = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    if (buf[0] < limit) return buf[0] % maxExclusive;
  }
}

function randomHex(bytes: number): string {
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)).buffer as ArrayBuffer);
}

/** "7", " 7 ", "sieben", "Sieben." → 7; anything else → null. */
export function parseGateAnswer(text: string | undefined): number | null {
  const t = (text ?? "").trim().toLowerCase().replace(/[.!]$/, "");
  if (/^\d{1,2}$/.test(t)) return Number(t);
  const word = NUMBER_WORDS.indexOf(t.replace("fuenf", "fünf").replace("zwoelf", "zwölf"));
  return word >= 0 ? word : null;
}

const answerMac = (key: Uint8Array, nonce: string, answer: number) => hmacHex(key, `contact-gate-answer:${nonce}:${answer}`);
const tokenMac = (key: Uint8Array, payload: string) => hmacHex(key, `contact-gate-token:${payload}`);

/** A new challenge. `key`: the gate's own key (derived from the app's secret, never the secret itself). */
export async function issueGate(key: Uint8Array, now: Date, options: { maxNumber?: number } = {}): Promise<GateChallenge> {
  const maxNumber = options.maxNumber ?? SPAM_GATE.maxNumber;
  const nonce = randomHex(16);
  const salt = randomHex(12);
  const challenge = await sha256Hex(`${salt}${randomInt(maxNumber)}`);
  const x = 1 + randomInt(9);
  const y = 1 + randomInt(9);
  const payload: TokenPayload = {
    v: 1,
    n: nonce,
    i: now.getTime(),
    e: now.getTime() + SPAM_GATE.lifetimeMinutes * 60_000,
    s: salt,
    c: challenge,
    a: await answerMac(key, nonce, x + y),
  };
  const body = toBase64Url(JSON.stringify(payload));
  return {
    Token: `${body}.${await tokenMac(key, body)}`,
    Salt: salt,
    Challenge: challenge,
    MaxNumber: maxNumber,
    Question: `Wie viel ist ${NUMBER_WORDS[x]} plus ${NUMBER_WORDS[y]}?`,
  };
}

async function readToken(key: Uint8Array, token: string): Promise<TokenPayload | null> {
  const [body, mac, ...rest] = token.split(".");
  if (!body || !mac || rest.length > 0 || token.length > 2000) return null;
  if (!sameText(await tokenMac(key, body), mac)) return null;
  const json = fromBase64Url(body);
  if (json === null) return null;
  try {
    const p = JSON.parse(json) as TokenPayload;
    return p.v === 1 &&
      typeof p.n === "string" &&
      typeof p.s === "string" &&
      typeof p.c === "string" &&
      typeof p.a === "string" &&
      Number.isFinite(p.i) &&
      Number.isFinite(p.e)
      ? p
      : null;
  } catch {
    return null;
  }
}

/**
 * Checks a proof. The proof of work wins when it is given and right; else the sum's answer counts, and
 * only then the minimum time (a script solving the work has already paid in hashes). The honeypot
 * refuses either way.
 */
export async function verifyGate(key: Uint8Array, proof: GateProof, now: Date): Promise<GateVerdict> {
  const p = await readToken(key, proof.token);
  if (!p || (proof.honeypot ?? "").trim() !== "") return { ok: false, reason: "invalid" };
  if (now.getTime() > p.e) return { ok: false, reason: "expired" };
  const number = (proof.number ?? "").trim();
  if (/^\d{1,9}$/.test(number) && sameText(await sha256Hex(`${p.s}${Number(number)}`), p.c)) return { ok: true, nonce: p.n, via: "work" };
  const answer = parseGateAnswer(proof.answer);
  if (answer === null) return { ok: false, reason: (proof.answer ?? "").trim() === "" ? "missing" : "wrong-answer" };
  if (!sameText(await answerMac(key, p.n, answer), p.a)) return { ok: false, reason: "wrong-answer" };
  if (now.getTime() - p.i < SPAM_GATE.minSecondsWithoutScript * 1000) return { ok: false, reason: "too-fast" };
  return { ok: true, nonce: p.n, via: "question" };
}

/**
 * The browser's side: the number whose hash is the challenge, or null when there is none below
 * `maxNumber` or the work was aborted. Hashes in batches, so the page stays responsive.
 */
export async function solveGate(
  challenge: Pick<GateChallenge, "Salt" | "Challenge" | "MaxNumber">,
  signal?: AbortSignal,
): Promise<number | null> {
  const target = challenge.Challenge.toLowerCase();
  const batch = 200;
  for (let start = 0; start < challenge.MaxNumber; start += batch) {
    if (signal?.aborted) return null;
    const end = Math.min(start + batch, challenge.MaxNumber);
    const hashes = await Promise.all(Array.from({ length: end - start }, (_, i) => sha256Hex(`${challenge.Salt}${start + i}`)));
    const hit = hashes.indexOf(target);
    if (hit >= 0) return start + hit;
  }
  return null;
}

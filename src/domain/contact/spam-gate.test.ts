import { describe, expect, it } from "vitest";
import {
  GATE_REFUSAL_MESSAGES,
  issueGate,
  parseGateAnswer,
  sha256Hex,
  solveGate,
  SPAM_GATE,
  verifyGate,
  type GateChallenge,
} from "./spam-gate.ts";

/** The contact form's spam gate (decision 0042): proof of work with JavaScript, a sum, a honeypot and a minimum time without. */
describe("the contact form's spam gate", () => {
  const key = new TextEncoder().encode("test-key-of-the-contact-gate-0123456789");
  const otherKey = new TextEncoder().encode("another-key-of-the-contact-gate-98765");
  const t0 = new Date("2026-03-10T09:00:00Z");
  const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
  // A small search space keeps the test quick; the rule is the same.
  const issue = () => issueGate(key, t0, { maxNumber: 2000 });
  /** The sum's answer, read from the question the way a person reads it. */
  const WORDS = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"];
  const answerOf = (g: GateChallenge) => {
    const [, x, y] = /^Wie viel ist (\S+) plus (\S+)\?$/.exec(g.Question)!;
    return WORDS.indexOf(x) + WORDS.indexOf(y);
  };

  it("the browser's solution passes; the challenge is SHA-256 of salt and number", async () => {
    const g = await issue();
    const n = await solveGate(g);
    expect(n).not.toBeNull();
    expect(n!).toBeLessThan(2000);
    expect(await sha256Hex(`${g.Salt}${n}`)).toBe(g.Challenge);
    // The work needs no waiting: a script that paid in hashes is not asked to sit still too.
    const verdict = await verifyGate(key, { token: g.Token, number: String(n) }, later(0.5));
    expect(verdict).toMatchObject({ ok: true, via: "work" });
  });

  it("answers each nonce once: two challenges differ", async () => {
    const [a, b] = [await issue(), await issue()];
    expect(a.Token).not.toBe(b.Token);
    expect(a.Salt).not.toBe(b.Salt);
    const va = await verifyGate(key, { token: a.Token, answer: String(answerOf(a)) }, later(10));
    const vb = await verifyGate(key, { token: b.Token, answer: String(answerOf(b)) }, later(10));
    expect(va.ok && vb.ok && va.nonce !== vb.nonce).toBe(true);
  });

  it("the default search space stays small enough for a phone", () => {
    expect(SPAM_GATE.maxNumber).toBeLessThanOrEqual(100_000);
  });

  it.each([
    [
      "the right sum in digits, after a person's pause",
      (g: GateChallenge) => ({ token: g.Token, answer: String(answerOf(g)) }),
      10,
      { ok: true, via: "question" },
    ],
    [
      "the right sum as a word",
      (g: GateChallenge) => ({
        token: g.Token,
        answer: ` ${["", "", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn"][answerOf(g)]} `,
      }),
      10,
      { ok: true, via: "question" },
    ],
    [
      "the right sum sooner than a person types",
      (g: GateChallenge) => ({ token: g.Token, answer: String(answerOf(g)) }),
      1,
      { ok: false, reason: "too-fast" },
    ],
    ["a wrong sum", (g: GateChallenge) => ({ token: g.Token, answer: String(answerOf(g) + 1) }), 10, { ok: false, reason: "wrong-answer" }],
    ["no answer, no work", (g: GateChallenge) => ({ token: g.Token }), 10, { ok: false, reason: "missing" }],
    [
      "words that are no number",
      (g: GateChallenge) => ({ token: g.Token, answer: "keine Ahnung" }),
      10,
      { ok: false, reason: "wrong-answer" },
    ],
    [
      "a wrong number for the work, no answer",
      (g: GateChallenge) => ({ token: g.Token, number: "999999" }),
      10,
      { ok: false, reason: "missing" },
    ],
    [
      "the honeypot filled",
      (g: GateChallenge) => ({ token: g.Token, answer: String(answerOf(g)), honeypot: "https://spam.example" }),
      10,
      { ok: false, reason: "invalid" },
    ],
    [
      "a token after its lifetime",
      (g: GateChallenge) => ({ token: g.Token, answer: String(answerOf(g)) }),
      SPAM_GATE.lifetimeMinutes * 60 + 1,
      { ok: false, reason: "expired" },
    ],
    [
      "a token whose payload was changed",
      (g: GateChallenge) => ({ token: `x${g.Token}`, answer: String(answerOf(g)) }),
      10,
      { ok: false, reason: "invalid" },
    ],
    ["a made-up token", () => ({ token: "eyJ2IjoxfQ.abc", answer: "7" }), 10, { ok: false, reason: "invalid" }],
    ["no token", () => ({ token: "", answer: "7" }), 10, { ok: false, reason: "invalid" }],
  ] as const)("%s", async (_name, proofOf, afterSeconds, expected) => {
    const g = await issue();
    expect(await verifyGate(key, proofOf(g), later(afterSeconds))).toMatchObject(expected);
  });

  it("a token of another key (another installation) is refused", async () => {
    const g = await issueGate(otherKey, t0, { maxNumber: 2000 });
    const n = await solveGate(g);
    expect(await verifyGate(key, { token: g.Token, number: String(n) }, later(10))).toEqual({ ok: false, reason: "invalid" });
  });

  it("the token does not give the answer away", async () => {
    const g = await issue();
    const payload = JSON.parse(atob(g.Token.split(".")[0].replace(/-/g, "+").replace(/_/g, "/")));
    expect(Object.values(payload)).not.toContain(answerOf(g));
    expect(JSON.stringify(payload)).not.toMatch(new RegExp(`"a":${answerOf(g)}\\b`));
  });

  it("solving stops when aborted, and finds nothing beyond the search space", async () => {
    const g = await issue();
    const aborted = new AbortController();
    aborted.abort();
    expect(await solveGate(g, aborted.signal)).toBeNull();
    expect(await solveGate({ ...g, Challenge: await sha256Hex(`${g.Salt}5000`) })).toBeNull();
  });

  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["sieben", 7],
    ["Zwölf.", 12],
    ["zwoelf", 12],
    ["fuenf", 5],
    ["", null],
    ["7a", null],
    ["=1+1", null],
  ])("reads the answer %j as %s", (text, n) => {
    expect(parseGateAnswer(text)).toBe(n);
  });

  it("every refusal has a German sentence", () => {
    for (const message of Object.values(GATE_REFUSAL_MESSAGES)) expect(message).toMatch(/^[A-ZÄÖÜ].+[.]$/);
  });
});

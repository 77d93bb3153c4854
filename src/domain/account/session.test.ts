import { describe, expect, it } from "vitest";
import {
  decodeTokenClaims,
  needsRefresh,
  otherTabChangedUser,
  refreshFailureEndsSession,
  refreshFlagActive,
  refreshJitterSeconds,
  sessionAction,
  sessionFromToken,
  usableToken,
  sameSiteSupported,
  loggedInUserOnly,
} from "./session.ts";

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
const jwt = (claims: object) => `${b64url({ alg: "HS256", typ: "JWT" })}.${b64url(claims)}.c2ln`;

describe("§9 token refresh timing", () => {
  it.each([
    [0, 0],
    [0.5, 60],
    [0.999999, 119],
    [1, 119], // out of range input is clamped
    [-1, 0],
    [Number.NaN, 0],
  ])("random %s → offset %i s (0–119)", (r, s) => {
    expect(refreshJitterSeconds(() => r)).toBe(s);
  });

  const now = 1_700_000_000_000;
  it.each([
    [301, 0, false],
    [300, 0, true],
    [419, 119, true],
    [420, 119, false],
    [359, 59, true],
    [360, 59, false],
  ])("expiring in %i s with offset %i s → refresh %s (within 300 s + offset)", (inS, jitter, expected) => {
    expect(needsRefresh(now + inS * 1000, now, jitter)).toBe(expected);
  });
});

describe("§4 session check (every 5 s)", () => {
  const now = 1_700_000_000_000;
  const session = (inS: number) => ({ token: "t", expires: now + inS * 1000 });
  it.each([
    ["anonymous without a token: nothing", false, null, false, "none"],
    ["logged in, token missing: expire", true, null, false, "expire"],
    ["expired token: expire", true, session(-1), false, "expire"],
    ["token expiring exactly now: expire", true, session(0), false, "expire"],
    ["fresh token: nothing", true, session(1200), false, "none"],
    ["token expiring soon: refresh", true, session(200), false, "refresh"],
    ["token expiring soon, refresh running elsewhere: nothing", true, session(200), true, "none"],
  ] as const)("%s", (_n, loggedIn, s, refreshing, expected) => {
    expect(sessionAction({ loggedIn, session: s, nowMs: now, jitterSeconds: 0, refreshing })).toBe(expected);
  });

  it("§7 Bearer only when a token exists and its stored expiry is in the future", () => {
    expect(usableToken({ token: "abc", expires: now + 1 }, now)).toBe("abc");
    expect(usableToken({ token: "abc", expires: now }, now)).toBeNull();
    expect(usableToken(null, now)).toBeNull();
    expect(usableToken({ token: "", expires: now + 1000 }, now)).toBeNull();
  });

  it("§4 the refresh flag in session storage blocks parallel refreshes until it goes stale", () => {
    expect(refreshFlagActive(String(now - 1000), now)).toBe(true);
    expect(refreshFlagActive(String(now - 30_000), now)).toBe(false);
    expect(refreshFlagActive(null, now)).toBe(false);
    expect(refreshFlagActive("junk", now)).toBe(false);
  });

  it.each([
    [401, true],
    [403, true],
    [429, true],
    [500, false],
    [0, false],
    [400, false],
  ])("§8 refresh failing with %i ends the session: %s", (status, expected) => {
    expect(refreshFailureEndsSession(status)).toBe(expected);
  });
});

describe("§4 the token is stored and decoded", () => {
  it("decodes claims and the expiry", () => {
    const token = jwt({ id: "5", firstName: "Jürgen", isGuest: "False", exp: 1_700_000_100 });
    const s = sessionFromToken(token)!;
    expect(s.expires).toBe(1_700_000_100_000);
    expect(s.user).toMatchObject({ id: 5, firstName: "Jürgen", roles: ["CUSTOMER"] });
  });
  it("rejects what is not a token", () => {
    expect(decodeTokenClaims("abc")).toBeNull();
    expect(decodeTokenClaims("a.%%%.c")).toBeNull();
    expect(decodeTokenClaims(jwt({ sub: "x" }))).toBeNull();
    expect(sessionFromToken(jwt({ id: "1" }))).toBeNull(); // no exp
  });
  it("§4 another tab logging in as a different user is noticed", () => {
    const t = jwt({ id: "9", exp: 1 });
    expect(otherTabChangedUser(5, t)).toBe(true);
    expect(otherTabChangedUser(null, t)).toBe(true);
    expect(otherTabChangedUser(9, t)).toBe(false);
    expect(otherTabChangedUser(9, null)).toBe(false);
  });
});

describe("§9 same-site cookie attribute", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/120", true],
    ["Mozilla/5.0 (Linux; Android 9; SM-G960F) AppleWebKit/537.36", false],
    ["Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36", true],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8)", true],
    [undefined, true],
  ])("%s → lax %s (omitted below Android SDK 29)", (ua, expected) => {
    expect(sameSiteSupported(ua)).toBe(expected);
  });
});

describe("§3 logged-in user for the page", () => {
  it("keeps only the spec's fields", () => {
    const u = {
      id: 1,
      title1: "",
      title2: "",
      roles: ["CUSTOMER"],
      isImpersonatedS: false,
      isGuest: false,
      hasMexEnabled: false,
      hasAnyOrder: false,
      firstName: "A",
      lastName: "B",
    };
    expect(loggedInUserOnly({ ...u, exp: 5, sid: 3 } as typeof u)).toEqual(u);
    expect(loggedInUserOnly(null)).toBeNull();
  });
});

/**
 * Spec §4 "Session" and §9 timings, as pure rules for the browser's session client
 * (src/web/components/session/session-provider.tsx). Time and randomness are passed in.
 */
import { userFromClaims, type LoggedInUser, type TokenClaims } from "./auth.ts";
import { TIMINGS } from "../shared/spec-constants.ts";

export type LogoutReason = "userAction" | "sessionExpired" | "appAction";

/** The stored token with its expiry (ms since the epoch) and the decoded user. */
export interface StoredSession {
  token: string;
  expires: number;
}

/** Spec §9: a random 0–119 s offset, from an injectable source of [0, 1). */
export function refreshJitterSeconds(random: () => number): number {
  const r = random();
  const clamped = Number.isFinite(r) ? Math.min(Math.max(r, 0), 0.999999) : 0;
  return Math.floor(clamped * (TIMINGS.tokenRefreshJitterS + 1));
}

/** Spec §9: refresh when the token expires within 300 s plus the random offset. */
export function needsRefresh(expiresMs: number, nowMs: number, jitterSeconds: number): boolean {
  return expiresMs - nowMs <= (TIMINGS.tokenRefreshWindowS + jitterSeconds) * 1000;
}

/** Spec §7: the Bearer header is sent only when a token exists and its stored expiry is in the future. */
export function usableToken(session: StoredSession | null, nowMs: number): string | null {
  return session?.token && session.expires > nowMs ? session.token : null;
}

export type SessionAction = "none" | "refresh" | "expire";

/**
 * What the 5-second session check does (spec §4): nothing while anonymous; a missing or expired token
 * of a logged-in session marks it expired; a token expiring within 300 s + offset is refreshed (unless
 * a refresh is already running).
 */
export function sessionAction(input: {
  loggedIn: boolean;
  session: StoredSession | null;
  nowMs: number;
  jitterSeconds: number;
  refreshing: boolean;
}): SessionAction {
  const { loggedIn, session, nowMs } = input;
  if (!session) return loggedIn ? "expire" : "none";
  if (session.expires <= nowMs) return "expire";
  if (needsRefresh(session.expires, nowMs, input.jitterSeconds)) return input.refreshing ? "none" : "refresh";
  return "none";
}

/** A refresh flag in session storage older than this is left over from a closed or crashed page. */
export const REFRESH_FLAG_STALE_MS = 30_000;

export function refreshFlagActive(flagValue: string | null, nowMs: number): boolean {
  if (!flagValue) return false;
  const at = Number(flagValue);
  return Number.isFinite(at) && nowMs - at < REFRESH_FLAG_STALE_MS;
}

/** Spec §8: refresh failing with 401, 403 or 429 ends the session; other failures are only logged. */
export function refreshFailureEndsSession(status: number): boolean {
  return status === 401 || status === 403 || status === 429;
}

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(part.length / 4) * 4, "=");
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The claims of a JWT without checking its signature (the browser only reads its own token). */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as TokenClaims;
    if (!claims || typeof claims !== "object" || typeof claims.id !== "string") return null;
    return claims;
  } catch {
    return null;
  }
}

/** The stored form of a token: its expiry from the exp claim; null when it cannot be read. */
export function sessionFromToken(token: string): (StoredSession & { user: LoggedInUser }) | null {
  const claims = decodeTokenClaims(token);
  if (!claims || typeof claims.exp !== "number") return null;
  return { token, expires: claims.exp * 1000, user: userFromClaims(claims) };
}

/** Spec §4: another tab logging in as a different user triggers a reload. */
export function otherTabChangedUser(currentUserId: number | null, newToken: string | null): boolean {
  if (!newToken) return false;
  const next = sessionFromToken(newToken);
  if (!next) return false;
  return next.user.id !== currentUserId;
}

/**
 * Spec §9: cookies are same-site lax, but the attribute is omitted for Android below SDK 29
 * (Android 10), whose web views mishandle it. Reads the Android version from the user agent.
 */
export function sameSiteSupported(userAgent: string | undefined): boolean {
  const m = /Android (\d+)/.exec(userAgent ?? "");
  return !m || Number(m[1]) >= 10;
}

/** Only the fields of spec §3 "Logged-in user" (drops expiry and session id before a user goes to the page). */
export function loggedInUserOnly(u: LoggedInUser | null | undefined): LoggedInUser | null {
  if (!u) return null;
  const { id, title1, title2, roles, isImpersonatedS, isGuest, hasMexEnabled, hasAnyOrder, firstName, lastName } = u;
  return { id, title1, title2, roles, isImpersonatedS, isGuest, hasMexEnabled, hasAnyOrder, firstName, lastName };
}

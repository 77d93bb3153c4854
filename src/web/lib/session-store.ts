/**
 * The stored session (spec §4: "the token is stored and decoded", §9: browser storage under
 * per-country keys). Browser only; every access is guarded, so a blocked storage means "no session".
 */
import type { LoggedInUser } from "../../domain/account/auth.ts";
import { sessionFromToken, type StoredSession } from "../../domain/account/session.ts";

export type Session = StoredSession & { user: LoggedInUser };

/** The country of the page (root sets data-country on <html>). */
export function countryCode(): string {
  return (typeof document !== "undefined" && document.documentElement.dataset.country) || "de";
}

export const sessionKey = (country = countryCode()) => `${country}.session`;
/** Session storage flag: a refresh is running in this tab (spec §4). */
export const refreshFlagKey = (country = countryCode()) => `${country}.session.refreshing`;

export function readSession(): Session | null {
  try {
    const raw = localStorage.getItem(sessionKey());
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredSession;
    const decoded = typeof stored?.token === "string" ? sessionFromToken(stored.token) : null;
    if (!decoded || typeof stored.expires !== "number") return null;
    return { token: stored.token, expires: stored.expires, user: decoded.user };
  } catch {
    return null;
  }
}

/** Stores a token with its expiry (from the exp claim); returns the decoded session. */
export function writeSession(token: string): Session | null {
  const session = sessionFromToken(token);
  if (!session) return null;
  try {
    localStorage.setItem(sessionKey(), JSON.stringify({ token: session.token, expires: session.expires } satisfies StoredSession));
  } catch {
    // Storage blocked: the session lives in memory and the cookie only.
  }
  return session;
}

export function clearSession() {
  try {
    localStorage.removeItem(sessionKey());
  } catch {
    // nothing stored
  }
}

export function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  for (const part of document.cookie.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

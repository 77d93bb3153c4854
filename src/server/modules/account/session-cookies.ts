import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { sameSiteSupported } from "../../../domain/account/session.ts";
import { AUTH_COOKIE, AUTH_EXPIRATION_COOKIE, CSRF_COOKIE, REFRESH_COOKIE } from "../../plugins/auth.ts";
import type { AccessToken } from "./issue-session.ts";
import { csrfKey, csrfTokenFits, newCsrfToken } from "./csrf-token.ts";
import { CSRF_COOKIE_HOURS } from "./session-policy.ts";

/** The refresh token only travels to the account calls that use it. */
export const REFRESH_COOKIE_PATH = "/api/account";
export const REGISTRATION_COOKIE = "reg_data";

/**
 * Cookie attributes of decision 0008 and spec §9: path /, SameSite=Lax (omitted for old Android web
 * views), Secure when the request came over https (directly or through a proxy that says so), so the
 * same build works on http://localhost and behind TLS.
 */
export function cookieBase(req: FastifyRequest): CookieSerializeOptions {
  return {
    path: "/",
    secure: req.protocol === "https",
    // The key must be present even when undefined: @fastify/cookie would otherwise default it to lax.
    sameSite: sameSiteSupported(req.headers["user-agent"]) ? "lax" : undefined,
  };
}

const secondsUntil = (d: Date) => Math.max(0, Math.floor((d.getTime() - Date.now()) / 1000));

export function setAccessCookies(req: FastifyRequest, reply: FastifyReply, access: AccessToken) {
  const base = cookieBase(req);
  const maxAge = secondsUntil(access.expiresAt);
  reply.setCookie(AUTH_COOKIE, access.token, { ...base, httpOnly: true, maxAge });
  // Readable by scripts: when the auth cookie runs out.
  reply.setCookie(AUTH_EXPIRATION_COOKIE, access.expiresAt.toISOString(), { ...base, httpOnly: false, maxAge });
}

export function setRefreshCookie(req: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...cookieBase(req),
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    maxAge: secondsUntil(expiresAt),
  });
}

/**
 * Issues a CSRF token for the session `sid` when the browser has none for it (or when rotate is set,
 * e.g. at login), or extends its lifetime. A token of another session (or an unbound one) is replaced.
 */
export function setCsrfCookie(req: FastifyRequest, reply: FastifyReply, sid: string | null, rotate = false): string {
  const key = csrfKey(req.server.tokenKeys.secret);
  const existing = req.cookies?.[CSRF_COOKIE];
  const value = !rotate && csrfTokenFits(key, existing, sid) ? existing! : newCsrfToken(key, sid);
  reply.setCookie(CSRF_COOKIE, value, { ...cookieBase(req), httpOnly: false, maxAge: CSRF_COOKIE_HOURS * 3600 });
  return value;
}

export function setSessionCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  s: { access: AccessToken; refreshToken: string; refreshExpiresAt: Date },
  { rotateCsrf = true }: { rotateCsrf?: boolean } = {},
) {
  setAccessCookies(req, reply, s.access);
  setRefreshCookie(req, reply, s.refreshToken, s.refreshExpiresAt);
  setCsrfCookie(req, reply, s.access.sessionId, rotateCsrf);
}

/** The order flow's registration data (spec §3), sealed, beside the refresh token: only the account calls read it. */
export function setRegistrationCookie(req: FastifyRequest, reply: FastifyReply, sealed: { value: string; maxAge: number }) {
  reply.setCookie(REGISTRATION_COOKIE, sealed.value, {
    ...cookieBase(req),
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    maxAge: sealed.maxAge,
  });
}

export function clearSessionCookies(req: FastifyRequest, reply: FastifyReply) {
  const base = cookieBase(req);
  reply.clearCookie(AUTH_COOKIE, { ...base, httpOnly: true });
  reply.clearCookie(AUTH_EXPIRATION_COOKIE, base);
  reply.clearCookie(REFRESH_COOKIE, { ...base, path: REFRESH_COOKIE_PATH, httpOnly: true });
  reply.clearCookie(REGISTRATION_COOKIE, { ...base, path: REFRESH_COOKIE_PATH, httpOnly: true });
}

/**
 * A reply that only collects the cookies it is given, as Set-Cookie header values: page actions answer
 * their redirects with the same cookies the API routes set (decision 0026).
 */
function cookieHeaders(req: FastifyRequest, write: (reply: FastifyReply) => void): string[] {
  const headers: string[] = [];
  const collector = {
    setCookie(name: string, value: string, options: CookieSerializeOptions) {
      // cookieBase never says "auto": Secure is decided per request already.
      headers.push(req.server.serializeCookie(name, value, { ...options, secure: options.secure === true }));
      return collector;
    },
    clearCookie(name: string, options: CookieSerializeOptions) {
      // As @fastify/cookie clears one: empty, expired.
      return collector.setCookie(name, "", { path: "/", ...options, expires: new Date(0), maxAge: 0 });
    },
  };
  write(collector as unknown as FastifyReply);
  return headers;
}

/** The same cookies as `setSessionCookies`: the login form without JavaScript (decision 0026). */
export function sessionCookieHeaders(
  req: FastifyRequest,
  s: { access: AccessToken; refreshToken: string; refreshExpiresAt: Date },
): string[] {
  return cookieHeaders(req, (reply) => setSessionCookies(req, reply, s));
}

/** The access cookies alone: a page action that renewed the token's claims. */
export function accessCookieHeaders(req: FastifyRequest, access: AccessToken): string[] {
  return cookieHeaders(req, (reply) => setAccessCookies(req, reply, access));
}

/** The cookies `clearSessionCookies` clears: the logout form without JavaScript. */
export function clearedSessionCookieHeaders(req: FastifyRequest): string[] {
  return cookieHeaders(req, (reply) => clearSessionCookies(req, reply));
}

/** The same cookie as `setRegistrationCookie`: the login page's registration and guest forms (decision 0061). */
export function registrationCookieHeader(req: FastifyRequest, sealed: { value: string; maxAge: number }): string {
  return cookieHeaders(req, (reply) => setRegistrationCookie(req, reply, sealed))[0];
}

/**
 * One more cookie for a page's answer with the attributes of decision 0008 (Secure per request,
 * SameSite=Lax unless an old Android web view): the order's link cookie of decision 0040, httpOnly and
 * scoped to the order status pages.
 */
export function pageCookieHeader(
  req: FastifyRequest,
  name: string,
  value: string,
  options: Pick<CookieSerializeOptions, "path" | "httpOnly" | "maxAge">,
): string {
  return cookieHeaders(req, (reply) => reply.setCookie(name, value, { ...cookieBase(req), ...options }))[0];
}

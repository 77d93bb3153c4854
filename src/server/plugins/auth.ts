import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { LoggedInUser } from "../../domain/account/auth.ts";
import { AppError } from "../../domain/shared/errors.ts";
import { verifyAccessToken, type AccessTokenKeys } from "../modules/account/access-token.ts";
import type { SessionLiveness } from "../modules/account/session-liveness.ts";
import { csrfKey, csrfTokenFits } from "../modules/account/csrf-token.ts";
import { isSameOriginRequest } from "../../domain/shared/same-origin.ts";

/** Cookie names of spec §9 (auth token and expiration) and §3 (CSRFTOKEN). */
export const AUTH_COOKIE = "auth_token";
export const AUTH_EXPIRATION_COOKIE = "auth_expiration";
export const REFRESH_COOKIE = "refresh_token";
export const CSRF_COOKIE = "CSRFTOKEN";
/** Spec §7: "A request-verification-token header is sent when a CSRF token exists". */
export const CSRF_HEADER = "requestverificationtoken";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller, from the Bearer header or the auth cookie; null when anonymous or the token is invalid. */
    user: (LoggedInUser & { exp: number; sid: string | null }) | null;
    /** How the caller authenticated: decides whether the CSRF header is required. */
    authVia: "bearer" | "cookie" | null;
  }
  interface FastifyContextConfig {
    /**
     * "same-origin": the route takes no CSRF header, any caller's request must come from our own pages
     * instead (Sec-Fetch-Site, else Origin or Referer). Only for a route that acts for nobody: the
     * page-view beacon, which navigator.sendBeacon cannot give a header (decision 0043).
     */
    csrf?: "same-origin";
  }
  interface FastifyInstance {
    tokenKeys: AccessTokenKeys;
    /** Whether the session of a token still holds; logout ends it here at once (decision 0010). */
    sessions: SessionLiveness;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  return h?.startsWith("Bearer ") ? h.slice(7).trim() || null : null;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Who is asking. A state-changing API call authenticated only by the cookie must carry the
 * RequestVerificationToken header equal to the CSRFTOKEN cookie (double submit, decision 0008);
 * a Bearer header cannot be sent by another site, so it needs none. A token of an ended session
 * (logout, password change, refresh-token reuse) counts as no token.
 */
export const authPlugin = fp<{ keys: AccessTokenKeys; sessions: SessionLiveness }>(async (app, { keys, sessions }) => {
  // The account services' keys and session liveness: a logout there is refused here at once.
  app.decorate("tokenKeys", keys);
  app.decorate("sessions", sessions);
  app.decorateRequest("user", null);
  app.decorateRequest("authVia", null);
  app.addHook("onRequest", async (req) => {
    const fromHeader = bearer(req);
    const token = fromHeader ?? req.cookies?.[AUTH_COOKIE] ?? null;
    const user = token ? await verifyAccessToken(app.tokenKeys, token) : null;
    if (user?.sid && (await app.sessions.isAlive(user.sid, user.id))) {
      req.user = user;
      req.authVia = fromHeader ? "bearer" : "cookie";
    }
  });
  // Who may call what is the area guard's (plugins/area-guard.ts, decision 0019). The CSRF check runs
  // before body validation, so a forged request is refused before its body is even looked at.
  app.addHook("preValidation", async (req) => {
    const route = req.routeOptions.url ?? "";
    if (req.routeOptions.config?.csrf === "same-origin") {
      const h = req.headers;
      const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;
      if (!isSameOriginRequest({ secFetchSite: one(h["sec-fetch-site"]), origin: one(h.origin), referer: one(h.referer) }, req.host))
        throw new AppError("CROSS_SITE_REQUEST");
      return;
    }
    if (req.authVia !== "cookie" || SAFE_METHODS.has(req.method) || !(req.url.startsWith("/api/") || route.startsWith("/api/"))) return;
    const header = req.headers[CSRF_HEADER];
    const cookie = req.cookies?.[CSRF_COOKIE];
    // Bound to the session too (decision 0036): a cookie/header pair planted from a sibling host fails.
    if (
      typeof header !== "string" ||
      !cookie ||
      !sameSecret(header, cookie) ||
      !csrfTokenFits(csrfKey(app.tokenKeys.secret), cookie, req.user?.sid ?? null)
    )
      throw new AppError("CSRF_FAILED");
  });
});

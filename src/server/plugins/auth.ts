import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasRoleOrAdmin, type LoggedInUser } from "../../domain/auth.ts";
import { AppError } from "../app-error.ts";
import type { Db } from "../../db/client.ts";
import type { Cache } from "../platform/cache/cache.ts";
import { accessTokenKeys, verifyAccessToken, type AccessTokenKeys } from "../modules/account/access-token.ts";
import { createSessionLiveness, type SessionLiveness } from "../modules/account/session-liveness.ts";

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
    user: (LoggedInUser & { exp: number; sid: number | null }) | null;
    /** How the caller authenticated: decides whether the CSRF header is required. */
    authVia: "bearer" | "cookie" | null;
  }
  interface FastifyInstance {
    tokenKeys: AccessTokenKeys;
    /** Whether the session of a token still holds; logout ends it here at once (decision 0010). */
    sessions: SessionLiveness;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const JWT_PREFIX = "/api/jwt/";

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
export const authPlugin = fp<{ jwtSecret: string; accessTokenSeconds?: number; db: Db; cache?: Cache }>(async (app, { jwtSecret, accessTokenSeconds, db, cache }) => {
  app.decorate("tokenKeys", accessTokenKeys(jwtSecret, accessTokenSeconds));
  app.decorate("sessions", createSessionLiveness(db, { cache }));
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
  // Everything under /api/jwt/ needs a logged-in user: one check on the matched route pattern for the
  // whole prefix, so no route can forget it (decision 0008). It runs before body validation, so an
  // anonymous call gets 401, not 400.
  // The CSRF check runs here too, so a forged request is refused before its body is even looked at.
  app.addHook("preValidation", async (req) => {
    const route = req.routeOptions.url ?? "";
    if (!req.user && route.startsWith(JWT_PREFIX)) throw new AppError("UNAUTHORIZED", "Bitte melden Sie sich an.", 401);
    if (req.authVia !== "cookie" || SAFE_METHODS.has(req.method) || !(req.url.startsWith("/api/") || route.startsWith("/api/"))) return;
    const header = req.headers[CSRF_HEADER];
    const cookie = req.cookies?.[CSRF_COOKIE];
    if (typeof header !== "string" || !cookie || !sameSecret(header, cookie))
      throw new AppError("CSRF_FAILED", "Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.", 403);
  });
});

/** preHandler: any logged-in user (customer or guest). */
export async function requireUser(req: FastifyRequest, _reply: FastifyReply) {
  if (!req.user) throw new AppError("UNAUTHORIZED", "Bitte melden Sie sich an.", 401);
}

/** preHandler factory: the role or ADMIN (spec §6). */
export function requireRole(role: string) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    await requireUser(req, reply);
    if (!hasRoleOrAdmin(req.user, role)) throw new AppError("FORBIDDEN", "Leider haben Sie keinen Zugang zu dieser Seite.", 403);
  };
}

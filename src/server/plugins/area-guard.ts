import type { FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { AREAS, apiAreaOf, verdict, type Area } from "../../domain/access/access-areas.ts";
import { AppError, ERRORS } from "../../domain/shared/errors.ts";

/** The guard's two answers; the authorisation matrix test tells them from a use case's own 401/403 by code. */
export const GUARD_REFUSAL = {
  anonymous: { code: "UNAUTHORIZED", message: ERRORS.UNAUTHORIZED.message, statusCode: ERRORS.UNAUTHORIZED.status },
  forbidden: { code: "FORBIDDEN", message: ERRORS.FORBIDDEN.message, statusCode: ERRORS.FORBIDDEN.status },
} as const;

function guardOf(area: Area): onRequestHookHandler | null {
  if (area.access.kind === "public") return null;
  return async function areaGuard(req: FastifyRequest) {
    const v = verdict(area, req.user);
    if (v === "allowed") return;
    throw new AppError(GUARD_REFUSAL[v].code);
  };
}

/** One hook per area, built once: every route of the area shares it. */
const GUARDS = new Map(AREAS.map((area) => [area.id, guardOf(area)]));

/**
 * Guards once per area (decision 0019): every route registered after this plugin in its scope is looked
 * up in the area table by its pattern and gets its area's guard as an `onRequest` hook, so a route
 * cannot forget it, and a route that fits no area stops start-up. `onRequest` runs before the body is
 * parsed and validated: an anonymous call gets 401, never 400. Hooks added earlier in the scope (the
 * rate limit) run first; checks that depend on data (the caller's own order, address) stay in the use cases.
 */
export const areaGuardPlugin = fp(async (app) => {
  app.addHook("onRoute", (route: RouteOptions) => {
    const area = apiAreaOf(route.url);
    if (!area)
      throw new Error(
        `${String(route.method)} ${route.url} belongs to no area: add its prefix to the row of the area it belongs to in src/domain/<area>/<area>.access.ts (composed in src/domain/access/access-areas.ts, decision 0019).`,
      );
    const guard = GUARDS.get(area.id);
    if (!guard) return;
    const hooks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    // Fastify derives the HEAD route from the GET route's options, which already carry the guard.
    if (!hooks.includes(guard)) route.onRequest = [...hooks, guard];
  });
});

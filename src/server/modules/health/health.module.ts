import { defineModule, rootRoutes } from "../../platform/module.ts";
import { healthRoutes } from "./health.routes.ts";

/**
 * Liveness and readiness for the orchestrator (/healthz, /readyz). Beside the API: no rate limit, no area
 * guard, and no login asked (the session is read but never required). No services of its own: it only pings
 * the database the app was given.
 */
export const healthModule = defineModule({
  name: "health",
  asks: [],
  services: () => ({}),
  routes: (_health, _needs, { database }) => [rootRoutes(healthRoutes, { database })],
});

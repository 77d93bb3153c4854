import { apiRoutes, defineModule } from "../../platform/module.ts";
import { errorTraceRoutes } from "./error-trace.routes.ts";
import { createErrorTraceServices } from "./error-trace.services.ts";

/** The browsers' JavaScript error reports (spec §3, §8). */
export const errorTraceModule = defineModule({
  name: "errorTrace",
  asks: [],
  services: (platform) => createErrorTraceServices(platform),
  routes: (errorTrace) => [apiRoutes(errorTraceRoutes, { errorTrace })],
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import { analyticsRoutes } from "./analytics.routes.ts";
import { createAnalyticsServices } from "./analytics.services.ts";

/** Page views and visits (decision 0043); a visit's order comes from the orders area. */
export const analyticsModule = defineModule({
  name: "analytics",
  asks: ["orders"],
  services: (platform, needs: Parameters<typeof createAnalyticsServices>[1]) => createAnalyticsServices(platform, needs),
  routes: (analytics) => [apiRoutes(analyticsRoutes, { analytics })],
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import { seedDemoVisits } from "../../../db/seed/analytics/demo-visits.ts";
import { analyticsRoutes } from "./analytics.routes.ts";
import { createAnalyticsServices } from "./analytics.services.ts";

/** Page views and visits (decision 0043); a visit's order comes from the orders area. */
export const analyticsModule = defineModule({
  name: "analytics",
  asks: ["orders"],
  services: (platform, needs: Parameters<typeof createAnalyticsServices>[1]) => createAnalyticsServices(platform, needs),
  routes: (analytics) => [apiRoutes(analyticsRoutes, { analytics })],
  // Consented visits over the same years, some with their orders: the statistic's conversion (decision 0043).
  seeds: [{ name: "demo-visits", demo: true, after: ["demo-history"], message: "seeded demo visits", run: (db) => seedDemoVisits(db) }],
});

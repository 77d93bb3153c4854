import { apiRoutes, defineModule } from "../../platform/module.ts";
import { statisticsRoutes } from "./statistics.routes.ts";
import { createStatisticsServices } from "./statistics.services.ts";

/** The back office's period statistic (decisions 0031, 0043). */
export const statisticsModule = defineModule({
  name: "statistics",
  asks: [],
  services: (platform) => createStatisticsServices(platform),
  routes: (statistics) => [apiRoutes(statisticsRoutes, { statistics })],
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import { leadGuideRoutes } from "./lead-guides.routes.ts";
import type { ConsumptionNeeds } from "./consumption.needs.ts";
import { createConsumptionServices } from "./consumption.services.ts";

/** The consumption comparison and the lead guides (decision 0070): answers, the Heizspiegel result, the guides' calls. */
export const consumptionModule = defineModule({
  name: "consumption",
  asks: ["location"],
  services: (platform, needs: ConsumptionNeeds) => createConsumptionServices(platform, needs),
  routes: (consumption) => [apiRoutes(leadGuideRoutes, { consumption })],
});

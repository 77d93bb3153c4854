import { apiRoutes, defineModule } from "../../platform/module.ts";
import { pricesRoutes } from "./prices.routes.ts";
import { createPricesServices } from "./prices.services.ts";

/** Price pages, local price pages and regional averages (spec §2, §3; decision 0009). */
export const pricesModule = defineModule({
  name: "prices",
  asks: ["calculator", "location"],
  services: (platform, needs: Parameters<typeof createPricesServices>[1]) => createPricesServices(platform, needs),
  routes: (prices) => [apiRoutes(pricesRoutes, { prices })],
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import { seedDemoMarket } from "../../../db/seed/market/demo-market.ts";
import { dealersRoutes } from "./dealers.routes.ts";
import { createDealersServices } from "./dealers.services.ts";

/** The dealer directory and dealer pages (spec §2, §7 dealers/{id}). */
export const dealersModule = defineModule({
  name: "dealers",
  asks: ["calculator", "location"],
  services: (platform, needs: Parameters<typeof createDealersServices>[1]) => createDealersServices(platform, needs),
  routes: (dealers) => [apiRoutes(dealersRoutes, { dealers })],
  seeds: [
    {
      name: "demo-market",
      demo: true,
      message: "seeded demo market (demo data, not real offers)",
      run: (db, { scale }) => seedDemoMarket(db, { scale }),
    },
  ],
});

// A dealer's change of prices or areas is announced to every instance's market the one way (decision 0022).
export { announcePriceChange } from "./price-change.ts";

import { seedDemoAdverts } from "../../../db/seed/adverts/demo-adverts.ts";
import { apiRoutes, defineModule } from "../../platform/module.ts";
import type { AdvertsNeeds } from "./adverts.needs.ts";
import { advertsRoutes } from "./adverts.routes.ts";
import { createAdvertsServices } from "./adverts.services.ts";
import { advertsSupportRoutes } from "./support.routes.ts";

/** Adverts (decision 0068): slots, campaigns and adverts, their public calls, the pages' advert places and the counts. */
export const advertsModule = defineModule({
  name: "adverts",
  // The price banner (spec §3): the cheapest offer and the customers' ratings.
  asks: ["calculator", "site"],
  services: (platform, needs: AdvertsNeeds) => createAdvertsServices(platform, needs),
  routes: (adverts) => [apiRoutes(advertsRoutes, { adverts }), apiRoutes(advertsSupportRoutes, { adverts })],
  seeds: [
    {
      name: "demo-adverts",
      demo: true,
      message: "seeded demo adverts, campaigns and slots",
      run: (db) => seedDemoAdverts(db),
    },
  ],
  close: (adverts) => adverts.close(),
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import { dealerOrdersRoutes } from "./dealer-orders.routes.ts";
import { createDealerPortalServices } from "./dealer-portal.services.ts";
import { dealerSettingsRoutes } from "./dealer-settings.routes.ts";

/** The dealer portal: the dealer's orders and deliveries and its settings (decisions 0026, 0027, 0048). */
export const dealerPortalModule = defineModule({
  name: "dealerPortal",
  asks: ["orders", "calculator", "dealers", "location", "account"],
  services: (platform, needs: Parameters<typeof createDealerPortalServices>[1]) => createDealerPortalServices(platform, needs),
  routes: (dealerPortal) => [apiRoutes(dealerOrdersRoutes, { dealerPortal }), apiRoutes(dealerSettingsRoutes, { dealerPortal })],
});

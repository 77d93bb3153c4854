import { apiRoutes, defineModule } from "../../platform/module.ts";
import type { LocationServices } from "../location/location.services.ts";
import { siteRoutes } from "./site.routes.ts";
import { createSiteServices } from "./site.services.ts";
import { subscribeSite } from "./site.subscribers.ts";

/** The site's own data: review-quality widget, country states for the site routes. */
export const siteModule = defineModule({
  name: "site",
  // Its routes answer a site's states from the location area.
  asks: ["location"],
  services: (platform, _needs: { location: LocationServices }) => createSiteServices(platform),
  routes: (site, { location }) => [apiRoutes(siteRoutes, { site, location })],
  subscribers: (events, site) => subscribeSite(events, site),
});

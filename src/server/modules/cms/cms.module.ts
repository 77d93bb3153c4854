import { apiRoutes, defineModule } from "../../platform/module.ts";
import { seedCmsPages } from "../../../db/seed/content/seed-cms-pages.ts";
import { cmsRoutes } from "./cms.routes.ts";
import { createCmsServices } from "./cms.services.ts";

/** Content management (decision 0065): the editors' pages, their versions and what the sites show. */
export const cmsModule = defineModule({
  name: "cms",
  asks: [],
  services: (platform) => createCmsServices(platform),
  routes: (cms) => [apiRoutes(cmsRoutes, { cms })],
  seeds: [{ name: "cms-pages", demo: false, message: "seeded CMS pages", run: (db) => seedCmsPages(db) }],
});

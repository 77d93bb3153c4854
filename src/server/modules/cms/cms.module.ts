import { apiRoutes, defineModule, rootRoutes } from "../../platform/module.ts";
import { seedCmsPages } from "../../../db/seed/content/seed-cms-pages.ts";
import { fileServingRoutes } from "../../platform/files/serve-files.ts";
import { cmsRoutes } from "./cms.routes.ts";
import type { CmsNeeds } from "./cms.needs.ts";
import { createCmsServices } from "./cms.services.ts";
import { mediaRoutes } from "./media.routes.ts";

/** Content management (decision 0065): the editors' pages, their versions, the media library and what the sites show. */
export const cmsModule = defineModule({
  name: "cms",
  // The news area: which articles show a library picture (the library's "where used").
  asks: ["news"],
  services: (platform, needs: CmsNeeds) => createCmsServices(platform, needs),
  routes: (cms) => [
    apiRoutes(cmsRoutes, { cms }),
    apiRoutes(mediaRoutes, { cms }),
    // GET /media/{key} beside the API (no rate limit: pictures of public pages), the only place files are served.
    rootRoutes(fileServingRoutes, { storage: cms.mediaFiles }),
  ],
  // The library page's form carries a file: its body may be as large as the largest upload (plugins/web.ts).
  uploadPages: ["/support/cms/media"],
  seeds: [{ name: "cms-pages", demo: false, message: "seeded CMS pages", run: (db) => seedCmsPages(db) }],
});

import { defineModule, rootRoutes } from "../../platform/module.ts";
import { seoRoutes } from "./seo.routes.ts";
import { createSeoServices } from "./seo.services.ts";

/** Sitemap and robots.txt, beside the API (no rate limit). */
export const seoModule = defineModule({
  name: "seo",
  asks: ["location", "prices", "cms"],
  services: (platform, needs: Parameters<typeof createSeoServices>[1]) => createSeoServices(platform, needs),
  routes: (seo, _needs, { config }) => [rootRoutes(seoRoutes, { seo, config })],
  close: (seo) => seo.close(),
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import { seedNews } from "../../../db/seed/content/seed-news.ts";
import { newsEditRoutes } from "./news-edit.routes.ts";
import { newsRoutes } from "./news.routes.ts";
import { createNewsServices } from "./news.services.ts";

/** News articles. */
export const newsModule = defineModule({
  name: "news",
  asks: [],
  services: (platform) => createNewsServices(platform),
  routes: (news) => [apiRoutes(newsRoutes, { news }), apiRoutes(newsEditRoutes, { news })],
  seeds: [
    {
      name: "news",
      demo: false,
      message: "seeded news articles",
      run: (db) => seedNews(db),
    },
  ],
});

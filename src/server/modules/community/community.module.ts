import { seedCommunityGuidelines } from "../../../db/seed/community/seed-guidelines.ts";
import { seedDemoCommunity } from "../../../db/seed/community/demo-community.ts";
import { apiRoutes, defineModule } from "../../platform/module.ts";
import type { CommunityNeeds } from "./community.needs.ts";
import { communityRoutes } from "./community.routes.ts";
import { createCommunityServices } from "./community.services.ts";

/** The community (decision 0069): threads and replies, "hilfreich", reports, the guidelines; its API and seeds. */
export const communityModule = defineModule({
  name: "community",
  // A writer's name and marks: her account and whether an order of hers was delivered.
  asks: ["account", "orders"],
  services: (platform, needs: CommunityNeeds) => createCommunityServices(platform, needs),
  routes: (community) => [apiRoutes(communityRoutes, { community })],
  seeds: [
    { name: "community-guidelines", demo: false, message: "seeded the community guidelines", run: (db) => seedCommunityGuidelines(db) },
    {
      name: "demo-community",
      demo: true,
      after: ["community-guidelines", "demo-accounts", "demo-orders", "demo-mex"],
      message: "seeded demo community threads",
      run: (db) => seedDemoCommunity(db),
    },
  ],
});

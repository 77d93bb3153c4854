import { apiRoutes, defineModule } from "../../platform/module.ts";
import { operationsRoutes } from "./operations.routes.ts";
import { createOperationsServices } from "./operations.services.ts";

/** The back office's operations: caches, job queues, parameter requirement, audit log (decisions 0031, 0032). */
export const operationsModule = defineModule({
  name: "operations",
  asks: ["calculator"],
  services: (platform, needs: Parameters<typeof createOperationsServices>[1]) => createOperationsServices(platform, needs),
  routes: (operations) => [apiRoutes(operationsRoutes, { operations })],
});

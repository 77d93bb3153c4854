import { apiRoutes, defineModule } from "../../platform/module.ts";
import { cancellationsRoutes } from "./cancellations.routes.ts";
import { createCancellationServices } from "./cancellations.services.ts";

/** The back office's cancellation management (decision 0031). */
export const cancellationsModule = defineModule({
  name: "cancellations",
  asks: [],
  services: (platform) => createCancellationServices(platform),
  routes: (cancellations) => [apiRoutes(cancellationsRoutes, { cancellations })],
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import { orderExportRoutes } from "./order-export.routes.ts";
import { createOrderExportServices } from "./order-export.services.ts";

/** The back office's order and data exports (decision 0031). */
export const orderExportModule = defineModule({
  name: "orderExport",
  asks: [],
  services: (platform) => createOrderExportServices(platform),
  routes: (orderExport) => [apiRoutes(orderExportRoutes, { orderExport })],
});

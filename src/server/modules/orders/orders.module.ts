import { apiRoutes, defineModule } from "../../platform/module.ts";
import { orderLifeRoutes } from "./order-life.routes.ts";
import type { OrdersNeeds } from "./orders.needs.ts";
import { ordersRoutes } from "./orders.routes.ts";
import { createOrderServices } from "./orders.services.ts";
import { salesListRoutes } from "./sales-list.routes.ts";

/**
 * Checkout, orders and the order's life (decisions 0007, 0025): each applied transition publishes its
 * event (`order.confirmed` …, decision 0051) for the areas that react to it.
 */
export const ordersModule = defineModule({
  name: "orders",
  asks: ["calculator", "account"],
  services: (platform, needs: OrdersNeeds, hooks) => createOrderServices(platform, { ...needs, onOrderPlaced: hooks.onOrderPlaced }),
  routes: (orders) => [apiRoutes(ordersRoutes, { orders }), apiRoutes(orderLifeRoutes, { orders }), apiRoutes(salesListRoutes, { orders })],
});

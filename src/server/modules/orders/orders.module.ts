import { apiRoutes, defineModule, job } from "../../platform/module.ts";
import { seedDemoHistory } from "../../../db/seed/orders/demo-history.ts";
import { seedDemoOrders } from "../../../db/seed/orders/demo-orders.ts";
import { ORDER_MAIL_QUEUE, ORDER_MAIL_QUEUE_OPTIONS, type OrderMailJob } from "./order-mail-jobs.ts";
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
  asks: ["calculator", "account", "cms"],
  services: (platform, needs: OrdersNeeds, hooks) => createOrderServices(platform, { ...needs, onOrderPlaced: hooks.onOrderPlaced }),
  routes: (orders) => [apiRoutes(ordersRoutes, { orders }), apiRoutes(orderLifeRoutes, { orders }), apiRoutes(salesListRoutes, { orders })],
  // The worker started with the app delivers the mails placeOrder and the transitions wrote as jobs (decisions 0013, 0025).
  jobs: (orders) => [job<OrderMailJob>(ORDER_MAIL_QUEUE, ORDER_MAIL_QUEUE_OPTIONS, (mail) => orders.deliverOrderMail(mail))],
  seeds: [
    // Orders in every state for the demo dealer and the demo customer (decision 0025).
    { name: "demo-orders", demo: true, after: ["demo-accounts"], message: "seeded demo orders", run: (db) => seedDemoOrders(db) },
    // Two years of rated deliveries: the dealers' ratings and the review widget (decision 0044).
    { name: "demo-history", demo: true, after: ["demo-orders"], message: "seeded rated demo deliveries", run: (db) => seedDemoHistory(db) },
  ],
});

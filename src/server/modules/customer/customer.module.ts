import { apiRoutes, defineModule } from "../../platform/module.ts";
import type { CustomerNeeds } from "./customer.needs.ts";
import { customerRoutes } from "./customer.routes.ts";
import { createCustomerServices } from "./customer.services.ts";
import { subscribeCustomer } from "./customer.subscribers.ts";

/**
 * The customer area (decision 0028). It asks the areas that hold her data (customer.needs.ts) and writes
 * her messages and tank notices as its reactions to their events (customer.subscribers.ts, decision 0051).
 */
export const customerModule = defineModule({
  name: "customer",
  asks: ["orders", "calculator", "prices", "account", "priceAlarm", "mex", "contact"],
  services: (platform, needs: CustomerNeeds) => createCustomerServices(platform, needs),
  routes: (customer) => [apiRoutes(customerRoutes, { customer })],
  subscribers: (events, _customer, { account }, platform) => subscribeCustomer(events, { ...platform, account }),
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import type { PriceAlarmNeeds } from "./price-alarm.needs.ts";
import { priceAlarmRoutes } from "./price-alarm.routes.ts";
import { createPriceAlarmServices } from "./price-alarm.services.ts";

/** The price alarm (decision 0029): a customer's hit is published as `price-alarm.hit` (decision 0051). */
export const priceAlarmModule = defineModule({
  name: "priceAlarm",
  asks: ["calculator", "account"],
  services: (platform, needs: PriceAlarmNeeds) => createPriceAlarmServices(platform, needs),
  routes: (priceAlarm) => [apiRoutes(priceAlarmRoutes, { priceAlarm })],
});

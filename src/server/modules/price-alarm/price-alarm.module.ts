import { apiRoutes, defineModule, job } from "../../platform/module.ts";
import type { PriceAlarmNeeds } from "./price-alarm.needs.ts";
import { priceAlarmRoutes } from "./price-alarm.routes.ts";
import { createPriceAlarmServices, PRICE_ALARM_QUEUE } from "./price-alarm.services.ts";

/** The price alarm (decision 0029): a customer's hit is published as `price-alarm.hit` (decision 0051). */
export const priceAlarmModule = defineModule({
  name: "priceAlarm",
  asks: ["calculator", "account"],
  services: (platform, needs: PriceAlarmNeeds) => createPriceAlarmServices(platform, needs),
  routes: (priceAlarm) => [apiRoutes(priceAlarmRoutes, { priceAlarm })],
  // One check of every alarm after the market changed (queued by the services on a price invalidation).
  jobs: (priceAlarm, { logger }) => [
    job(PRICE_ALARM_QUEUE, { retryLimit: 3, retryDelaySeconds: 30, expireInSeconds: 600, policy: "short", batchSize: 1 }, async () => {
      logger.info(await priceAlarm.checkPriceAlarms(), "price alarms checked");
    }),
  ],
});

import { defineModule } from "../../platform/module.ts";
import type { ConsumptionNeeds } from "./consumption.needs.ts";
import { createConsumptionServices } from "./consumption.services.ts";

/** The consumption comparison (decision 0070): the steps' answers and the Heizspiegel result; its pages are the web's. */
export const consumptionModule = defineModule({
  name: "consumption",
  asks: ["location"],
  services: (platform, needs: ConsumptionNeeds) => createConsumptionServices(platform, needs),
});

import { apiRoutes, defineModule } from "../../platform/module.ts";
import type { ContactNeeds } from "./contact.needs.ts";
import { contactRoutes } from "./contact.routes.ts";
import { createContactServices } from "./contact.services.ts";

/** The contact form and the support desks' queue (decision 0042). */
export const contactModule = defineModule({
  name: "contact",
  asks: ["orders", "account"],
  services: (platform, needs: ContactNeeds) => createContactServices(platform, needs),
  routes: (contact) => [apiRoutes(contactRoutes, { contact })],
});

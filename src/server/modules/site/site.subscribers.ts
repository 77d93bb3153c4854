import type { EventCatalogue } from "../../../domain/events/catalogue.ts";
import type { Events } from "../../platform/events/events.ts";
import type { SiteServices } from "./site.services.ts";

/** What the site area does when something happens elsewhere (decision 0051). */
export function subscribeSite(
  events: Pick<Events<EventCatalogue>, "subscribe">,
  site: Pick<SiteServices, "invalidateReviewQuality">,
): void {
  // A rating changes the review-quality widget (decision 0044): its cache is dropped on every instance.
  events.subscribe("site", "order.rated", () => site.invalidateReviewQuality());
}

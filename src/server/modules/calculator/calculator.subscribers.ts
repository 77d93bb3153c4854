import type { EventCatalogue } from "../../../domain/events/catalogue.ts";
import type { Events } from "../../platform/events/events.ts";
import type { CalculatorServices } from "./calculator.services.ts";

/** What the calculator does when something happens elsewhere (decision 0051). */
export function subscribeCalculator(
  events: Pick<Events<EventCatalogue>, "subscribe">,
  calculator: Pick<CalculatorServices, "market">,
): void {
  // A rating changes the dealer's rating and review count on the offers (decision 0044): this instance's
  // market snapshot is built afresh; other instances follow with the market version check.
  events.subscribe("calculator", "order.rated", async () => calculator.market.invalidate());
}

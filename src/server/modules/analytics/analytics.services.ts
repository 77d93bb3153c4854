import type { PlatformDeps } from "../../platform/deps.ts";
import type { OrderServices } from "../orders/orders.services.ts";
import { recordPageView, type PageViewInput } from "./record-page-view.ts";

/** Consented page views and visits (decision 0043): counted per path and day, and per visit for the conversion. */
export function createAnalyticsServices(
  { db, clock }: Pick<PlatformDeps, "db" | "clock">,
  others: { orders: Pick<OrderServices, "placedAtBy"> },
) {
  const deps = { db, now: () => clock.now(), today: (countryId: number) => clock.today(countryId), placedAtBy: others.orders.placedAtBy };
  return {
    recordPageView: (input: PageViewInput) => recordPageView(deps, input),
  };
}

export type AnalyticsServices = ReturnType<typeof createAnalyticsServices>;

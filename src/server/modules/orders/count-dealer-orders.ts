import type { PortalCounts } from "../../../domain/dealer-portal/dealer-orders.schemas.ts";
import { weekEnd } from "../../../domain/dealer-portal/delivery-schedule.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { dealerOrderCounts } from "./dealer-orders.repo.ts";

/**
 * The dealer portal's overview (decision 0026): new orders, deliveries due today and this week (to
 * Sunday), overdue ones and those waiting for the customer's consent. `today` is the dealer's calendar day.
 */
export async function countDealerOrders(
  deps: Pick<OrderLifeDeps, "db">,
  input: { dealerId: number; today: string },
): Promise<PortalCounts> {
  const c = await dealerOrderCounts(deps.db, { dealerId: input.dealerId, today: input.today, weekEnd: weekEnd(input.today) });
  return {
    NewOrders: c.newOrders,
    DueToday: c.dueToday,
    DueThisWeek: c.dueThisWeek,
    Overdue: c.overdue,
    AwaitingConsent: c.awaitingConsent,
  };
}

import { asc, sql } from "drizzle-orm";
import { orders } from "../../../db/schema/index.ts";
import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import { dealerListItem } from "./dealer-order-view.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { dealerOrdersPage, stationsOfOrders } from "./dealer-orders.repo.ts";

/**
 * What a dealer runs the day by (the portal's overview, decision 0048): the deliveries whose confirmed
 * window holds `today` (the dealer's calendar day), morning slots first, and the new orders waiting for a
 * confirmation, the longest-waiting first. At most `limit` of each; the overview's counts say how many in all.
 */
export async function dealerDay(
  deps: Pick<OrderLifeDeps, "db">,
  input: { dealerId: number; today: string; limit: number },
): Promise<{ DueToday: DealerOrderListItem[]; Waiting: DealerOrderListItem[] }> {
  const page = (statuses: string[], orderBy: ReturnType<typeof asc>[], where?: ReturnType<typeof sql>) =>
    dealerOrdersPage(deps.db, { dealerId: input.dealerId, statuses, where, orderBy, limit: input.limit, offset: 0 });
  const due = await page(
    ["confirmed", "out_for_delivery"],
    [sql`${orders.deliverySlot} asc nulls last`, asc(orders.deliveryTo), asc(orders.createdAt), asc(orders.id)],
    sql`${orders.deliveryFrom} <= ${input.today} and ${orders.deliveryTo} >= ${input.today}`,
  );
  const waiting = await page(["placed"], [asc(orders.createdAt), asc(orders.id)]);
  const stations = await stationsOfOrders(
    deps.db,
    [...due.rows, ...waiting.rows].map((r) => r.id),
  );
  const item = (r: (typeof due.rows)[number]) =>
    dealerListItem(
      r,
      stations.filter((s) => s.orderId === r.id),
    );
  return { DueToday: due.rows.map(item), Waiting: waiting.rows.map(item) };
}

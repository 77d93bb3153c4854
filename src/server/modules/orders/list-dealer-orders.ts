import { asc, desc, sql } from "drizzle-orm";
import { orders } from "../../../db/schema/index.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { DealerOrderList, DealerOrderView } from "../../../domain/orders/order-life.schemas.ts";
import type { OrderStatus } from "../../../domain/orders/order-states.ts";
import { dealerListItem } from "./dealer-order-view.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { dealerOrdersPage, stationsOfOrders } from "./dealer-orders.repo.ts";

export const DEALER_ORDERS_PAGE_SIZE = 20;

/**
 * The dealer portal's lists: "incoming" (new orders first, then the confirmed ones; newest first),
 * "deliveries" (confirmed, on the way, awaiting consent; by delivery window), "done" (delivered, rated,
 * declined, withdrawn, cancelled; latest change first). Only the dealer's own orders.
 */
const VIEWS: Record<DealerOrderView, { statuses: OrderStatus[]; orderBy: () => ReturnType<typeof asc>[] }> = {
  incoming: {
    statuses: ["placed", "confirmed"],
    orderBy: () => [desc(sql`(${orders.status} = 'placed')`), desc(orders.createdAt), desc(orders.id)],
  },
  deliveries: {
    statuses: ["confirmed", "out_for_delivery", "awaiting_consent"],
    orderBy: () => [sql`${orders.deliveryFrom} asc nulls last`, asc(orders.createdAt), asc(orders.id)],
  },
  done: {
    statuses: ["delivered", "rated", "declined", "withdrawn", "cancelled"],
    orderBy: () => [sql`${orders.statusChangedAt} desc nulls last`, desc(orders.id)],
  },
};

export async function listDealerOrders(
  deps: Pick<OrderLifeDeps, "db">,
  input: { dealerId: number; view: DealerOrderView; page?: number },
): Promise<DealerOrderList> {
  const page = input.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw new AppError("INVALID_PAGING");
  const view = VIEWS[input.view];
  if (!view) throw new AppError("BAD_REQUEST");
  const { rows, total } = await dealerOrdersPage(deps.db, {
    dealerId: input.dealerId,
    statuses: view.statuses,
    orderBy: view.orderBy(),
    limit: DEALER_ORDERS_PAGE_SIZE,
    offset: (page - 1) * DEALER_ORDERS_PAGE_SIZE,
  });
  const stations = await stationsOfOrders(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    Items: rows.map((r) =>
      dealerListItem(
        r,
        stations.filter((s) => s.orderId === r.id),
      ),
    ),
    Total: total,
    Page: page,
    PageSize: DEALER_ORDERS_PAGE_SIZE,
  };
}

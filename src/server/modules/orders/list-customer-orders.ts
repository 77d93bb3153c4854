import type { CustomerOrderItem } from "../../../domain/orders/order-life.schemas.ts";
import { orderStatusPath } from "../../../domain/orders/order-links.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { dealerNames, ordersOfUser } from "./orders.repo.ts";

/** The caller's own orders, newest first (at most 100), each with its status page. */
export async function listCustomerOrders(deps: Pick<OrderLifeDeps, "db">, input: { userId: number }): Promise<CustomerOrderItem[]> {
  const rows = await ordersOfUser(deps.db, input.userId, 100);
  const names = await dealerNames(deps.db, [...new Set(rows.map((r) => r.dealerId))]);
  return rows.map((o) => ({
    OrderId: o.id,
    OrderNumber: o.orderNumber,
    CountryId: o.countryId,
    ProductGroupId: o.productGroupId,
    Status: o.status as OrderStatus,
    StatusLabel: ORDER_STATUS_LABELS[o.status as OrderStatus],
    CreatedAt: o.createdAt.toISOString(),
    DealerName: names.get(o.dealerId)?.name ?? "",
    Amount: o.amount,
    TotalPrice: o.totalPrice,
    FinalTotalPrice: o.finalTotalPrice,
    Currency: o.currency,
    Path: orderStatusPath(o.productGroupId, o.id),
  }));
}

import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { productById } from "../../../domain/shared/catalog.ts";
import {
  CUSTOMER_ORDERS_PAGE_SIZE,
  type CustomerOrderSite,
  type CustomerOrdersPage,
  type CustomerOrdersQuery,
} from "../../../domain/customer/customer-orders.schemas.ts";
import { orderStatusPath, reorderPath } from "../../../domain/orders/order-links.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { claimedGuestIds, customerOrderCounts, customerOrdersPage } from "./customer-orders.repo.ts";
import { dealerNames } from "./orders.repo.ts";

/** Her user ids: her own and the guest rows she took over (decision 0028). */
const customerUserIds = async (deps: Pick<OrderLifeDeps, "db">, userId: number) => [userId, ...(await claimedGuestIds(deps.db, userId))];

/**
 * How many of her orders each site holds, all and not called off (decision 0045): the customer area shows
 * one site's orders and links the others' views with these counts.
 */
export async function customerOrderSites(deps: Pick<OrderLifeDeps, "db">, input: { userId: number }): Promise<CustomerOrderSite[]> {
  const counts = await customerOrderCounts(deps.db, await customerUserIds(deps, input.userId));
  return counts.map((c) => ({ CountryId: c.countryId, Orders: c.orders, Purchases: c.purchases }));
}

/**
 * A page of the customer's orders on one country's site, newest first (decisions 0028 and 0045):
 * her own and those of the guest orders she took over, filtered by product group and year, each with its
 * status page and the path that orders the same configuration again at today's prices; and how many she
 * has on the other sites.
 */
export async function pageCustomerOrders(
  deps: Pick<OrderLifeDeps, "db" | "today">,
  input: { userId: number; countryId: number } & CustomerOrdersQuery,
): Promise<CustomerOrdersPage> {
  const page = input.page ?? 1;
  const userIds = await customerUserIds(deps, input.userId);
  const { rows, total, years, productGroupIds } = await customerOrdersPage(deps.db, {
    userIds,
    countryId: input.countryId,
    productGroupId: input.productGroupId,
    year: input.year,
    limit: CUSTOMER_ORDERS_PAGE_SIZE,
    offset: (page - 1) * CUSTOMER_ORDERS_PAGE_SIZE,
  });
  const names = await dealerNames(deps.db, [...new Set(rows.map((r) => r.dealerId))]);
  return {
    Items: rows.map((o) => {
      const config = o.config as CalculatorConfigInput;
      return {
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
        ProductName: productById(o.productId)?.DisplayName ?? "",
        ZipCode: config.ZipCode ?? "",
        ReorderPath: reorderPath(config, o.productGroupId, deps.today(o.countryId)),
      };
    }),
    Page: page,
    PageSize: CUSTOMER_ORDERS_PAGE_SIZE,
    Total: total,
    Years: years,
    ProductGroupIds: productGroupIds,
    OtherSites: (await customerOrderCounts(deps.db, userIds))
      .filter((c) => c.countryId !== input.countryId)
      .map((c) => ({ CountryId: c.countryId, Orders: c.orders, Purchases: c.purchases })),
  };
}

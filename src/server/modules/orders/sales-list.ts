/**
 * The back office's sales list (decision 0031): every order for support and finance,
 * one order's detail with its history. Cancelling is the "cancel" transition (cancel-order.ts).
 */
import {
  SALES_PAGE_SIZE,
  type SalesItem,
  type SalesList,
  type SalesTotal,
  type SalesOrderDetail,
  type SalesQuery,
} from "../../../domain/back-office/sales-list.schemas.ts";
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { PAYMENT_KIND_LABELS, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { canFire, ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { orderHistory } from "./order-history.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { salesOrder, salesPage } from "./sales-list.repo.ts";

type Row = NonNullable<Awaited<ReturnType<typeof salesOrder>>>;

function itemOf({ order: o, dealerName, firstName, lastName }: Row): SalesItem {
  const status = o.status as OrderStatus;
  return {
    OrderId: o.id,
    OrderNumber: o.orderNumber,
    CreatedAt: o.createdAt.toISOString(),
    CountryId: o.countryId,
    ProductGroupId: o.productGroupId,
    ProductName: productById(o.productId)?.DisplayName ?? `Produkt ${o.productId}`,
    Amount: o.deliveredAmount ?? o.amount,
    DealerId: o.dealerId,
    DealerName: dealerName ?? "",
    CustomerId: o.userId,
    CustomerName: [firstName, lastName].filter(Boolean).join(" "),
    Status: status,
    StatusLabel: ORDER_STATUS_LABELS[status] ?? o.status,
    PaymentKind: o.paymentKind,
    PaymentLabel: PAYMENT_KIND_LABELS[o.paymentKind as OrderPaymentKind] ?? o.paymentKind,
    Currency: o.currency,
    TotalPrice: o.finalTotalPrice ?? o.totalPrice,
  };
}

export async function listSales(deps: Pick<OrderLifeDeps, "db">, query: SalesQuery): Promise<SalesList> {
  const { rows, total, totals } = await salesPage(deps.db, query, SALES_PAGE_SIZE);
  return {
    Items: rows.map(itemOf),
    Total: total,
    Page: query.page,
    PageSize: SALES_PAGE_SIZE,
    Totals: totalsPerCurrency(totals),
  };
}

type TotalRow = Awaited<ReturnType<typeof salesPage>>["totals"][number];

/** The database sums per currency and product group; litres, kilograms and bags are then summed per unit. */
function totalsPerCurrency(rows: TotalRow[]): SalesTotal[] {
  const byCurrency = new Map<string, SalesTotal>();
  for (const r of rows) {
    const t = byCurrency.get(r.currency) ?? { Currency: r.currency, Orders: 0, Amounts: [], TotalPrice: 0 };
    t.Orders += Number(r.orders);
    t.TotalPrice += Number(r.total);
    const unit = amountRules(r.productGroupId).unitSymbol;
    const sum = t.Amounts.find((a) => a.Unit === unit);
    if (sum) sum.Amount += Number(r.amount);
    else t.Amounts.push({ Unit: unit, Amount: Number(r.amount) });
    byCurrency.set(r.currency, t);
  }
  return [...byCurrency.values()];
}

export async function salesOrderDetail(deps: Pick<OrderLifeDeps, "db">, orderId: number): Promise<SalesOrderDetail> {
  const row = await salesOrder(deps.db, orderId);
  if (!row) throw new AppError("ORDER_NOT_FOUND");
  const o = row.order;
  return {
    ...itemOf(row),
    CustomerEmail: row.email ?? "",
    NetPrice: o.finalNetPrice ?? o.netPrice,
    VatAmount: o.finalVatAmount ?? o.vatAmount,
    UnitPrice: o.unitPrice,
    DeliveredAmount: o.deliveredAmount,
    Reason: o.reason,
    Comment: o.comment,
    DeliveryFrom: o.deliveryFrom,
    DeliveryTo: o.deliveryTo,
    MayCancel: canFire(o.status as OrderStatus, "cancel"),
    History: await orderHistory(deps, o.id),
  };
}

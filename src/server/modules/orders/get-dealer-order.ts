import { AppError } from "../../../domain/shared/errors.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import type { DealerOrderDetail } from "../../../domain/orders/order-life.schemas.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { addressParts, dealerListItem } from "./dealer-order-view.ts";
import { historyOf } from "./order-life-view.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { dealerAndBranch, dealerTerms, findOrderById, findUser, orderEventsOf, stationsOf } from "./orders.repo.ts";

/** One order of the dealer with everything the portal shows; another dealer's order does not exist (404). */
export async function getDealerOrder(
  deps: Pick<OrderLifeDeps, "db">,
  input: { orderId: number; dealerId: number },
): Promise<DealerOrderDetail> {
  const order = await findOrderById(deps.db, input.orderId);
  if (!order || order.dealerId !== input.dealerId) throw new AppError("ORDER_NOT_FOUND");
  const [stations, events, dealer, branch, user] = await Promise.all([
    stationsOf(deps.db, order.id),
    orderEventsOf(deps.db, order.id),
    dealerTerms(deps.db, order.dealerId),
    dealerAndBranch(deps.db, order.dealerId, order.branchId),
    findUser(deps.db, order.userId),
  ]);
  const invoice = (stations[0]?.invoiceAddress as OrderAddressInput | null) ?? null;
  return {
    ...dealerListItem(order, stations),
    EmailAddress: user?.email ?? "",
    InvoiceAddress: invoice ? addressParts(invoice) : null,
    Comment: order.comment,
    BranchName: branch?.branchName ?? "",
    PriceLines: order.priceLines as PriceLine[],
    NetPrice: order.netPrice,
    VatAmount: order.vatAmount,
    FinalPriceLines: (order.finalPriceLines as PriceLine[] | null) ?? null,
    FinalNetPrice: order.finalNetPrice,
    FinalVatAmount: order.finalVatAmount,
    TolerancePct: dealer?.tolerancePct ?? 0,
    Reason: order.reason,
    History: historyOf(events),
  };
}

import { amountRules } from "../../../domain/shared/catalog.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { divRoundHalfUp } from "../../../domain/calculator/vat.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { claimedGuestIds, purchasesOf } from "./customer-orders.repo.ts";

export interface CustomerPurchase {
  orderId: number;
  orderNumber: string;
  countryId: number;
  productGroupId: number;
  /** The day she ordered (the country's calendar day). */
  orderedOn: string;
  /** The day it was delivered (the last day of the dealer's window), null before delivery. */
  deliveredOn: string | null;
  /** Delivered amount when known, else the ordered one. */
  amount: number;
  total: number;
  /** What she paid per basis (100 l, 1 t), gross minor units. */
  paidPerBasis: number;
  currency: string;
}

/**
 * Her orders that were not called off, oldest first, with what she paid per basis (decision 0028 dashboard):
 * on one site (decision 0045: the same filter as her order list), or on every site when no country is
 * given (the tank pages match refills to any delivery).
 */
export async function customerPurchases(
  deps: Pick<OrderLifeDeps, "db">,
  input: { userId: number; countryId?: number },
): Promise<CustomerPurchase[]> {
  const rows = await purchasesOf(deps.db, {
    userIds: [input.userId, ...(await claimedGuestIds(deps.db, input.userId))],
    countryId: input.countryId,
  });
  return rows.map((r) => {
    const delivered = r.status === "delivered" || r.status === "rated";
    const amount = delivered && r.deliveredAmount ? r.deliveredAmount : r.amount;
    const total = delivered && r.finalTotalPrice !== null ? r.finalTotalPrice : r.totalPrice;
    const rules = amountRules(r.productGroupId);
    return {
      orderId: r.id,
      orderNumber: r.orderNumber,
      countryId: r.countryId,
      productGroupId: r.productGroupId,
      orderedOn: calendarDay(r.createdAt, (localeById(r.countryId) ?? localeById(1)!).timeZone),
      deliveredOn: delivered ? r.deliveryTo : null,
      amount,
      total,
      paidPerBasis: divRoundHalfUp(total * rules.basis, amount * rules.baseUnitsPerUnit),
      currency: r.currency,
    };
  });
}

/**
 * The order as its life shows it (decision 0025): status, window, delivered amount, final price,
 * withdrawal verdict and history — the answer of every transition and the customer's status page.
 */
import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import type { OrderEvent, OrderLifeView } from "../../../domain/orders/order-life.schemas.ts";
import {
  deliveryWindowText,
  isOrderStatus,
  ORDER_ACTOR_LABELS,
  ORDER_EVENT_LABELS,
  ORDER_STATUS_LABELS,
  withdrawalVerdict,
  type OrderActorKind,
  type OrderEventName,
  type OrderStatus,
} from "../../../domain/orders/order-states.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import type { Db } from "../../../db/client.ts";
import { dealerTerms, orderEventsOf, stationsOf, type OrderEventRow, type OrderRow } from "./orders.repo.ts";

const DATA_KEYS = ["From", "To", "Slot", "DeliveredAmount", "EarlyDelivery", "WindowFrom", "Reason", "Stars"] as const;

export function historyOf(rows: readonly OrderEventRow[]): OrderEvent[] {
  return rows.map((r) => {
    const raw = (r.data ?? {}) as Record<string, unknown>;
    const data: OrderEvent["Data"] = {};
    for (const k of DATA_KEYS) if (raw[k] !== undefined) (data as Record<string, unknown>)[k] = raw[k];
    const to = isOrderStatus(r.toStatus) ? r.toStatus : "placed";
    return {
      Event: r.event,
      EventLabel: ORDER_EVENT_LABELS[r.event as OrderEventName | "place"] ?? r.event,
      FromStatus: r.fromStatus,
      ToStatus: r.toStatus,
      ToStatusLabel: ORDER_STATUS_LABELS[to],
      ActorKind: r.actorKind as OrderActorKind,
      ActorLabel: ORDER_ACTOR_LABELS[r.actorKind as OrderActorKind] ?? r.actorKind,
      CreatedAt: r.createdAt.toISOString(),
      Data: data,
    };
  });
}

export function productNameOf(order: Pick<OrderRow, "productId" | "climateNeutral">): string {
  return `${productById(order.productId)?.DisplayName ?? "Produkt"}${order.climateNeutral ? " – klimaneutral" : ""}`;
}

/** The station data the withdrawal rule needs (a company address: spec §4). */
export function companyInfo(stations: { deliveryAddress: unknown; invoiceAddress: unknown }[]) {
  return stations.map((s) => ({
    companyName: (s.deliveryAddress as OrderAddressInput).CompanyName ?? "",
    invoiceAddress: s.invoiceAddress ? { companyName: (s.invoiceAddress as OrderAddressInput).CompanyName ?? "" } : null,
  }));
}

export async function lifeView(db: Db, order: OrderRow): Promise<OrderLifeView> {
  const [dealer, stations, events] = await Promise.all([
    dealerTerms(db, order.dealerId),
    stationsOf(db, order.id),
    orderEventsOf(db, order.id),
  ]);
  const locale = localeById(order.countryId)!;
  const status = order.status as OrderStatus;
  const dealerName = dealer?.name ?? "";
  const verdict = withdrawalVerdict(
    { status, countryId: order.countryId, stations: companyInfo(stations) },
    dealerName,
    locale.customerPhoneNumber,
  );
  return {
    OrderId: order.id,
    OrderNumber: order.orderNumber,
    CountryId: order.countryId,
    ProductGroupId: order.productGroupId,
    Status: status,
    StatusLabel: ORDER_STATUS_LABELS[status],
    StatusChangedAt: order.statusChangedAt?.toISOString() ?? null,
    CreatedAt: order.createdAt.toISOString(),
    DealerId: order.dealerId,
    DealerName: dealerName,
    ProductName: productNameOf(order),
    Amount: order.amount,
    UnitLabel: amountRules(order.productGroupId).unitLabel,
    DeliveryFrom: order.deliveryFrom,
    DeliveryTo: order.deliveryTo,
    DeliverySlot: order.deliverySlot,
    DeliveryWindowText:
      order.deliveryFrom && order.deliveryTo ? deliveryWindowText(order.deliveryFrom, order.deliveryTo, order.deliverySlot, locale) : null,
    DeliveredAmount: order.deliveredAmount,
    TolerancePct: dealer?.tolerancePct ?? 0,
    PriceLines: order.priceLines as PriceLine[],
    NetPrice: order.netPrice,
    VatAmount: order.vatAmount,
    TotalPrice: order.totalPrice,
    FinalPriceLines: (order.finalPriceLines as PriceLine[] | null) ?? null,
    FinalNetPrice: order.finalNetPrice,
    FinalVatAmount: order.finalVatAmount,
    FinalTotalPrice: order.finalTotalPrice,
    Currency: order.currency,
    Reason: order.reason,
    Withdrawal: { Allowed: verdict.allowed, Basis: verdict.basis, Text: verdict.allowed ? verdict.note : verdict.message },
    History: historyOf(events),
  };
}

/** Orders as the dealer portal lists and shows them (decision 0025). */
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { amountRules } from "../../../domain/shared/catalog.ts";
import { PAYMENT_KIND_LABELS, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import type { DealerOrderListItem } from "../../../domain/orders/order-life.schemas.ts";
import { eventsFor, ORDER_STATUS_LABELS, type OrderStatus } from "../../../domain/orders/order-states.ts";
import { productNameOf } from "./order-life-view.ts";
import { orderOptionLabels } from "./order-mails.ts";
import type { OrderRow } from "./orders.repo.ts";

type StationRow = { stationNumber: number; amount: number; deliveryAddress: unknown; invoiceAddress: unknown };

export function personName(a: OrderAddressInput | null | undefined): string {
  if (!a) return "";
  const name = [a.Title2, a.FirstName, a.LastName].filter(Boolean).join(" ");
  return a.CompanyName ? `${a.CompanyName}${name ? ` (${name})` : ""}` : name;
}

export function addressParts(a: OrderAddressInput) {
  return {
    Name: [a.Title2, a.FirstName, a.LastName].filter(Boolean).join(" "),
    CompanyName: a.CompanyName ?? "",
    Street: a.Street,
    HouseNumber: a.HouseNumber,
    ZipCode: a.ZipCode,
    City: a.City,
    Phone: a.Phone ?? "",
  };
}

export function dealerListItem(order: OrderRow, stations: readonly StationRow[]): DealerOrderListItem {
  const locale = localeById(order.countryId)!;
  const config = order.config as CalculatorConfigInput;
  const status = order.status as OrderStatus;
  const first = stations[0];
  const customer = (first?.invoiceAddress as OrderAddressInput | null) ?? (first?.deliveryAddress as OrderAddressInput | undefined);
  return {
    OrderId: order.id,
    OrderNumber: order.orderNumber,
    Status: status,
    StatusLabel: ORDER_STATUS_LABELS[status],
    CreatedAt: order.createdAt.toISOString(),
    StatusChangedAt: order.statusChangedAt?.toISOString() ?? null,
    CountryId: order.countryId,
    ProductName: productNameOf(order),
    Amount: order.amount,
    UnitLabel: amountRules(order.productGroupId).unitLabel,
    Stations: stations.map((s) => ({
      StationNumber: s.stationNumber,
      StationAmount: s.amount,
      ...addressParts(s.deliveryAddress as OrderAddressInput),
    })),
    Options: orderOptionLabels(config, locale),
    PaymentKind: order.paymentKind,
    PaymentLabel: PAYMENT_KIND_LABELS[order.paymentKind as OrderPaymentKind] ?? order.paymentKind,
    DesiredDate: config.Parameters?.find((p) => p.DesiredDate)?.DesiredDate ?? null,
    LeadTimeDays: order.leadTimeDays,
    DeliveryFrom: order.deliveryFrom,
    DeliveryTo: order.deliveryTo,
    DeliverySlot: order.deliverySlot,
    DeliveredAmount: order.deliveredAmount,
    TotalPrice: order.totalPrice,
    FinalTotalPrice: order.finalTotalPrice,
    Currency: order.currency,
    CustomerName: personName(customer),
    AllowedEvents: eventsFor(status, "dealer"),
  };
}

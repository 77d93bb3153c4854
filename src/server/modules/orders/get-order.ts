import { amountRules, productById } from "../../../domain/shared/catalog.ts";
import { PAYMENT_KIND_LABELS, type OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import type { PriceLine } from "../../../domain/calculator/offer-calculation.ts";
import { maskIban } from "../../../domain/orders/sepa.ts";
import type { Db } from "../../../db/client.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import type { OrderDeps } from "./checkout-context.ts";
import { dealerAndBranch, findOrder, findOrderById, findUser, stationsOf, type OrderRow } from "./orders.repo.ts";

export const ORDER_NOT_FOUND = () => new AppError("ORDER_NOT_FOUND");

/** A placed order as the success page, the API and the mails show it. */
export async function orderView(db: Db, order: OrderRow) {
  const [stations, dealer, user] = await Promise.all([
    stationsOf(db, order.id),
    dealerAndBranch(db, order.dealerId, order.branchId),
    findUser(db, order.userId),
  ]);
  const rules = amountRules(order.productGroupId);
  return {
    OrderId: order.id,
    OrderNumber: order.orderNumber,
    CreatedAt: order.createdAt.toISOString(),
    Status: order.status,
    CountryId: order.countryId,
    ProductGroupId: order.productGroupId,
    ProductName: `${productById(order.productId)?.DisplayName ?? "Produkt"}${order.climateNeutral ? " – klimaneutral" : ""}`,
    Amount: order.amount,
    UnitLabel: rules.unitLabel,
    Dealer: {
      Id: order.dealerId,
      Name: dealer?.dealerName ?? "",
      Address: dealer ? `${dealer.street}, ${dealer.zip} ${dealer.city}` : "",
    },
    Stations: stations.map((s) => {
      const delivery = s.deliveryAddress as OrderAddressInput;
      const invoice = (s.invoiceAddress as OrderAddressInput | null) ?? null;
      return {
        StationNumber: s.stationNumber,
        StationAmount: s.amount,
        DeliveryAddress: delivery,
        InvoiceAddress: invoice,
        CompanyName: delivery.CompanyName || invoice?.CompanyName || "",
      };
    }),
    PriceLines: order.priceLines as PriceLine[],
    NetPrice: order.netPrice,
    VatAmount: order.vatAmount,
    TotalPrice: order.totalPrice,
    UnitPrice: order.unitPrice,
    Currency: order.currency,
    LeadTimeDays: order.leadTimeDays,
    Payment: {
      Kind: order.paymentKind,
      KindLabel: PAYMENT_KIND_LABELS[order.paymentKind as OrderPaymentKind] ?? order.paymentKind,
      PaymentId: order.paymentId,
      Months: order.installmentMonths,
      MonthlyRate: order.monthlyRate,
      IbanMasked: order.iban ? maskIban(order.iban) : null,
      AccountHolder: order.accountHolder,
      MandateReference: order.mandateReference,
      ProviderReference: order.providerReference,
    },
    Comment: order.comment,
    TermsVersion: order.termsVersion,
    WithdrawalNoticeVersion: order.withdrawalNoticeVersion,
    EmailAddress: user?.email ?? "",
  };
}

export type OrderView = Awaited<ReturnType<typeof orderView>>;

/** The order for its owner (success page, GET /api/order-process/order/{orderId}); anybody else gets 404. */
export async function getOrder(deps: Pick<OrderDeps, "db">, caller: Caller & { guestIds?: readonly number[] }, orderId: number) {
  const order =
    (await findOrder(deps.db, caller.id, orderId)) ??
    (caller.guestIds?.length ? await takenOverOrder(deps.db, caller.guestIds, orderId) : undefined);
  if (!order) throw ORDER_NOT_FOUND();
  return orderView(deps.db, order);
}

/** An order of one of the guest rows she took over (decision 0028), or undefined. */
async function takenOverOrder(db: OrderDeps["db"], guestIds: readonly number[], orderId: number) {
  const order = await findOrderById(db, orderId);
  return order && guestIds.includes(order.userId) ? order : undefined;
}

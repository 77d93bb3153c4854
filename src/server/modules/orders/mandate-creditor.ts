import type { OrderPaymentKind } from "../../../domain/orders/checkout-payment.ts";
import { creditorIdForDealer, PROVIDER_CREDITOR } from "../../../domain/orders/sepa.ts";

/** The mandate's creditor: the dealer for the dealer's own direct debit, the provider for the provider's. */
export function mandateCreditor(kind: OrderPaymentKind, dealer: { id: number; name: string }) {
  return kind === "provider-sepa"
    ? { name: PROVIDER_CREDITOR.name, id: PROVIDER_CREDITOR.id }
    : { name: dealer.name, id: creditorIdForDealer(dealer.id) };
}

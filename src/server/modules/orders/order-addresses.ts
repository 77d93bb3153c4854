import { ADDRESS_TYPE } from "../../../domain/shared/spec-constants.ts";
import { isCountryId } from "../../../domain/shared/countries.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { addressWire } from "./checkout-view.ts";
import { ownedCheckout, type OrderDeps } from "./checkout-context.ts";
import { selectedAddresses } from "./checkout-row.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";
import { latestOpenCheckout, userAddresses } from "./checkout.repo.ts";

export interface OrderAddressesQuery {
  countryId: number;
  /** ai: allow invoice address — without it the invoice list is empty. */
  allowInvoiceAddress: boolean;
  /** ac: allow company — without it company names are left out. */
  allowCompany: boolean;
  /** The checkout whose selection is wanted; default: the caller's latest open checkout in the country. */
  checkoutId?: string;
}

/**
 * GET /api/jwt/adressen/order-addresses/{countryId} (spec §3 "Order addresses"): the caller's delivery and
 * invoice addresses and the addresses selected in the checkout. Only ever the caller's own.
 */
export async function orderAddresses(deps: Pick<OrderDeps, "db">, caller: Caller, q: OrderAddressesQuery) {
  if (!isCountryId(q.countryId)) throw new AppError("INVALID_COUNTRY", { field: "countryId" });
  const book = (await userAddresses(deps.db, caller.id, q.countryId))
    .map(addressWire)
    .map((a) => (q.allowCompany ? a : { ...a, CompanyName: "" }));
  const checkout = q.checkoutId
    ? await ownedCheckout(deps.db, caller, q.checkoutId)
    : await latestOpenCheckout(deps.db, caller.id, q.countryId);
  const selected = checkout && checkout.countryId === q.countryId ? selectedAddresses(checkout) : [];
  return {
    DeliveryAddressList: book.filter((a) => a.AddressType === ADDRESS_TYPE.DELIVERY),
    InvoiceAddressList: q.allowInvoiceAddress ? book.filter((a) => a.AddressType === ADDRESS_TYPE.INVOICE) : [],
    SelectedAddresses: q.allowInvoiceAddress ? selected : selected.filter((s) => s.AddressType === ADDRESS_TYPE.DELIVERY),
  };
}

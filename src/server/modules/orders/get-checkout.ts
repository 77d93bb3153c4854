import { checkoutView } from "./checkout-view.ts";
import { ownedCheckout, type OrderDeps } from "./checkout-context.ts";
import type { Caller } from "../../../domain/orders/checkout.types.ts";

/** The checkout's common data for its owner; anybody else gets 404. */
export async function getCheckout(deps: OrderDeps, caller: Caller, checkoutId: string) {
  return checkoutView(deps, await ownedCheckout(deps.db, caller, checkoutId));
}

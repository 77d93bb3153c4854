import { localeById } from "../../../domain/countries.ts";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Caller, OrderDeps } from "./checkout-context.ts";
import { getCheckout } from "./get-checkout.ts";
import { getOrder } from "./get-order.ts";
import { createInstallmentProvider, type InstallmentProvider } from "./installment-provider.ts";
import { orderAddresses, type OrderAddressesQuery } from "./order-addresses.ts";
import type { PlaceOrderInput, SaveAddressesInput, SavePaymentInput, SaveStationsInput } from "./orders.schemas.ts";
import { placeOrder } from "./place-order.ts";
import { saveAddresses } from "./save-addresses.ts";
import { savePayment } from "./save-payment.ts";
import { saveStations } from "./save-stations.ts";
import { startCheckout, type StartCheckoutInput } from "./start-checkout.ts";

export interface OrderServiceDeps {
  mailer: Mailer;
  config: Pick<Config, "INSTALLMENT_PROVIDER" | "countryOrigins">;
  logEvent?: OrderDeps["log"];
  provider?: InstallmentProvider;
}

/** The checkout and order use cases bound to the database (API routes and page loaders/actions). */
export function createOrderServices(db: Db, deps: OrderServiceDeps) {
  const orderDeps: OrderDeps & { origin: (countryId: number) => string } = {
    db,
    provider: deps.provider ?? createInstallmentProvider(deps.config.INSTALLMENT_PROVIDER),
    mailer: deps.mailer,
    log: deps.logEvent ?? ((level, msg, data) => console[level === "info" ? "log" : level](msg, data ?? {})),
    origin: (countryId) => deps.config.countryOrigins[localeById(countryId)?.code ?? "de"],
  };
  return {
    startCheckout: (caller: Caller, input: StartCheckoutInput) => startCheckout(orderDeps, caller, input),
    getCheckout: (caller: Caller, checkoutId: string) => getCheckout(orderDeps, caller, checkoutId),
    saveCheckoutAddresses: (caller: Caller, input: SaveAddressesInput) => saveAddresses(orderDeps, caller, input),
    saveCheckoutStations: (caller: Caller, input: SaveStationsInput) => saveStations(orderDeps, caller, input),
    saveCheckoutPayment: (caller: Caller, input: SavePaymentInput) => savePayment(orderDeps, caller, input),
    placeOrder: (caller: Caller, input: PlaceOrderInput) => placeOrder(orderDeps, caller, input),
    getOrder: (caller: Caller, orderId: number) => getOrder(orderDeps, caller, orderId),
    orderAddresses: (caller: Caller, q: OrderAddressesQuery) => orderAddresses(orderDeps, caller, q),
  };
}

export type OrderServices = ReturnType<typeof createOrderServices>;

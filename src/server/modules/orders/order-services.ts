import { localeById } from "../../../domain/countries.ts";
import type { Db } from "../../../db/client.ts";
import type { Config } from "../../config.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Caller, OrderDeps } from "./checkout-context.ts";
import { getCheckout } from "./get-checkout.ts";
import { getOrder } from "./get-order.ts";
import { createInstallmentProvider, type InstallmentProvider } from "./installment-provider.ts";
import { deliverOrderMail, ORDER_MAIL_QUEUE, ORDER_MAIL_QUEUE_OPTIONS, type OrderMailJob } from "./order-mail-jobs.ts";
import { orderAddresses, type OrderAddressesQuery } from "./order-addresses.ts";
import type { PlaceOrderInput, SaveAddressesInput, SavePaymentInput, SaveStationsInput } from "./orders.schemas.ts";
import { placeOrder } from "./place-order.ts";
import { saveAddresses } from "./save-addresses.ts";
import { savePayment } from "./save-payment.ts";
import { saveStations } from "./save-stations.ts";
import { startCheckout, type StartCheckoutInput } from "./start-checkout.ts";

export interface OrderServiceDeps {
  mailer: Mailer;
  jobs: Jobs;
  config: Pick<Config, "INSTALLMENT_PROVIDER" | "countryOrigins">;
  logEvent?: OrderDeps["log"];
  provider?: InstallmentProvider;
  /** Called once per newly placed order, never for a replay of the same order (metrics, decision 0018). */
  onOrderPlaced?: (order: { id: number; countryId: number }) => void;
}

/** The checkout and order use cases bound to the database (API routes and page loaders/actions). */
export function createOrderServices(db: Db, deps: OrderServiceDeps) {
  const provider = deps.provider ?? createInstallmentProvider(deps.config.INSTALLMENT_PROVIDER);
  const origin = (countryId: number) => deps.config.countryOrigins[localeById(countryId)?.code ?? "de"];
  const orderDeps: OrderDeps = {
    db,
    provider,
    jobs: deps.jobs,
    log: deps.logEvent ?? ((level, msg, data) => console[level === "info" ? "log" : level](msg, data ?? {})),
  };
  // The worker started with the app delivers the mails placeOrder wrote as jobs (decision 0013).
  deps.jobs.define<OrderMailJob>(ORDER_MAIL_QUEUE, ORDER_MAIL_QUEUE_OPTIONS, (job) => deliverOrderMail({ db, mailer: deps.mailer, provider, origin }, job));
  return {
    startCheckout: (caller: Caller, input: StartCheckoutInput) => startCheckout(orderDeps, caller, input),
    getCheckout: (caller: Caller, checkoutId: string) => getCheckout(orderDeps, caller, checkoutId),
    saveCheckoutAddresses: (caller: Caller, input: SaveAddressesInput) => saveAddresses(orderDeps, caller, input),
    saveCheckoutStations: (caller: Caller, input: SaveStationsInput) => saveStations(orderDeps, caller, input),
    saveCheckoutPayment: (caller: Caller, input: SavePaymentInput) => savePayment(orderDeps, caller, input),
    placeOrder: async (caller: Caller, input: PlaceOrderInput) => {
      const result = await placeOrder(orderDeps, caller, input);
      if (result.created) deps.onOrderPlaced?.(result.order);
      return result;
    },
    getOrder: (caller: Caller, orderId: number) => getOrder(orderDeps, caller, orderId),
    orderAddresses: (caller: Caller, q: OrderAddressesQuery) => orderAddresses(orderDeps, caller, q),
  };
}

export type OrderServices = ReturnType<typeof createOrderServices>;

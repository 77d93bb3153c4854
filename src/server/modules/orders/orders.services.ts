import { localeById } from "../../../domain/countries.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { CalculatorServices } from "../calculator/calculator.services.ts";
import type { OrderDeps } from "./checkout-context.ts";
import { getCheckout } from "./get-checkout.ts";
import { getOrder } from "./get-order.ts";
import { createInstallmentProvider } from "./create-installment-provider.ts";
import type { InstallmentProvider } from "./installment-provider.ts";
import { deliverOrderMail, ORDER_MAIL_QUEUE, ORDER_MAIL_QUEUE_OPTIONS, type OrderMailJob } from "./order-mail-jobs.ts";
import { orderAddresses } from "./order-addresses.ts";
import { placeOrder } from "./place-order.ts";
import { saveAddresses } from "./save-addresses.ts";
import { savePayment } from "./save-payment.ts";
import { saveStations } from "./save-stations.ts";
import { startCheckout } from "./start-checkout.ts";

/** The checkout and order use cases (decision 0007), for the API routes and the checkout pages. */
export function createOrderServices(
  { db, jobs, mailer, config, clock, logger }: Pick<PlatformDeps, "db" | "jobs" | "mailer" | "config" | "clock" | "logger">,
  others: {
    calculator: Pick<CalculatorServices, "calculateDealerOffer">;
    provider?: InstallmentProvider;
    /** Called once per newly placed order, never for a replay of the same order (metrics, decision 0018). */
    onOrderPlaced?: (order: { id: number; countryId: number }) => void;
  },
) {
  const provider = others.provider ?? createInstallmentProvider(config.INSTALLMENT_PROVIDER);
  const origin = (countryId: number) => config.countryOrigins[localeById(countryId)?.code ?? "de"];
  const deps: OrderDeps = {
    db,
    provider,
    jobs,
    log: (level, msg, data) => logger[level](data ?? {}, msg),
    now: () => clock.now(),
    dealerOffer: others.calculator.calculateDealerOffer,
  };
  // The worker started with the app delivers the mails placeOrder wrote as jobs (decision 0013).
  jobs.define<OrderMailJob>(ORDER_MAIL_QUEUE, ORDER_MAIL_QUEUE_OPTIONS, (job) => deliverOrderMail({ db, mailer, provider, origin }, job));
  const useCases = bindDeps(deps, {
    startCheckout,
    getCheckout,
    saveCheckoutAddresses: saveAddresses,
    saveCheckoutStations: saveStations,
    saveCheckoutPayment: savePayment,
    placeOrder,
    getOrder,
    orderAddresses,
  });
  return {
    ...useCases,
    placeOrder: async (...args: Parameters<typeof useCases.placeOrder>) => {
      const result = await useCases.placeOrder(...args);
      if (result.created) others.onOrderPlaced?.(result.order);
      return result;
    },
  };
}

export type OrderServices = ReturnType<typeof createOrderServices>;

import { localeById } from "../../../domain/shared/countries.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import type { OrdersNeeds } from "./orders.needs.ts";
import type { OrderDeps } from "./checkout-context.ts";
import { getCheckout } from "./get-checkout.ts";
import { getOrder } from "./get-order.ts";
import { createInstallmentProvider } from "./create-installment-provider.ts";
import type { InstallmentProvider } from "./installment-provider.ts";
import { deliverOrderMail, type OrderMailDeps, type OrderMailJob } from "./order-mail-jobs.ts";
import { orderAddresses } from "./order-addresses.ts";
import { placeOrder } from "./place-order.ts";
import { saveAddresses } from "./save-addresses.ts";
import { savePayment } from "./save-payment.ts";
import { saveStations } from "./save-stations.ts";
import { startCheckout } from "./start-checkout.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import type { OrderActor, OrderStatus } from "../../../domain/orders/order-states.ts";
import { cancelOrder } from "./cancel-order.ts";
import { listSales, salesOrderDetail } from "./sales-list.ts";
import { confirmOrder, confirmOrderStep } from "./confirm-order.ts";
import { consentToDelivery } from "./consent-to-delivery.ts";
import { declineOrder, declineOrderStep } from "./decline-order.ts";
import { deliverOrder, deliverOrderStep } from "./deliver-order.ts";
import { dispatchOrder, dispatchOrderStep } from "./dispatch-order.ts";
import { countDealerOrders } from "./count-dealer-orders.ts";
import { dealerDay } from "./dealer-day.ts";
import { getDealerOrder } from "./get-dealer-order.ts";
import { getOrderLife } from "./get-order-life.ts";
import { listDealerOrders } from "./list-dealer-orders.ts";
import { listCustomerOrders } from "./list-customer-orders.ts";
import { customerOrderSites, pageCustomerOrders } from "./page-customer-orders.ts";
import { customerPurchases } from "./customer-purchases.ts";
import { rateOrder } from "./rate-order.ts";
import { nextBestOffer } from "./next-best-offer.ts";
import { orderHistory } from "./order-history.ts";
import type { OrderLifeDeps } from "./order-transition.ts";
import { ownsOrder } from "./order-transition.ts";
import { withdrawOrder } from "./withdraw-order.ts";
import { checkOrderLinkFor, orderAccess, requestOrderLink, type OrderAccessDeps } from "./order-access.ts";
import { orderLinkKey } from "./order-link.ts";
import { getOrderDocument } from "./get-order-document.ts";
import type { OrderDocumentKind } from "../../../domain/orders/order-documents.ts";
import { claimedGuestIds, countOrdersOfUsers, hasDeliveredOrder, hasOpenOrders } from "./customer-orders.repo.ts";
import { findOrderById, findOrderOfUsersByNumber } from "./orders.repo.ts";
import { exportOrderData } from "./order-data-export.ts";
import type { CalculatorConfigInput } from "../../../domain/calculator/calculator-request.ts";
import { reorderPath } from "../../../domain/orders/order-links.ts";

/** The checkout and order use cases (decision 0007), for the API routes and the checkout pages. */
export function createOrderServices(
  {
    db,
    jobs,
    events,
    mailer,
    config,
    clock,
    logger,
  }: Pick<PlatformDeps, "db" | "jobs" | "events" | "mailer" | "config" | "clock" | "logger">,
  others: OrdersNeeds & {
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
    termsText: (countryId) => others.cms.termsText(countryId),
  };
  const lifeDeps: OrderLifeDeps = {
    db,
    jobs,
    now: () => clock.now(),
    today: (countryId) => clock.today(countryId),
    events,
  };
  // Decision 0040: the orders' mail links are signed with a key derived from the signing secret.
  const accessDeps: OrderAccessDeps = { db, jobs, linkKey: orderLinkKey(config.jwtSecret), now: () => clock.now(), log: deps.log };
  const nextBestDeps = {
    offers: (c: Parameters<OrdersNeeds["calculator"]["calculateOffers"]>[0]) => others.calculator.calculateOffers(c),
    today: lifeDeps.today,
  };
  // The delivered mail's and the status page's rating link /bewerten-sie-uns/{token}/{orderId}: a fresh
  // single-use token of the account area, created when the mail is sent or the page shown.
  const ratingLink = async (orderId: number) => (await others.account.issueRatingToken(orderId, { sendMail: false })).url;
  const mailDeps: OrderMailDeps = {
    db,
    mailer,
    provider,
    origin,
    linkKey: accessDeps.linkKey,
    ratingLink,
    nextBest: (order) => nextBestOffer(nextBestDeps, order),
    now: () => clock.now(),
    prompt: (id) => others.cms.promptText(id),
  };
  /** An order the actor may see, or 404. */
  const visibleOrder = async (orderId: number, actor: OrderActor) => {
    const order = await findOrderById(db, orderId);
    if (!order || !ownsOrder(actor, order)) throw new AppError("ORDER_NOT_FOUND");
    return order;
  };
  const life = bindDeps(lifeDeps, {
    confirmOrder,
    declineOrder,
    dispatchOrder,
    deliverOrder,
    consentToDelivery,
    withdrawOrder,
    cancelOrder,
    /** The back office's sales list (decision 0031). */
    listSales,
    salesOrderDetail,
    listDealerOrders,
    getDealerOrder,
    countDealerOrders,
    dealerDay,
    orderHistory,
    getOrderLife,
    listCustomerOrders,
    pageCustomerOrders,
    customerOrderSites,
    customerPurchases,
  });
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
  const access = bindDeps(accessDeps, { orderAccess, checkOrderLinkFor, requestOrderLink });
  // The dealer portal answers a step with the dealer's view of the order (getDealerOrder, decision 0026):
  // its steps do not build the customer's view only to drop it.
  const dealerStep =
    <I>(step: (deps: OrderLifeDeps, input: I) => Promise<unknown>) =>
    async (input: I): Promise<void> => {
      await step(lifeDeps, input);
    };
  return {
    /** Sends one mail that placeOrder or a transition wrote as a job (orders.module.ts; decisions 0013, 0025). */
    deliverOrderMail: (job: OrderMailJob) => deliverOrderMail(mailDeps, job),
    ...useCases,
    ...life,
    /** The status page's access (decision 0040): her session, the order's mail link, or the access page. */
    ...access,
    confirmOrderStep: dealerStep(confirmOrderStep),
    declineOrderStep: dealerStep(declineOrderStep),
    dispatchOrderStep: dealerStep(dispatchOrderStep),
    deliverOrderStep: dealerStep(deliverOrderStep),
    /** The configuration the caller's order was placed with (her own or a guest order she took over), or 404. */
    orderConfig: async (input: { userId: number; orderId: number }): Promise<CalculatorConfigInput> => {
      const order = await findOrderById(db, input.orderId);
      const mine = order && (order.userId === input.userId || (await claimedGuestIds(db, input.userId)).includes(order.userId));
      if (!order || !mine) throw new AppError("ORDER_NOT_FOUND");
      return order.config as CalculatorConfigInput;
    },
    /**
     * One of the order's PDF documents (decision 0041) for whoever may see the order — the status page's
     * and the order list's downloads, and GET /api/order-process/orders/{id}/documents/{document}.
     */
    getOrderDocument: (input: { orderId: number; actor: OrderActor; kind: OrderDocumentKind }) =>
      getOrderDocument({ db, providerName: provider.displayName, now: () => clock.now() }, input),
    /** Her order with this number — her own or a guest order she took over — or null: a contact request links it (decision 0042). */
    ownOrderByNumber: async (input: { userId: number; orderNumber: string }): Promise<{ id: number } | null> =>
      (await findOrderOfUsersByNumber(db, [input.userId, ...(await claimedGuestIds(db, input.userId))], input.orderNumber)) ?? null,
    /** When the caller placed this order herself (her user id, a guest's too), or null: the statistics' order claim (decision 0043). */
    placedAtBy: async (input: { userId: number; orderId: number }): Promise<Date | null> => {
      const order = await findOrderById(db, input.orderId);
      return order && order.userId === input.userId ? order.createdAt : null;
    },
    /** Privacy (decisions 0028, 0046): her orders with stations, history, ratings, and her checkouts. */
    exportOrderData: (userId: number) => exportOrderData({ db }, userId),
    countOrdersOfUsers: (userIds: number[], countryId: number) => countOrdersOfUsers(db, userIds, countryId),
    hasOpenOrders: (userId: number) => hasOpenOrders(db, userId),
    /** The community's "Kunde" mark (decision 0069): an order of hers was delivered. */
    hasDeliveredOrder: (userId: number) => hasDeliveredOrder(db, userId),
    /** The customer as an order actor: herself and the guest rows she took over (decision 0028). */
    customerActor: async (userId: number): Promise<OrderActor & { kind: "customer" }> => ({
      kind: "customer",
      userId,
      guestIds: await claimedGuestIds(db, userId),
    }),
    /** "Erneut bestellen" on the status page: today's offer list for the caller's order's configuration, or 404. */
    reorderPathFor: async (input: { userId: number; orderId: number }): Promise<string> => {
      const order = await findOrderById(db, input.orderId);
      if (!order || !(order.userId === input.userId || (await claimedGuestIds(db, input.userId)).includes(order.userId)))
        throw new AppError("ORDER_NOT_FOUND");
      return reorderPath(order.config as CalculatorConfigInput, order.productGroupId, lifeDeps.today(order.countryId));
    },
    /** The customer rates the dealer of her delivered order through the rating link (decision 0025). */
    rateOrder: (input: { Token: string; OrderId: number; Stars: number; Comment: string }) =>
      rateOrder({ ...lifeDeps, ratingLinks: others.account }, input),
    /** A declined order's next-best offer for its owner (the status page), null when there is none or it is not declined. */
    nextBestOfferFor: async (input: { orderId: number; actor: OrderActor }) => {
      const order = await visibleOrder(input.orderId, input.actor);
      return (order.status as OrderStatus) === "declined" ? nextBestOffer(nextBestDeps, order) : null;
    },
    /** A fresh rating link for the owner of a delivered order (the status page's "Händler bewerten"). */
    ratingLinkFor: async (input: { orderId: number; actor: OrderActor }) => {
      const order = await visibleOrder(input.orderId, input.actor);
      if ((order.status as OrderStatus) !== "delivered") throw new AppError("ORDER_NOT_RATABLE");
      return ratingLink(order.id);
    },
    placeOrder: async (...args: Parameters<typeof useCases.placeOrder>) => {
      const result = await useCases.placeOrder(...args);
      if (result.created) others.onOrderPlaced?.(result.order);
      return result;
    },
  };
}

export type OrderServices = ReturnType<typeof createOrderServices>;

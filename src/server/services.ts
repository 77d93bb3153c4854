import type { PlatformDeps } from "./platform/deps.ts";
import { createAccountServices } from "./modules/account/account.services.ts";
import { createAnalyticsServices } from "./modules/analytics/analytics.services.ts";
import { createCalculatorServices } from "./modules/calculator/calculator.services.ts";
import { createCustomerServices } from "./modules/customer/customer.services.ts";
import { createPriceAlarmServices } from "./modules/price-alarm/price-alarm.services.ts";
import { createDealersServices } from "./modules/dealers/dealers.services.ts";
import { createDealerPortalServices } from "./modules/dealer-portal/dealer-portal.services.ts";
import { createErrorTraceServices } from "./modules/error-trace/error-trace.services.ts";
import { createLocationServices } from "./modules/location/location.services.ts";
import { createNewsServices } from "./modules/news/news.services.ts";
import { createOrderServices } from "./modules/orders/orders.services.ts";
import { createPricesServices } from "./modules/prices/prices.services.ts";
import { createSeoServices } from "./modules/seo/seo.services.ts";
import { createSiteServices } from "./modules/site/site.services.ts";
import { createMexServices } from "./modules/mex/mex.services.ts";
import { createStatisticsServices } from "./modules/statistics/statistics.services.ts";
import { createOperationsServices } from "./modules/operations/operations.services.ts";
import { createOrderExportServices } from "./modules/order-export/order-export.services.ts";
import { createCancellationServices } from "./modules/cancellations/cancellations.services.ts";
import { createContactServices } from "./modules/contact/contact.services.ts";
import { calculatorConfigOfAlarm, offerListPathOfAlarm } from "../domain/price-alarm/alarm-config.ts";
import { localeById } from "../domain/countries.ts";
import { isClientError } from "../domain/errors.ts";

/**
 * The composition root (decision 0016): every area's services, built once at start-up from the platform
 * dependencies and the services of the areas they use. API routes and page loaders call these same
 * objects; no area builds another's dependencies or reads another's tables.
 */
export function createServices(platform: PlatformDeps, hooks: { onOrderPlaced?: (order: { id: number; countryId: number }) => void } = {}) {
  const location = createLocationServices(platform);
  const site = createSiteServices(platform);
  const account = createAccountServices(platform, {
    // A rating changes the dealer's review count on the offers and the review-quality widget.
    onOrderRated: async () => {
      calculator.market.invalidate();
      await site.invalidateReviewQuality();
    },
    // The rated order's "rate" transition, in the rating's transaction (decision 0025).
    markOrderRated: (tx, input) => orders.markOrderRated(tx, input),
  });
  const calculator = createCalculatorServices(platform, { location, favouriteDealerIds: account.favouriteDealerIds });
  const prices = createPricesServices(platform, { calculator, location });
  const dealers = createDealersServices(platform, { calculator, location });
  const news = createNewsServices(platform);
  const seo = createSeoServices(platform, { location, prices });
  const orders = createOrderServices(platform, {
    calculator,
    onOrderPlaced: hooks.onOrderPlaced,
    // The delivered mail's rating link: a single-use token of the account area, created when the mail is sent.
    ratingLink: async (orderId) => (await account.issueRatingToken(orderId, { sendMail: false })).url,
    // The customer's message of each transition, in its transaction (issue 12; the customer area decides by her settings).
    customerNotice: (tx, m) => customer.addMessage(tx, m),
  });
  const analytics = createAnalyticsServices(platform, { orders });
  const statistics = createStatisticsServices(platform);
  const orderExport = createOrderExportServices(platform);
  const cancellations = createCancellationServices(platform);
  const errorTrace = createErrorTraceServices(platform);
  const dealerPortal = createDealerPortalServices(platform, { orders, calculator, dealers, location, account });
  const customer = createCustomerServices(platform, {
    orders,
    calculator,
    prices,
    // Late: the price alarm writes her messages through the customer area, so it is built after it.
    privacy: () => ({ account, priceAlarm, mex }),
    // Late: her tanks come from the mex area, built after this one.
    tankItems: (userId) => mex.dashboardItems(userId),
    tankReadings: (userId) => mex.tankReadings(userId),
    guestIds: (userId) => account.unclaimedGuestIds(userId),
  });
  const priceAlarm = createPriceAlarmServices(platform, { calculator, ownerEmail: async (userId) => (await account.baseData(userId)).Email, addMessage: (tx, m) => customer.addMessage(tx, m) });
  const mex = createMexServices(platform, {
    resetDashboard: (userId) => customer.resetDashboard({ userId }),
    addMessage: (tx, m) => customer.addMessage(tx, m),
    // Tank alert mails go to her account's address unless she turned tank notices off.
    mailTo: async (userId) => ((await customer.notificationSettings({ userId })).TankAlerts ? (await account.baseData(userId)).Email || null : null),
    enableMex: (tx, userId) => account.enableMex(tx, userId),
    addresses: async (userId) =>
      (await account.listOwnAddresses(userId)).filter((a) => a.AddressType === 1).map((a) => ({ id: a.Id, label: `${a.Street} ${a.HouseNumber}, ${a.ZipCode} ${a.City}` })),
    deliveries: async (userId) =>
      (await orders.customerPurchases({ userId }))
        .filter((p) => p.deliveredOn !== null && p.productGroupId === 1)
        .map((p) => ({ orderId: p.orderId, orderNumber: p.orderNumber, deliveredOn: p.deliveredOn!, litres: p.amount })),
    bestOffer: async ({ countryId, zip, amount }) => {
      const alarm = { countryId, zip, amount, productGroupId: 1, productId: localeById(countryId)?.defaultProductId ?? 1 };
      try {
        const best = (await calculator.calculateOffers(calculatorConfigOfAlarm(alarm))).Items[0];
        return best ? { unitPrice: best.UnitPrice, totalPrice: best.TotalPrice, dealerName: best.DealerName, leadTimeDays: best.LeadTimeDays, path: offerListPathOfAlarm(alarm) } : null;
      } catch (err) {
        if (isClientError(err)) return null;
        throw err;
      }
    },
  });
  const operations = createOperationsServices(platform, { calculator });
  const contact = createContactServices(platform, {
    // Her order is linked only when it is hers; the orders area knows which are (guest orders she took over too).
    ownOrder: (userId, orderNumber) => orders.ownOrderByNumber({ userId, orderNumber }),
    accountEmail: async (userId) => (await account.baseData(userId)).Email,
  });
  return { location, site, account, calculator, prices, dealers, news, seo, orders, analytics, errorTrace, dealerPortal, customer, priceAlarm, mex, operations, statistics, orderExport, cancellations, contact };
}

export type AppServices = ReturnType<typeof createServices>;

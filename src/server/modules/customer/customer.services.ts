import type { PlatformDeps } from "../../platform/deps.ts";
import type { CustomerNeeds } from "./customer.needs.ts";
import { customerDashboard, resetDashboard, type DashboardDeps } from "./customer-dashboard.ts";
import { customerHome } from "./customer-home.ts";
import { listMessages, markRead, notificationSettings, saveNotificationSettings } from "./customer-messages.ts";
import { deleteMyAccount, exportMyData, type PrivacyDeps } from "./customer-privacy.ts";

/**
 * The customer area (decision 0028): what a logged-in customer sees about herself. Her orders
 * come from the orders area, today's prices from the calculator (what it asks: customer.needs.ts); her
 * messages are written by its subscribers (customer.subscribers.ts, decision 0051).
 */
export function createCustomerServices({ db, clock, cache }: Pick<PlatformDeps, "db" | "clock" | "cache">, others: CustomerNeeds) {
  const privacyDeps: PrivacyDeps = {
    db,
    clock,
    orders: others.orders,
    account: others.account,
    priceAlarm: others.priceAlarm,
    mex: others.mex,
    contact: others.contact,
  };
  const homeDeps = { orders: others.orders, calculator: others.calculator, today: (countryId: number) => clock.today(countryId) };
  const dashboardDeps: DashboardDeps = {
    cache,
    clock,
    orders: others.orders,
    prices: others.prices,
    home: (userId, countryId) => customerHome(homeDeps, { userId, countryId }),
    tankItems: (userId) => others.mex.dashboardItems(userId),
    tankReadings: (userId) => others.mex.tankReadings(userId),
  };
  return {
    customerHome: (input: { userId: number; countryId: number }) => customerHome(homeDeps, input),
    dashboard: (input: { userId: number; countryId: number; force?: boolean }) => customerDashboard(dashboardDeps, input),
    resetDashboard: (input: { userId: number }) => resetDashboard(dashboardDeps, input),
    pageOrders: others.orders.pageCustomerOrders,
    /** Orders she placed as a guest with her address on this site, not yet taken over (the list offers the takeover mail). */
    guestOrdersToTakeOver: async (input: { userId: number; countryId: number }) =>
      others.orders.countOrdersOfUsers(await others.account.unclaimedGuestIds(input.userId), input.countryId),
    exportMyData: (input: { userId: number; format: "json" | "csv" }) => exportMyData(privacyDeps, input),
    deleteMyAccount: (input: { userId: number; isImpersonated: boolean; Password: string }) => deleteMyAccount(privacyDeps, input),
    listMessages: (input: { userId: number }) => listMessages({ db }, input),
    markRead: (input: { userId: number; id?: number }) => markRead({ db, clock }, input),
    notificationSettings: (input: { userId: number }) => notificationSettings({ db }, input),
    saveNotificationSettings: (input: Parameters<typeof saveNotificationSettings>[1]) => saveNotificationSettings({ db, clock }, input),
  };
}

export type CustomerServices = ReturnType<typeof createCustomerServices>;

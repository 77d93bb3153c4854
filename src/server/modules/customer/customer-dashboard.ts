import { estimateConsumption, estimateFromReadings, type MeasuredTank } from "../../../domain/customer/consumption.ts";
import type { CustomerDashboard } from "../../../domain/customer/customer-dashboard.schemas.ts";
import { cacheTtlMs } from "../../../domain/shared/spec-constants.ts";
import type { Cache } from "../../platform/cache/cache.ts";
import type { Clock } from "../../platform/clock.ts";
import type { CustomerNeeds } from "./customer.needs.ts";
import type { CustomerHome } from "../../../domain/customer/customer-home.schemas.ts";

export interface DashboardDeps {
  cache: Cache;
  clock: Clock;
  orders: Pick<CustomerNeeds["orders"], "customerPurchases">;
  prices: Pick<CustomerNeeds["prices"], "countryDailyAverages">;
  home: (userId: number, countryId: number) => Promise<CustomerHome>;
  /** Her tanks with a sensor (the mex area; spec §3: IsMain = the active tank). */
  tankItems: (userId: number) => Promise<CustomerDashboard["Items"]>;
  /** Her tanks' level readings (the mex area), for the consumption they measured. */
  tankReadings: (userId: number) => Promise<MeasuredTank[]>;
}

/** Liquid product groups whose deliveries tell the consumption (heating oil; diesel for a farm tank). */
const BURNT = new Set([1, 2]);

/**
 * The site's purchases (decision 0045: the order list's filter, so both show the same orders), and her
 * consumption: what her tank sensors measured where they have readings — her tanks on every site, as
 * the tank pages show them — else the estimate from this site's deliveries.
 */
async function computeDashboard(deps: DashboardDeps, userId: number, countryId: number): Promise<CustomerDashboard> {
  const purchases = await deps.orders.customerPurchases({ userId, countryId });
  const averages = new Map<number, Record<string, number>>();
  for (const group of new Set(purchases.map((p) => p.productGroupId))) {
    const first = purchases.filter((p) => p.productGroupId === group)[0].orderedOn;
    averages.set(group, await deps.prices.countryDailyAverages(countryId, group, first));
  }
  const consumption =
    estimateFromReadings(await deps.tankReadings(userId)) ??
    estimateConsumption(
      purchases.filter((p) => p.deliveredOn && BURNT.has(p.productGroupId)).map((p) => ({ day: p.deliveredOn!, litres: p.amount })),
    );
  const home = await deps.home(userId, countryId);
  return {
    Items: await deps.tankItems(userId),
    LastRefresh: deps.clock.now().toISOString(),
    Purchases: purchases.map((p) => ({
      OrderId: p.orderId,
      OrderNumber: p.orderNumber,
      Day: p.orderedOn,
      ProductGroupId: p.productGroupId,
      Amount: p.amount,
      Total: p.total,
      PaidPerBasis: p.paidPerBasis,
      MarketPerBasis: averages.get(p.productGroupId)?.[p.orderedOn] ?? null,
      Currency: p.currency,
    })),
    Consumption: consumption && {
      Source: consumption.source,
      PerDay: consumption.perDay,
      Years: consumption.years.map((y) => ({ Label: y.label, Litres: y.litres, Partial: y.partial })),
      Seasons: consumption.seasons.map((s) => ({ Label: s.label, Litres: s.litres, Partial: s.partial })),
      From: consumption.from,
      To: consumption.to,
    },
    Today: home.BestPrice,
    OtherSites: home.OtherSites,
  };
}

/**
 * GET /api/customer/dashboard (spec §4 "Other"): cached per customer and country; a refresh within
 * 5 minutes (spec §9 dashboard refresh window) answers the cached data unless forced. The age is the
 * clock's, so tests move time instead of waiting.
 */
export async function customerDashboard(
  deps: DashboardDeps,
  input: { userId: number; countryId: number; force?: boolean },
): Promise<CustomerDashboard> {
  const key = `customer:dashboard:${input.userId}:${input.countryId}`;
  const windowMs = cacheTtlMs("dashboardRefresh");
  if (!input.force) {
    const cached = await deps.cache.get<CustomerDashboard>(key);
    if (cached && deps.clock.now().getTime() - Date.parse(cached.LastRefresh) < windowMs) return cached;
  }
  const fresh = await computeDashboard(deps, input.userId, input.countryId);
  // Kept a little longer than the window: the age check above decides, the TTL only frees memory.
  await deps.cache.set(key, fresh, 2 * windowMs);
  return fresh;
}

/** Spec §7: after set-main the dashboard is reset (the next visit recomputes it). */
export async function resetDashboard(deps: Pick<DashboardDeps, "cache">, input: { userId: number }) {
  for (const countryId of [1, 2, 3]) await deps.cache.delete(`customer:dashboard:${input.userId}:${countryId}`);
}

import type { Db } from "../client.ts";
import { seedDemoMarket, type DemoMarketOptions } from "./market/demo-market.ts";
import { seedReferenceData } from "./reference-data.ts";
import { seedContentPages, seedNews } from "./content/seed-news.ts";
import { seedDemoAccounts } from "./accounts/demo-accounts.ts";
import { seedDemoOrders } from "./orders/demo-orders.ts";
import { seedDemoHistory } from "./orders/demo-history.ts";
import { seedDemoVisits } from "./analytics/demo-visits.ts";
import { seedDemoMex } from "./mex/demo-mex.ts";

/**
 * Everything a fresh database needs before the product can serve: reference data and content always;
 * the demo market, the demo accounts (published passwords) and their orders only when `demo` is set (decision 0010).
 */
export async function seedIfEmpty(
  db: Db,
  log: (msg: string, data?: object) => void,
  market: DemoMarketOptions = {},
  opts: { demo?: boolean } = {},
): Promise<void> {
  const ref = await seedReferenceData(db);
  if (ref) log("seeded reference data", ref);
  const news = await seedNews(db);
  if (news) log("seeded news articles", { news });
  const pages = await seedContentPages(db);
  if (pages) log("seeded content pages", { pages });
  if (opts.demo === false) return;
  const started = Date.now();
  const demo = await seedDemoMarket(db, market);
  if (demo) log("seeded demo market (demo data, not real offers)", { ...demo, ms: Date.now() - started });
  const accounts = await seedDemoAccounts(db);
  if (accounts) log("seeded demo accounts (README: Demo accounts)", accounts);
  // Orders in every state for the demo dealer and the demo customer (decision 0025).
  const demoOrders = await seedDemoOrders(db);
  if (demoOrders) log("seeded demo orders", demoOrders);
  // Two years of rated deliveries: the dealers' ratings and the review widget (decision 0044).
  const history = await seedDemoHistory(db);
  if (history) log("seeded rated demo deliveries", history);
  // Consented visits over the same years, some with their orders: the statistic's conversion (decision 0043).
  const visits = await seedDemoVisits(db);
  if (visits) log("seeded demo visits", visits);
  // The demo mex customer's tanks with a year of readings, and devices to pair (decision 0030).
  const mex = await seedDemoMex(db);
  if (mex) log("seeded demo tank sensors", mex);
}

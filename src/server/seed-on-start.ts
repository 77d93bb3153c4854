import type { Db } from "../db/client.ts";
import { demoAccountsPresent, DEMO_ACCOUNTS_WARNING } from "../db/seed/accounts/demo-accounts.ts";
import { seedIfEmpty } from "../db/seed/index.ts";
import type { Config } from "./config.ts";

interface StartLog {
  info(data: object, msg: string): void;
  warn(data: object, msg: string): void;
}

/**
 * Start-up seeding (decision 0010): reference data and content always; demo market and demo accounts
 * only when configured (default: embedded database only). In production a loud warning as long as
 * accounts with published passwords exist.
 */
export async function seedOnStart(
  db: Db,
  config: Pick<Config, "seedDemoData" | "NODE_ENV"> & Partial<Pick<Config, "DEMO_MARKET_SCALE">>,
  log: StartLog,
): Promise<void> {
  await seedIfEmpty(db, (msg, data) => log.info(data ?? {}, msg), { scale: config.DEMO_MARKET_SCALE ?? 1 }, { demo: config.seedDemoData });
  if (config.NODE_ENV !== "production") return;
  const demoAccounts = await demoAccountsPresent(db);
  if (demoAccounts.length > 0) log.warn({ demoAccounts }, DEMO_ACCOUNTS_WARNING);
}

import type { Db } from "../db/client.ts";
import { demoAccountsPresent, DEMO_ACCOUNTS_WARNING } from "../db/seed/accounts/demo-accounts.ts";
import type { Config } from "./config.ts";
import { MODULES } from "./modules/index.ts";
import type { SeedStep } from "./platform/module.ts";

interface StartLog {
  info(data: object, msg: string): void;
  warn(data: object, msg: string): void;
}

/**
 * The areas' seeding steps in the order they run: the rows every database needs first, then the demo
 * data; within each, the module list's order, except that a step waits for the steps it names in `after`.
 * A step that waits for a step no area declares, or a loop, is a programming error.
 */
export function seedOrder(steps: readonly SeedStep[]): SeedStep[] {
  const ordered: SeedStep[] = [];
  for (const demo of [false, true]) {
    const waiting = steps.filter((s) => s.demo === demo);
    while (waiting.length > 0) {
      const done = new Set(ordered.map((s) => s.name));
      const next = waiting.findIndex((s) => (s.after ?? []).every((name) => done.has(name)));
      if (next < 0) throw new Error(`seed steps wait for steps that never run: ${waiting.map((s) => s.name).join(", ")}`);
      ordered.push(...waiting.splice(next, 1));
    }
  }
  return ordered;
}

const SEED_STEPS = seedOrder(MODULES.flatMap((module): readonly SeedStep[] => module.seeds ?? []));

/**
 * Start-up seeding (decision 0010): reference data and content always; demo market and demo accounts
 * only when configured (default: embedded database only). Each area declares its steps in its module
 * file. In production a loud warning as long as accounts with published passwords exist.
 */
export async function seedOnStart(
  db: Db,
  config: Pick<Config, "seedDemoData" | "NODE_ENV"> & Partial<Pick<Config, "DEMO_MARKET_SCALE">>,
  log: StartLog,
): Promise<void> {
  for (const step of SEED_STEPS) {
    if (step.demo && !config.seedDemoData) continue;
    const started = Date.now();
    const seeded = await step.run(db, { scale: config.DEMO_MARKET_SCALE ?? 1 });
    if (seeded) log.info({ ...seeded, ms: Date.now() - started }, step.message);
  }
  if (config.NODE_ENV !== "production") return;
  const demoAccounts = await demoAccountsPresent(db);
  if (demoAccounts.length > 0) log.warn({ demoAccounts }, DEMO_ACCOUNTS_WARNING);
}

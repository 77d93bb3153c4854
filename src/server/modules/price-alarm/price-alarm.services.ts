import { isClientError } from "../../../domain/shared/errors.ts";
import { calculatorConfigOfAlarm } from "../../../domain/price-alarm/alarm-config.ts";
import type { PriceAlarmInput } from "../../../domain/price-alarm/price-alarm.schemas.ts";
import { prefixesOverlap } from "../../platform/cache/cache.ts";
import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import type { PriceAlarmNeeds } from "./price-alarm.needs.ts";
import { checkPriceAlarms } from "./check-price-alarms.ts";
import { confirmPriceAlarm, unsubscribePriceAlarm } from "./confirm-price-alarm.ts";
import { createPriceAlarm } from "./create-price-alarm.ts";
import { alarmItem, deletePriceAlarm, listPriceAlarms } from "./manage-price-alarms.ts";
import type { PriceAlarmDeps } from "./price-alarm-deps.ts";
import { alarmByConfirmHash, alarmByUnsubscribeHash, alarmDataOf, eraseAlarmData } from "./price-alarm.repo.ts";
import type { Db } from "../../../db/client.ts";
import { tokenHash } from "./alarm-tokens.ts";

export const PRICE_ALARM_QUEUE = "price-alarm-check";

/**
 * The price alarm (Preiswecker, decisions 0028, 0029); a customer's hit is published for the customer area's message (decision 0051).
 * Every price announcement (`market:` invalidation, decision 0022) queues one check a few seconds later;
 * the queue keeps at most one waiting, so a burst of price changes is checked once.
 */
export function createPriceAlarmServices(
  {
    db,
    jobs,
    events,
    clock,
    cache,
    config,
    logger,
  }: Pick<PlatformDeps, "db" | "jobs" | "events" | "clock" | "cache" | "config"> & Partial<Pick<PlatformDeps, "logger">>,
  others: PriceAlarmNeeds,
) {
  const deps: PriceAlarmDeps = {
    db,
    jobs,
    now: () => clock.now(),
    today: (countryId) => clock.today(countryId),
    secret: config.jwtSecret,
    origin: (countryId) => config.countryOrigins[countryId === 2 ? "at" : countryId === 3 ? "ch" : "de"],
    bestPrice: async (c) => {
      try {
        return (await others.calculator.calculateOffers(calculatorConfigOfAlarm(c))).Items[0]?.UnitPrice ?? null;
      } catch (err) {
        // A postcode or product the calculator refuses today: no price, no crossing.
        if (isClientError(err)) return null;
        throw err;
      }
    },
    marketVersion: async () => (await others.calculator.market.snapshot()).version,
    events,
  };
  cache.onInvalidate((prefix) => {
    if (!prefixesOverlap(prefix, "market:")) return;
    jobs
      .enqueue(PRICE_ALARM_QUEUE, {}, { startAfterSeconds: 2 })
      .catch((err) => logger?.error({ err }, "could not queue the price alarm check"));
  });
  const useCases = bindDeps(deps, { confirmPriceAlarm, unsubscribePriceAlarm, listPriceAlarms, deletePriceAlarm, checkPriceAlarms });
  return {
    ...useCases,
    /** Privacy (decision 0028): her alarms for the export; erasing them when she deletes her account. */
    exportAlarmData: (userId: number) => alarmDataOf(db, userId),
    eraseAlarmData: (tx: Db, userId: number) => eraseAlarmData(tx, userId, clock.now()),
    /** Whether a mailed link still leads somewhere (the pages show "ungültig" at once otherwise). */
    linkIsValid: async (token: string, purpose: "confirm" | "unsubscribe") =>
      Boolean(purpose === "confirm" ? await alarmByConfirmHash(db, tokenHash(token)) : await alarmByUnsubscribeHash(db, tokenHash(token))),
    /** A customer's alarm (active at once) or a visitor's (waits for the opt-in link). */
    createPriceAlarm: async (alarm: PriceAlarmInput, user: { id: number; isGuest: boolean } | null) => {
      const owner = user && !user.isGuest ? { userId: user.id, email: (await others.account.baseData(user.id)).Email } : null;
      const created = await createPriceAlarm(deps, { alarm, owner });
      return { ...alarmItem(created.alarm), CurrentPrice: created.currentPrice, ConfirmationSent: created.confirmationSent };
    },
  };
}

export type PriceAlarmServices = ReturnType<typeof createPriceAlarmServices>;

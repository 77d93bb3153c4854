import { nextAlarmState, type AlarmZone } from "../../../domain/price-alarm/alarm-crossing.ts";
import { offerListPathOfAlarm } from "../../../domain/price-alarm/alarm-config.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import { alarmToken } from "./alarm-tokens.ts";
import { alarmHitMail, alarmSummary } from "./price-alarm-mails.ts";
import type { PriceAlarmDeps } from "./price-alarm-deps.ts";
import { activeAlarms, recordHit, updateAlarm, type PriceAlarmRow } from "./price-alarm.repo.ts";

/**
 * After a price update (decision 0029): every active alarm's best price, its zone, and a mail for each
 * crossing — recorded once per market version (price_alarm_hits), in one transaction with its mail job
 * and, for a customer, the `price-alarm.hit` event of her message. Alarms with the same configuration share one calculation.
 */
export async function checkPriceAlarms(deps: PriceAlarmDeps): Promise<{ checked: number; mailed: number }> {
  const version = await deps.marketVersion();
  const prices = new Map<string, number | null>();
  let checked = 0;
  let mailed = 0;
  for (const alarm of await activeAlarms(deps.db)) {
    if (alarm.startsOn && alarm.startsOn > deps.today(alarm.countryId)) continue;
    const config = {
      countryId: alarm.countryId,
      productGroupId: alarm.productGroupId,
      productId: alarm.productId,
      zip: alarm.zip,
      amount: alarm.amount,
    };
    const key = `${config.countryId}|${config.productId}|${config.zip}|${config.amount}`;
    if (!prices.has(key)) prices.set(key, await deps.bestPrice(config));
    const price = prices.get(key)!;
    if (price === null) continue;
    checked++;
    const { zone, crossed } = nextAlarmState(alarm.lastZone as AlarmZone | null, price, {
      below: alarm.belowPerBasis,
      above: alarm.abovePerBasis,
    });
    const now = deps.now();
    const sent = await deps.db.transaction(async (tx) => {
      await updateAlarm(tx, alarm.id, { lastZone: zone, lastPricePerBasis: price, lastCheckedAt: now });
      if (!crossed) return false;
      const hitId = await recordHit(tx, { alarmId: alarm.id, direction: crossed, pricePerBasis: price, marketVersion: version });
      if (hitId === null) return false;
      await updateAlarm(tx, alarm.id, { lastNotifiedAt: now });
      await notify(deps, tx, alarm, crossed, price, hitId);
      return true;
    });
    if (sent) mailed++;
  }
  return { checked, mailed };
}

async function notify(
  deps: PriceAlarmDeps,
  tx: PriceAlarmDeps["db"],
  alarm: PriceAlarmRow,
  crossed: "below" | "above",
  price: number,
  hitId: number,
) {
  const origin = deps.origin(alarm.countryId);
  const offersPath = offerListPathOfAlarm(alarm);
  const unsubscribeUrl = `${origin}/preiswecker/${alarmToken(deps.secret, "unsubscribe", alarm.id)}/abmelden`;
  const mail = alarmHitMail(alarm, crossed, price, `${origin}${offersPath}`, unsubscribeUrl);
  await enqueueMail(
    deps.jobs,
    {
      to: alarm.email,
      template: "price-alarm-hit",
      countryId: alarm.countryId,
      messageId: `<price-alarm-hit-${hitId}@heizoel-marktplatz.de>`,
      ...mail,
    },
    tx,
  );
  // A customer's alarm: her message follows from the event (the customer area's subscriber, decision 0051).
  if (alarm.userId !== null)
    await deps.events.publish(tx, "price-alarm.hit", {
      hitId,
      alarmId: alarm.id,
      userId: alarm.userId,
      title: crossed === "below" ? `Wunschpreis erreicht: ${alarmSummary(alarm)}` : `Preisgrenze überschritten: ${alarmSummary(alarm)}`,
      body: mail.subject,
      link: offersPath,
    });
}

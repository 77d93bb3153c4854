import { randomBytes } from "node:crypto";
import { defaultProductId, productById } from "../../../domain/shared/catalog.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { nextAlarmState } from "../../../domain/price-alarm/alarm-crossing.ts";
import type { PriceAlarmInput } from "../../../domain/price-alarm/price-alarm.schemas.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import { alarmToken, tokenHash } from "./alarm-tokens.ts";
import { alarmOptInMail } from "./price-alarm-mails.ts";
import type { PriceAlarmDeps } from "./price-alarm-deps.ts";
import { alarmsOfUser, insertAlarm, setAlarmTokens, type PriceAlarmRow } from "./price-alarm.repo.ts";

const MAX_ALARMS = 20;

export interface AlarmOwner {
  userId: number;
  email: string;
}

/**
 * A new price alarm (decision 0029). A customer's is active at once; a visitor's waits for the
 * confirmation link sent to the given address (double opt-in), in the same transaction as the alarm.
 * The current best price is recorded as the first check, so only a later crossing mails.
 */
export async function createPriceAlarm(
  deps: PriceAlarmDeps,
  input: { alarm: PriceAlarmInput; owner: AlarmOwner | null },
): Promise<{ alarm: PriceAlarmRow; currentPrice: number | null; confirmationSent: boolean }> {
  const a = input.alarm;
  const email = input.owner?.email ?? a.Email;
  if (!email) throw new AppError("PRICE_ALARM_EMAIL_REQUIRED", { field: "Email" });
  if (a.StartsOn && a.StartsOn < deps.today(a.CountryId)) throw new AppError("PRICE_ALARM_START_PAST", { field: "StartsOn" });
  const productId = defaultProductId(a.CountryId, a.ProductGroupId);
  if (!productId || productById(productId)?.CountryId !== a.CountryId) throw new AppError("UNKNOWN_PRODUCT");
  if (input.owner && (await alarmsOfUser(deps.db, input.owner.userId)).length >= MAX_ALARMS) throw new AppError("TOO_MANY_PRICE_ALARMS");
  const config = { countryId: a.CountryId, productGroupId: a.ProductGroupId, productId, zip: a.ZipCode, amount: a.Amount };
  const currentPrice = await deps.bestPrice(config);
  const first = currentPrice === null ? null : nextAlarmState(null, currentPrice, { below: a.TargetPrice, above: a.RisePrice ?? null });
  const now = deps.now();
  const alarm = await deps.db.transaction(async (tx) => {
    const row = await insertAlarm(tx, {
      userId: input.owner?.userId ?? null,
      email: email.toLowerCase(),
      countryId: a.CountryId,
      zip: a.ZipCode,
      productGroupId: a.ProductGroupId,
      productId,
      amount: a.Amount,
      belowPerBasis: a.TargetPrice,
      abovePerBasis: a.RisePrice ?? null,
      startsOn: a.StartsOn ?? null,
      confirmedAt: input.owner ? now : null,
      // Replaced below, once the id the tokens are derived from is known.
      unsubscribeTokenHash: `pending-${randomBytes(12).toString("hex")}`,
      lastZone: first?.zone ?? null,
      lastPricePerBasis: currentPrice,
      lastCheckedAt: currentPrice === null ? null : now,
    });
    const unsubscribe = alarmToken(deps.secret, "unsubscribe", row.id);
    const confirm = input.owner ? null : alarmToken(deps.secret, "confirm", row.id);
    await setAlarmTokens(tx, row.id, {
      confirmTokenHash: confirm ? tokenHash(confirm) : null,
      unsubscribeTokenHash: tokenHash(unsubscribe),
    });
    if (confirm) {
      const origin = deps.origin(a.CountryId);
      const mail = alarmOptInMail(row, `${origin}/preiswecker/${confirm}/bestaetigen`, `${origin}/preiswecker/${unsubscribe}/abmelden`);
      await enqueueMail(deps.jobs, { to: row.email, template: "price-alarm-opt-in", countryId: a.CountryId, ...mail }, tx);
    }
    return row;
  });
  return { alarm, currentPrice, confirmationSent: !input.owner };
}

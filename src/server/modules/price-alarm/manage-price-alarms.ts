import { localeById } from "../../../domain/shared/countries.ts";
import { productById } from "../../../domain/shared/catalog.ts";
import { AppError } from "../../../domain/shared/errors.ts";
import { offerListPathOfAlarm } from "../../../domain/price-alarm/alarm-config.ts";
import type { AlarmZone } from "../../../domain/price-alarm/alarm-crossing.ts";
import type { PriceAlarmItem } from "../../../domain/price-alarm/price-alarm.schemas.ts";
import type { PriceAlarmDeps } from "./price-alarm-deps.ts";
import { alarmOfUser, alarmsOfUser, updateAlarm, type PriceAlarmRow } from "./price-alarm.repo.ts";

export function alarmItem(a: PriceAlarmRow): PriceAlarmItem {
  return {
    Id: a.id,
    CountryId: a.countryId,
    ZipCode: a.zip,
    Amount: a.amount,
    ProductGroupId: a.productGroupId,
    ProductName: productById(a.productId)?.DisplayName ?? "",
    TargetPrice: a.belowPerBasis,
    RisePrice: a.abovePerBasis,
    StartsOn: a.startsOn,
    Confirmed: a.confirmedAt !== null,
    LastPrice: a.lastPricePerBasis,
    LastCheckedAt: a.lastCheckedAt?.toISOString() ?? null,
    Zone: a.lastZone as AlarmZone | null,
    Currency: localeById(a.countryId)?.currencyCode ?? "EUR",
    OfferListPath: offerListPathOfAlarm(a),
  };
}

/** The customer's own price alarms, oldest first. */
export async function listPriceAlarms(deps: Pick<PriceAlarmDeps, "db">, input: { userId: number }) {
  return { Items: (await alarmsOfUser(deps.db, input.userId)).map(alarmItem) };
}

/** Deletes one of her alarms; somebody else's is 404. */
export async function deletePriceAlarm(deps: Pick<PriceAlarmDeps, "db" | "now">, input: { userId: number; id: number }) {
  const row = await alarmOfUser(deps.db, input.userId, input.id);
  if (!row) throw new AppError("PRICE_ALARM_NOT_FOUND");
  await updateAlarm(deps.db, row.id, { deletedAt: deps.now() });
  return { success: true as const };
}

import { AppError } from "../../../domain/shared/errors.ts";
import { tokenHash } from "./alarm-tokens.ts";
import type { PriceAlarmDeps } from "./price-alarm-deps.ts";
import { alarmByConfirmHash, alarmByUnsubscribeHash, updateAlarm } from "./price-alarm.repo.ts";

/** The link of the opt-in mail: the alarm becomes active. A second click finds it active and says so. */
export async function confirmPriceAlarm(deps: Pick<PriceAlarmDeps, "db" | "now">, token: string): Promise<{ message: string }> {
  const row = await alarmByConfirmHash(deps.db, tokenHash(token));
  if (!row) throw new AppError("LINK_INVALID");
  await updateAlarm(deps.db, row.id, { confirmedAt: row.confirmedAt ?? deps.now() });
  return { message: "Vielen Dank! Ihr Preiswecker ist aktiv. Wir schreiben Ihnen, sobald der Preis Ihre Grenze erreicht." };
}

/** The unsubscribe link of every price alarm mail: the alarm ends (a second click is fine too). */
export async function unsubscribePriceAlarm(deps: Pick<PriceAlarmDeps, "db" | "now">, token: string): Promise<{ message: string }> {
  const row = await alarmByUnsubscribeHash(deps.db, tokenHash(token));
  if (!row) throw new AppError("LINK_INVALID");
  if (!row.deletedAt) await updateAlarm(deps.db, row.id, { deletedAt: deps.now(), confirmTokenHash: null });
  return { message: "Ihr Preiswecker ist abbestellt. Sie erhalten dazu keine E-Mails mehr." };
}

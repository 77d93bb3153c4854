import { AppError } from "../../../domain/shared/errors.ts";
import { useByMonth, useBySeason } from "../../../domain/mex/consumption.ts";
import { freeVolume, orderByDate } from "../../../domain/mex/range-forecast.ts";
import { detectRefills, matchRefillsToDeliveries } from "../../../domain/mex/refills.ts";
import type { SensorDetail } from "../../../domain/mex/mex-detail.types.ts";
import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import type { MexDeps } from "./mex-deps.ts";
import { sensorsOfUser } from "./mex.repo.ts";
import { seriesOf, sensorItem } from "./sensor-state.ts";
import { tankOutlook } from "./tank-outlook.ts";

/** Refills are matched to deliveries at most this many days apart (the sensor reports once a day; the window's last day is recorded). */
const MATCH_DAYS = 4;

/**
 * /mex/sensors/{sensorId} and the dashboard's tank pages: level history (the day's last reading), use per
 * day, month and heating season, refills matched to her deliveries, the range as a band and the order-by
 * date with today's best offer for what fits in.
 */
export async function sensorDetail(deps: MexDeps, input: { userId: number; sensorId: number }): Promise<SensorDetail> {
  const rows = await sensorsOfUser(deps.db, input.userId);
  const row = rows.find((r) => r.sensor.id === input.sensorId);
  if (!row) throw new AppError("SENSOR_NOT_FOUND");
  const now = deps.now();
  const item = await sensorItem(deps.db, row, now);
  const series = await seriesOf(deps.db, row.sensor.id, row.tank, now);
  const countryId = row.tank.countryId;
  const today = deps.today(countryId);
  const { capacity, tz, points, days, state, forecast } = tankOutlook(row.tank, series, now, today);
  const byDay = new Map<string, { day: string; litres: number; status: string }>();
  for (const p of series)
    if (p.litres !== null) byDay.set(calendarDay(p.at, tz), { day: calendarDay(p.at, tz), litres: p.litres, status: p.status });
  const refills = capacity ? detectRefills(points, capacity) : [];
  const deliveries = (await deps.deliveries(input.userId)).map((d) => ({ ...d, deliveredOn: new Date(`${d.deliveredOn}T12:00:00Z`) }));
  const matched = matchRefillsToDeliveries(refills, deliveries, MATCH_DAYS);
  const reserve = row.tank.reservePercent / 100;
  const free = state.litres !== null && capacity ? freeVolume(capacity, state.litres) : null;
  const offer = free !== null && free >= 500 && row.tank.zip ? await deps.bestOffer({ countryId, zip: row.tank.zip, amount: free }) : null;
  const recent = days.slice(-30);
  const perDayNear = recent.length ? recent.reduce((s, d) => s + d.litres, 0) / recent.length : 0;
  const orderBy =
    forecast && capacity
      ? orderByDate({
          emptyOn: forecast.emptyOn,
          dailyUseNear: perDayNear,
          capacityLitres: capacity,
          reserveShare: reserve,
          leadTimeDays: offer?.leadTimeDays ?? 5,
          today,
        })
      : null;
  return {
    sensor: item,
    zipCode: row.tank.zip,
    countryId,
    reservePercent: row.tank.reservePercent,
    history: [...byDay.values()],
    days,
    // biome-ignore lint/correctness/useHookAtTopLevel: "use by month" is the tank's consumption, not a React hook.
    months: useByMonth(days),
    // biome-ignore lint/correctness/useHookAtTopLevel: consumption per season, not a React hook.
    seasons: useBySeason(days),
    refills: matched.map((m) => ({
      at: m.refill.at.toISOString(),
      litres: Math.round(m.refill.litres),
      orderId: m.orderId,
      orderNumber: deliveries.find((d) => d.orderId === m.orderId)?.orderNumber ?? null,
      deliveredLitres: deliveries.find((d) => d.orderId === m.orderId)?.litres ?? null,
      deviates: m.deviates,
    })),
    forecast,
    orderBy,
    freeLitres: free,
    offer,
  };
}

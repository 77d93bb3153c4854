import { calendarDay } from "../../../domain/shared/calendar-day.ts";
import { localeById } from "../../../domain/shared/countries.ts";
import { dailyUse } from "../../../domain/mex/consumption.ts";
import { forecastRange } from "../../../domain/mex/range-forecast.ts";
import { normalDegreeDays } from "../../../domain/mex/degree-days.ts";
import { capacityOf, currentState, type SeriesPoint } from "../../../domain/mex/tank-series.ts";
import type { TankRow } from "./mex.repo.ts";

export const usable = (p: SeriesPoint) => p.litres !== null && p.status !== "implausible-jump" && p.status !== "no-metering";

/** The part of the tank's forecast that needs no market: daily use and the range band (the dashboard, banner and open data). */
export function tankOutlook(tank: TankRow, series: SeriesPoint[], now: Date, today: string) {
  const capacity = capacityOf(tank);
  const tz = (localeById(tank.countryId) ?? localeById(1)!).timeZone;
  const points = series.filter(usable).map((p) => ({ at: p.at, litres: p.litres! }));
  const days = capacity ? dailyUse(points, capacity, tz) : [];
  const state = currentState(series, capacity, now);
  const forecast =
    state.litres !== null && capacity
      ? forecastRange({
          litresNow: state.litres,
          minLitres: Math.round(capacity * 0.02),
          days,
          today,
          heatingDegreeDays: normalDegreeDays(tank.countryId),
        })
      : null;
  return { capacity, tz, points, days, state, forecast, day: (d: Date) => calendarDay(d, tz) };
}

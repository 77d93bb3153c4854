/**
 * A queue's schedule in the back office's words (decision 0050). The marketplace's schedules are hourly or
 * daily at a fixed minute; any other cron expression is shown as it is, with its time zone.
 */
export function scheduleText(cron: string, timeZone: string): string {
  const [minute, hour, ...rest] = cron.trim().split(/\s+/);
  const everyDay = rest.length === 3 && rest.every((f) => f === "*");
  const isNumber = (f: string | undefined, max: number) => f !== undefined && /^\d{1,2}$/.test(f) && Number(f) <= max;
  if (everyDay && isNumber(minute, 59) && hour === "*")
    return `stündlich, ${Number(minute) === 0 ? "zur vollen Stunde" : `um :${minute.padStart(2, "0")}`}`;
  if (everyDay && isNumber(minute, 59) && isNumber(hour, 23))
    return `täglich um ${hour.padStart(2, "0")}:${minute.padStart(2, "0")} Uhr (${timeZone})`;
  return `${cron} (${timeZone})`;
}

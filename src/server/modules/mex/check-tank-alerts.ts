import { localeById } from "../../../domain/shared/countries.ts";
import { formatDate } from "../../../domain/shared/format.ts";
import { alertText, nextAlerts, type TankAlertKind } from "../../../domain/mex/tank-alerts.ts";
import type { MexDeps } from "./mex-deps.ts";
import { clearAlerts, openAlerts, raiseAlert, sensorById } from "./mex.repo.ts";
import { sensorDetail } from "./sensor-detail.ts";

export type AlertDeps = MexDeps;

/**
 * After a sensor's readings (and in the hourly no-data sweep): its tank's state against the alert rules;
 * each newly raised alert publishes `tank.alert-raised` in one transaction with the alert row (decision
 * 0051), so a retried job raises nothing twice (one open alert per kind). The customer area turns it into
 * her message and, if she wants it, a mail.
 */
export async function checkTankAlerts(
  deps: AlertDeps,
  input: { sensorId: number },
): Promise<{ raised: TankAlertKind[]; cleared: TankAlertKind[] }> {
  const sensor = await sensorById(deps.db, input.sensorId);
  if (!sensor) return { raised: [], cleared: [] };
  const d = await sensorDetail(deps, { userId: sensor.userId, sensorId: sensor.id });
  const open = await openAlerts(deps.db, sensor.id);
  const { raise, clear } = nextAlerts(
    {
      levelPercent: d.sensor.levelPercent,
      batteryV: d.sensor.batteryV,
      status: d.sensor.status,
      orderBy: d.orderBy,
      today: deps.today(d.countryId),
    },
    open.map((a) => a.kind as TankAlertKind),
  );
  if (raise.length === 0 && clear.length === 0) return { raised: [], cleared: [] };
  const locale = localeById(d.countryId) ?? localeById(1)!;
  const now = deps.now();
  const raised: TankAlertKind[] = [];
  await deps.db.transaction(async (tx) => {
    await clearAlerts(
      tx,
      open.filter((a) => clear.includes(a.kind as TankAlertKind)).map((a) => a.id),
      now,
    );
    for (const kind of raise) {
      const id = await raiseAlert(tx, sensor.id, kind, now);
      if (id === null) continue;
      raised.push(kind);
      const text = alertText(kind, d.sensor.name, {
        percent: `${d.sensor.levelPercent ?? "?"} %`,
        orderBy: d.orderBy ? formatDate(d.orderBy, "shortD", locale) : "",
      });
      const link =
        kind === "order-by" || kind === "low-level" || kind === "almost-empty"
          ? (d.offer?.path ?? `/mex/sensors/${sensor.id}`)
          : `/mex/sensors/${sensor.id}`;
      const action = kind === "order-by" || kind === "almost-empty" || kind === "low-level" ? "Angebote ansehen" : "Zum Tank";
      await deps.events.publish(tx, "tank.alert-raised", {
        alertId: id,
        userId: sensor.userId,
        sensorId: sensor.id,
        countryId: d.countryId,
        kind,
        title: text.title,
        body: text.body,
        link,
        action,
      });
    }
  });
  return { raised, cleared: clear };
}

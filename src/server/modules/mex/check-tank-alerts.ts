import { localeById } from "../../../domain/countries.ts";
import { formatDate } from "../../../domain/format.ts";
import { alertText, nextAlerts, type TankAlertKind } from "../../../domain/mex/tank-alerts.ts";
import type { Db } from "../../../db/client.ts";
import type { Jobs } from "../../platform/jobs/jobs.ts";
import { enqueueMail } from "../../platform/mail/mail-jobs.ts";
import { renderMail } from "../../platform/mail/mail-layout.ts";
import type { MexDeps } from "./mex-deps.ts";
import { clearAlerts, openAlerts, raiseAlert, sensorById } from "./mex.repo.ts";
import { sensorDetail } from "./sensor-detail.ts";

export interface AlertDeps extends MexDeps {
  jobs: Jobs;
  /** Her message in the customer area (her settings decide whether it is written). */
  addMessage: (tx: Db, m: { userId: number; kind: "tank"; title: string; body: string; link: string; dedupeKey: string }) => Promise<void>;
  /** Where the alert mail goes, or null when she does not want tank mails. */
  mailTo: (userId: number) => Promise<string | null>;
  origin: (countryId: number) => string;
}

/**
 * After a sensor's readings (and in the hourly no-data sweep): its tank's state against the alert rules;
 * each newly raised alert writes her message and, if she wants it, a mail — in one transaction with the
 * alert row, so a retried job raises nothing twice (one open alert per kind, and stable message ids).
 */
export async function checkTankAlerts(deps: AlertDeps, input: { sensorId: number }): Promise<{ raised: TankAlertKind[]; cleared: TankAlertKind[] }> {
  const sensor = await sensorById(deps.db, input.sensorId);
  if (!sensor) return { raised: [], cleared: [] };
  const d = await sensorDetail(deps, { userId: sensor.userId, sensorId: sensor.id });
  const open = await openAlerts(deps.db, sensor.id);
  const { raise, clear } = nextAlerts(
    { levelPercent: d.sensor.levelPercent, batteryV: d.sensor.batteryV, status: d.sensor.status, orderBy: d.orderBy, today: deps.today(d.countryId) },
    open.map((a) => a.kind as TankAlertKind),
  );
  if (raise.length === 0 && clear.length === 0) return { raised: [], cleared: [] };
  const locale = localeById(d.countryId) ?? localeById(1)!;
  const email = raise.length ? await deps.mailTo(sensor.userId) : null;
  const now = deps.now();
  const raised: TankAlertKind[] = [];
  await deps.db.transaction(async (tx) => {
    await clearAlerts(tx, open.filter((a) => clear.includes(a.kind as TankAlertKind)).map((a) => a.id), now);
    for (const kind of raise) {
      const id = await raiseAlert(tx, sensor.id, kind, now);
      if (id === null) continue;
      raised.push(kind);
      const text = alertText(kind, d.sensor.name, { percent: `${d.sensor.levelPercent ?? "?"} %`, orderBy: d.orderBy ? formatDate(d.orderBy, "shortD", locale) : "" });
      const link = kind === "order-by" || kind === "low-level" || kind === "almost-empty" ? (d.offer?.path ?? `/mex/sensors/${sensor.id}`) : `/mex/sensors/${sensor.id}`;
      await deps.addMessage(tx, { userId: sensor.userId, kind: "tank", title: text.title, body: text.body, link, dedupeKey: `tank-alert:${id}` });
      if (email) {
        const mail = renderMail(text.title, {
          greeting: "Guten Tag",
          blocks: [text.body],
          action: { label: kind === "order-by" || kind === "almost-empty" || kind === "low-level" ? "Angebote ansehen" : "Zum Tank", url: `${deps.origin(d.countryId)}${link}` },
          after: ["Diese Nachricht kommt einmal; wir melden uns erst wieder, wenn sich der Zustand Ihres Tanks ändert. Tank-Benachrichtigungen stellen Sie unter „Benachrichtigungen“ in Ihrem Kundenbereich ab."],
        });
        await enqueueMail(deps.jobs, { to: email, template: `tank-alert-${kind}`, countryId: d.countryId, messageId: `<tank-alert-${id}@heizoel-marktplatz.de>`, ...mail }, tx);
      }
    }
  });
  return { raised, cleared: clear };
}

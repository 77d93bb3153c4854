import type { QueueOverview } from "../../../domain/operations/operations.schemas.ts";
import { scheduleText } from "../../../domain/operations/schedule-text.ts";
import type { OperationsDeps } from "./operations.deps.ts";

/** The queues in the admin's words (unknown ones show their name). */
export const QUEUE_LABELS: Readonly<Record<string, string>> = {
  mail: "E-Mails",
  "order-mail": "Bestell-E-Mails",
  "price-alarm-check": "Preiswecker-Prüfung",
  "mex-alert-check": "Tankalarme",
  "mex-alert-sweep": "Stille Sensoren",
  events: "Ereignisse zwischen Bereichen",
};

/** /support/jobs: every queue with its jobs waiting, running, failed and completed. */
export async function queueOverview(deps: Pick<OperationsDeps, "jobs">): Promise<QueueOverview> {
  const states = await deps.jobs.queueStates();
  return {
    Queues: states.map((q) => ({
      Queue: q.queue,
      Label: QUEUE_LABELS[q.queue] ?? q.queue,
      Schedule: q.schedule ? scheduleText(q.schedule.cron, q.schedule.timeZone) : null,
      Waiting: q.waiting,
      Active: q.active,
      Failed: q.failed,
      Completed: q.completed,
    })),
  };
}

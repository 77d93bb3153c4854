import type { Jobs, QueueOptions } from "../jobs/jobs.ts";
import type { EventHandler, Events } from "./events.ts";

/** The one queue of every event delivery: one worker, whatever the number of events and subscribers. */
export const EVENT_QUEUE = "events";

/** A subscriber that fails is retried with growing delays (2 s, 4 s, … about 17 minutes in all). */
const EVENT_QUEUE_OPTIONS: QueueOptions = { retryLimit: 10, retryDelaySeconds: 2, expireInSeconds: 60, batchSize: 20 };

/** A job of the queue: which event, for which subscribing area, with the publisher's payload. */
interface DeliveryJob {
  event: string;
  subscriber: string;
  payload: unknown;
}

/**
 * Events on the durable job queue (decision 0051), a transactional outbox: `publish` writes one job per
 * subscriber in the publisher's transaction (decision 0013: a job exists exactly when its transaction
 * commits), and the queue's worker hands each job to its subscriber. One job per subscriber, not per
 * event: each is completed, failed and retried on its own.
 */
export function createJobEvents<C extends object>(
  jobs: Jobs,
  opts: { log: (level: "warn" | "error", msg: string, data?: object) => void; queue?: Partial<QueueOptions> },
): Events<C> {
  const handlers = new Map<string, Map<string, EventHandler<unknown>>>();
  let frozen = false;
  jobs.define<DeliveryJob>(EVENT_QUEUE, { ...EVENT_QUEUE_OPTIONS, ...opts.queue }, async (job, info) => {
    const handler = handlers.get(job.event)?.get(job.subscriber);
    frozen = true;
    // A delivery written by an earlier version for a subscriber that is gone: nothing to do.
    if (!handler) return opts.log("warn", "event without its subscriber", { event: job.event, subscriber: job.subscriber });
    await handler(job.payload, { event: job.event, retryCount: info.retryCount });
  });
  return {
    async publish(tx, event, payload) {
      frozen = true;
      for (const subscriber of handlers.get(event)?.keys() ?? [])
        await jobs.enqueue<DeliveryJob>(EVENT_QUEUE, { event, subscriber, payload }, { tx });
    },
    subscribe(area, event, handler) {
      // A subscriber declared after the first event would miss the deliveries written before it.
      if (frozen) throw new Error(`subscriber ${area} of ${event} must be declared before events are published`);
      const of = handlers.get(event) ?? new Map<string, EventHandler<unknown>>();
      if (of.has(area)) throw new Error(`${area} subscribes to ${event} twice`);
      of.set(area, handler as EventHandler<unknown>);
      handlers.set(event, of);
    },
    subscriptions() {
      return [...handlers].flatMap(([event, of]) => [...of.keys()].map((area) => ({ area, event })));
    },
    async settled(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const state = (await jobs.queueStates()).find((q) => q.queue === EVENT_QUEUE);
        if (!state || state.waiting + state.active === 0) return;
        if (Date.now() > deadline)
          throw new Error(`events not settled after ${timeoutMs} ms: ${state.waiting} waiting, ${state.active} running`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}

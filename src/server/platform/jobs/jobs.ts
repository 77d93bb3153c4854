import type { Db } from "../../../db/client.ts";

/**
 * The one durable job queue of the marketplace (docs/decisions/0013): order mails today, dealer
 * notifications, sensor alerts and price alarms later. A job written with `tx` exists exactly when the
 * transaction commits; a handler runs at least once, so it must be idempotent (check before acting).
 */
export interface Jobs {
  /** Declares a queue and its handler; call before start(). */
  define<T extends object>(queue: string, options: QueueOptions, handler: JobHandler<T>): void;
  /** Writes a job (inside `tx` when given). Null when a singleton policy refused a duplicate. */
  enqueue<T extends object>(queue: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Creates the queues and starts the workers (the app does this when it is ready). */
  start(): Promise<void>;
  /** Stops fetching and waits for running handlers (the app does this on close). */
  stop(): Promise<void>;
  /** Jobs waiting (created or due for a retry, not yet running) per defined queue; empty before start(). */
  queueSizes(): Promise<Record<string, number>>;
  /** Every defined queue with its jobs per state (the back office's queue page); empty before start(). */
  queueStates(): Promise<QueueState[]>;
  /** Failed jobs, the latest failure first, with their error; `queue` narrows to one defined queue. */
  failedJobs(query: { queue?: string; page: number; pageSize: number }): Promise<{ total: number; items: FailedJob[] }>;
  /** Puts a failed job back into its queue for one more attempt; null when it is not (or no longer) failed. */
  retry(queue: string, id: string): Promise<FailedJob | null>;
}

export interface QueueState {
  queue: string;
  schedule: { cron: string; timeZone: string } | null;
  /** Created or due for a retry, not yet running. */
  waiting: number;
  active: number;
  failed: number;
  /** Completed and not yet archived by pg-boss (it keeps them about 12 hours). */
  completed: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  /** The handler's error message (or pg-boss's, e.g. when the job expired). */
  error: string;
  retryCount: number;
  createdAt: string;
  failedAt: string | null;
}

export interface QueueOptions {
  /** Retries after the first attempt; then the job is "failed" and stays for inspection. */
  retryLimit: number;
  /** Delay before the first retry; it doubles with each further retry (with jitter). */
  retryDelaySeconds: number;
  /** A handler running longer than this counts as failed (also a job whose worker died). */
  expireInSeconds: number;
  /** Jobs fetched and handled together by one worker (each completed or failed on its own). */
  batchSize?: number;
  /**
   * "standard": every job runs; "short": at most one queued job per singletonKey; "singleton": at most
   * one running; "stately": one queued and one running.
   */
  policy?: "standard" | "short" | "singleton" | "stately";
  /**
   * A job written by the clock (decision 0050): at each time the cron expression names, one job across all
   * instances (minute granularity, a few seconds late). Without it, a schedule left from an earlier version
   * is removed at start.
   */
  schedule?: { cron: string; timeZone: string };
}

export interface EnqueueOptions {
  /** The caller's open transaction: the job commits or rolls back with it. */
  tx?: Db;
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface JobInfo {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

import PgBoss from "pg-boss";
import type { Database, Db } from "../../../db/client.ts";
import { failedJob, failedJobs, queueStates } from "./job-inspection.ts";
import type { EnqueueOptions, JobHandler, Jobs, QueueOptions } from "./jobs.ts";

export interface JobsOptions {
  log: (level: "info" | "warn" | "error", msg: string, data?: object) => void;
  /**
   * How often an idle worker looks for new jobs (pg-boss allows ≥ 0.5 s). Default: 0.5 s on
   * PostgreSQL, where other instances enqueue too; 10 s on the embedded database (see `createJobs`).
   */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (their worker died) are turned into retries. */
  maintenanceIntervalSeconds?: number;
  /**
   * How often the clock's due jobs are handed to their queues (pg-boss allows 1–45 s). Default: 5 s on
   * PostgreSQL, 30 s on the embedded database (a query on its event loop each time).
   */
  cronWorkerIntervalSeconds?: number;
  /** How often an instance checks the clock for schedules that came due (pg-boss allows 1–45 s; default 30 s). */
  cronMonitorIntervalSeconds?: number;
}

/**
 * Jobs on pg-boss 10 (11+ needs Node 22) for both databases (docs/decisions/0013): pg-boss talks to
 * the app's own connection through its `db` option, so on PGlite it shares the one embedded
 * connection, and on PostgreSQL the app's pool. Its tables live in the `pgboss` schema, which pg-boss
 * creates and migrates itself at start.
 */
/**
 * Wake-ups: a job enqueued by this process wakes its queue's worker at once (after the transaction
 * it was written in, on PGlite), and so does a job that comes due here later (a retry, a job with a
 * start delay), by a timer. The poll is then only the net for what other processes enqueue or an
 * earlier run left due. On the embedded database every poll is a query on this process's event loop
 * (4 queues every 0.5 s: ≈ 2.7 ms per 100 ms on the idle server, in 2–5 ms blocks that every request
 * in flight waits out), and only this process writes it, so there it polls every 10 s.
 */
export function createJobs(database: Pick<Database, "executeSql" | "kind">, opts: JobsOptions): Jobs {
  // What pg-boss and the handlers still do: stop() waits until both are idle (see stop()).
  let statementsUnderWay = 0;
  let batchesUnderWay = 0;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? (database.kind === "pglite" ? 10 : 0.5);
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values: unknown[]) => {
        statementsUnderWay++;
        return database.executeSql(text, values).finally(() => statementsUnderWay--);
      },
    },
    // Schedules (decision 0050): every 30 s one instance claims the clock and writes what came due; a
    // worker hands those jobs to their queues, once across instances (a singleton per schedule and minute).
    schedule: true,
    cronMonitorIntervalSeconds: opts.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: opts.cronWorkerIntervalSeconds ?? (database.kind === "pglite" ? 30 : 5),
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 10,
  } as PgBoss.ConstructorOptions);
  // An unhandled "error" event would end the process: the queue's own timers report here.
  boss.on("error", (err) => opts.log("error", "job queue error", { err: err.message, queue: (err as { queue?: string }).queue }));

  const queues = new Map<string, { options: QueueOptions; handler: JobHandler<object> }>();
  let started: Promise<void> | null = null;
  let stopped = false;
  const workerIds = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();

  function wake(name: string) {
    const id = workerIds.get(name);
    if (id && !stopped) boss.notifyWorker(id);
  }

  /** Wakes the queue's worker when a job of it comes due (plus a little: pg-boss compares with now()). */
  function wakeAt(name: string, due: Date) {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        wake(name);
      },
      Math.max(0, due.getTime() - Date.now()) + 50,
    );
    timer.unref();
    timers.add(timer);
  }

  async function ensureQueue(name: string, o: QueueOptions) {
    const settings = { retryLimit: o.retryLimit, retryDelay: o.retryDelaySeconds, retryBackoff: true, expireInSeconds: o.expireInSeconds };
    if (!(await boss.getQueue(name))) {
      try {
        await boss.createQueue(name, { name, policy: o.policy ?? "standard", ...settings });
        return;
      } catch (err) {
        // Another instance created it at the same moment: update it below.
        if (!(await boss.getQueue(name))) throw err;
      }
    }
    await boss.updateQueue(name, { name, policy: o.policy ?? "standard", ...settings });
  }

  async function handleBatch(name: string, handler: JobHandler<object>, jobs: PgBoss.JobWithMetadata<object>[]) {
    batchesUnderWay++;
    try {
      await handleEach(name, handler, jobs);
    } finally {
      batchesUnderWay--;
    }
  }

  async function handleEach(name: string, handler: JobHandler<object>, jobs: PgBoss.JobWithMetadata<object>[]) {
    // Each job is completed or failed on its own: one failing mail must not send the others again.
    await Promise.all(
      jobs.map(async (job) => {
        try {
          await handler(job.data, { id: job.id, retryCount: job.retryCount });
          await boss.complete(name, job.id);
        } catch (err) {
          const last = job.retryCount >= job.retryLimit;
          opts.log(last ? "error" : "warn", last ? "job failed for good" : "job failed; it will be retried", {
            queue: name,
            jobId: job.id,
            retryCount: job.retryCount,
            err: err instanceof Error ? err.message : String(err),
          });
          await boss.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) }).catch(() => {});
          if (!last) {
            const retry = await boss.getJobById(name, job.id).catch(() => null);
            if (retry?.startAfter) wakeAt(name, new Date(retry.startAfter));
          }
        }
      }),
    );
    // A full batch: more jobs may be waiting.
    if (jobs.length >= (queues.get(name)?.options.batchSize ?? 10)) wake(name);
  }

  return {
    define(name, options, handler) {
      if (started) throw new Error(`queue ${name} must be defined before the jobs start`);
      queues.set(name, { options, handler: handler as JobHandler<object> });
    },
    async enqueue(name, data, options: EnqueueOptions = {}) {
      if (!started) throw new Error("the job queue is not started");
      await started;
      const send: PgBoss.SendOptions = {
        singletonKey: options.singletonKey,
        startAfter: options.startAfterSeconds,
        ...(options.tx ? { db: transactionDb(options.tx) } : {}),
      };
      const id = await boss.send(name, data, send);
      if (id) {
        if (options.startAfterSeconds) wakeAt(name, new Date(Date.now() + options.startAfterSeconds * 1000));
        else wake(name);
      }
      return id;
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const [name, q] of queues) await ensureQueue(name, q.options);
        for (const [name, q] of queues) {
          const s = q.options.schedule;
          // Every instance writes the same schedule (an upsert); a queue that lost its schedule loses the row.
          if (s) await boss.schedule(name, s.cron, {}, { tz: s.timeZone });
          else await boss.unschedule(name);
        }
        for (const [name, q] of queues) {
          const id = await boss.work<object>(
            name,
            { batchSize: q.options.batchSize ?? 10, pollingIntervalSeconds, includeMetadata: true },
            (jobs) => handleBatch(name, q.handler, jobs),
          );
          workerIds.set(name, id);
        }
      })();
      return started;
    },
    async queueSizes() {
      if (!started || stopped) return {};
      await started;
      const sizes: Record<string, number> = {};
      // pg-boss counts the states before "active": created and retry.
      for (const name of queues.keys()) sizes[name] = (await boss.getQueueSize(name)) ?? 0;
      return sizes;
    },
    async queueStates() {
      if (!started || stopped) return [];
      await started;
      const states = await queueStates(database, [...queues.keys()]);
      return states.map((s) => ({ ...s, schedule: queues.get(s.queue)?.options.schedule ?? null }));
    },
    async failedJobs({ queue, page, pageSize }) {
      if (!started || stopped) return { total: 0, items: [] };
      await started;
      const names = queue === undefined ? [...queues.keys()] : queues.has(queue) ? [queue] : [];
      return failedJobs(database, names, page, pageSize);
    },
    async retry(queue, id) {
      if (!started || stopped || !queues.has(queue)) return null;
      await started;
      const job = await failedJob(database, queue, id);
      if (!job) return null;
      // pg-boss raises the retry limit by one; the wake-up fetches the job at once.
      // Its types say void; at run time it answers how many jobs it changed (0: no longer failed).
      const r = (await boss.retry(queue, id)) as unknown as { affected?: number } | undefined;
      if ((r?.affected ?? 0) === 0) return null;
      wake(queue);
      return job;
    },
    async stop() {
      if (!started || stopped) return;
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await started.catch(() => {});
      // A handler still running when the database closes would complete on an ended pool (an unhandled
      // rejection): on a loaded machine a mail job can take longer than 10 s, so the wait is generous.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      // pg-boss 10 counts a worker as busy only while it holds jobs: a fetch under way at the stop still hands
      // its jobs to the handler afterwards, and after a handler it completes the jobs without awaiting that.
      // Either would meet a closed database (an unhandled rejection), so the stop also waits until no
      // statement of the queue and no handler is under way, seen twice in a row (a handler starts right after
      // its fetch returns, a completion right after its handler).
      const deadline = Date.now() + 30_000;
      let idleChecks = 0;
      while (idleChecks < 2 && Date.now() < deadline) {
        idleChecks = statementsUnderWay === 0 && batchesUnderWay === 0 ? idleChecks + 1 : 0;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

/**
 * pg-boss's statements run on the caller's drizzle transaction, through the connection drizzle holds
 * for it (node-postgres PoolClient or PGlite transaction; both answer query(text, values) with rows).
 * Drizzle keeps that client on its session; pg-boss reuses numbered parameters ($5 twice with
 * different casts), so the statement cannot go through drizzle's own sql builder.
 */
function transactionDb(tx: Db): PgBoss.Db {
  const client = (tx as unknown as { session?: { client?: TxClient } }).session?.client;
  if (!client || typeof client.query !== "function") throw new Error("jobs: no connection found on the drizzle transaction");
  return { executeSql: (text: string, values: unknown[] = []) => client.query(text, values) };
}

interface TxClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

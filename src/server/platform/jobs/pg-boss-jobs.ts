import PgBoss from "pg-boss";
import type { Database, Db } from "../../../db/client.ts";
import { failedJob, failedJobs, queueStates } from "./job-inspection.ts";
import type { EnqueueOptions, JobHandler, Jobs, QueueOptions } from "./jobs.ts";

export interface JobsOptions {
  log: (level: "info" | "warn" | "error", msg: string, data?: object) => void;
  /** How often an idle worker looks for new jobs (pg-boss allows ≥ 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (their worker died) are turned into retries. */
  maintenanceIntervalSeconds?: number;
}

/**
 * Jobs on pg-boss 10 (11+ needs Node 22) for both databases (docs/decisions/0013): pg-boss talks to
 * the app's own connection through its `db` option, so on PGlite it shares the one embedded
 * connection, and on PostgreSQL the app's pool. Its tables live in the `pgboss` schema, which pg-boss
 * creates and migrates itself at start.
 */
export function createJobs(database: Pick<Database, "executeSql">, opts: JobsOptions): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
    // Cron schedules are not used yet; they would add a clock check and a cron worker.
    schedule: false,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 10,
  } as PgBoss.ConstructorOptions);
  // An unhandled "error" event would end the process: the queue's own timers report here.
  boss.on("error", (err) => opts.log("error", "job queue error", { err: err.message, queue: (err as { queue?: string }).queue }));

  const queues = new Map<string, { options: QueueOptions; handler: JobHandler<object> }>();
  let started: Promise<void> | null = null;
  let stopped = false;

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
        }
      }),
    );
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
      return boss.send(name, data, send);
    },
    start() {
      started ??= (async () => {
        await boss.start();
        for (const [name, q] of queues) await ensureQueue(name, q.options);
        for (const [name, q] of queues)
          await boss.work<object>(
            name,
            { batchSize: q.options.batchSize ?? 10, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 0.5, includeMetadata: true },
            (jobs) => handleBatch(name, q.handler, jobs),
          );
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
      return queueStates(database, [...queues.keys()]);
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
      // pg-boss raises the retry limit by one and picks the job up at the next poll.
      // Its types say void; at run time it answers how many jobs it changed (0: no longer failed).
      const r = (await boss.retry(queue, id)) as unknown as { affected?: number } | undefined;
      return (r?.affected ?? 0) > 0 ? job : null;
    },
    async stop() {
      if (!started || stopped) return;
      stopped = true;
      await started.catch(() => {});
      // A handler still running when the database closes would complete on an ended pool (an unhandled
      // rejection): on a loaded machine a mail job can take longer than 10 s, so the wait is generous.
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
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

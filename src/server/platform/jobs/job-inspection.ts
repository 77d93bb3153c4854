import type { Database } from "../../../db/client.ts";
import type { FailedJob, QueueState } from "./jobs.ts";

type Sql = Pick<Database, "executeSql">;

/** The back office's look into pg-boss's own table (its API has no counts per state nor failed lists). */
export async function queueStates(database: Sql, queues: readonly string[]): Promise<Omit<QueueState, "schedule">[]> {
  const r = await database.executeSql(
    "select name, state::text as state, count(*)::int as n from pgboss.job where name = any($1::text[]) group by name, state",
    [queues],
  );
  const byQueue = new Map(queues.map((queue) => [queue, { queue, waiting: 0, active: 0, failed: 0, completed: 0 }]));
  for (const row of r.rows as { name: string; state: string; n: number }[]) {
    const q = byQueue.get(row.name);
    if (!q) continue;
    if (row.state === "created" || row.state === "retry") q.waiting += Number(row.n);
    else if (row.state === "active" || row.state === "failed" || row.state === "completed") q[row.state] += Number(row.n);
  }
  return [...byQueue.values()];
}

const FAILED_COLUMNS = `id::text as id, name, coalesce(output->>'message', output::text, '') as error, retry_count, created_on, completed_on`;

interface FailedRow {
  id: string;
  name: string;
  error: string;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const toFailed = (r: FailedRow): FailedJob => ({
  id: r.id,
  queue: r.name,
  error: r.error,
  retryCount: Number(r.retry_count),
  createdAt: iso(r.created_on),
  failedAt: r.completed_on === null ? null : iso(r.completed_on),
});

export async function failedJobs(
  database: Sql,
  queues: readonly string[],
  page: number,
  pageSize: number,
): Promise<{ total: number; items: FailedJob[] }> {
  const where = "state = 'failed' and name = any($1::text[])";
  const total = await database.executeSql(`select count(*)::int as n from pgboss.job where ${where}`, [queues]);
  const rows = await database.executeSql(
    `select ${FAILED_COLUMNS} from pgboss.job where ${where} order by completed_on desc nulls last, created_on desc, id limit $2 offset $3`,
    [queues, pageSize, (page - 1) * pageSize],
  );
  return { total: Number((total.rows[0] as { n: number }).n), items: (rows.rows as unknown as FailedRow[]).map(toFailed) };
}

export async function failedJob(database: Sql, queue: string, id: string): Promise<FailedJob | null> {
  const r = await database.executeSql(`select ${FAILED_COLUMNS} from pgboss.job where name = $1 and id = $2::uuid and state = 'failed'`, [
    queue,
    id,
  ]);
  const row = r.rows[0] as unknown as FailedRow | undefined;
  return row ? toFailed(row) : null;
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
// Both drivers share this base type, so queries are written once for PGlite and PostgreSQL.
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** Plain SQL for libraries that bring their own statements (the job queue); several statements only without values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (gzip unless "none"), to start copies from (tests). */
  dump(compression?: "gzip" | "none"): Promise<Blob>;
  /** Connections for the metrics (decision 0018): the pg pool's, or PGlite's one connection and the statements queued for it. */
  poolStats(): { total: number; idle: number; waiting: number };
}

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), "migrations");

/** onConnectionError: where a dropped idle connection is reported (the caller's logger). */
export function openPostgres(url: string, onConnectionError: (err: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on("error", onConnectionError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const { track, settled } = statementsUnderWay();
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    executeSql: (text, values) => track(pool.query(text, values)),
    close: async () => {
      await settled();
      await pool.end();
    },
    dump: () => Promise.reject(new Error("dump() is only available for PGlite")),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Closing waits (at most CLOSE_WAIT_MS) for the statements already under way. pg-boss 10 completes a job
 * without awaiting it after its handler returns; when the app stops right then, that statement would meet
 * an ended pool or a closed PGlite (an unhandled rejection). A job not marked complete would only run again
 * (handlers are idempotent), but the statement should simply finish.
 */
const CLOSE_WAIT_MS = 5_000;

async function settledWithin(done: () => boolean): Promise<void> {
  const deadline = Date.now() + CLOSE_WAIT_MS;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

function statementsUnderWay() {
  let running = 0;
  return {
    track<T>(statement: Promise<T>): Promise<T> {
      running++;
      return statement.finally(() => running--);
    },
    settled: () => settledWithin(() => running === 0),
  };
}

/**
 * PGlite's buffer cache, inside its WebAssembly memory (which never grows back). With PostgreSQL's
 * default of 128 MB that memory was ≈ 190 MB from the start; the demo database is ≈ 50 MB on disk, and
 * what is not cached comes from the OS's page cache. 32 MB: ≈ 130 MB less resident memory for the server,
 * and the CPU time per page stayed within the noise (decision 0039).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";

/** PGlite in a data directory (or in memory when dir is undefined), optionally from a dump. */
export async function openPglite(opts: { dir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  let releaseLock = () => {};
  if (opts.dir) {
    mkdirSync(opts.dir, { recursive: true });
    releaseLock = acquireDirLock(opts.dir);
  }
  const client = await PGlite.create({
    dataDir: opts.dir,
    loadDataDir: opts.loadDataDir,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const inFlight = wrapEntryPoints(client);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      try {
        await client.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // PGlite's query() takes one statement; exec() runs a script and answers per statement.
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: async () => {
      await settledWithin(() => inFlight() === 0);
      await client.close();
      releaseLock();
    },
    dump: async (compression = "gzip") => (await client.dumpDataDir(compression)) as Blob,
    // One connection: busy while a statement or transaction runs, the rest wait for it.
    poolStats: () => ({ total: 1, idle: inFlight() === 0 ? 1 : 0, waiting: Math.max(0, inFlight() - 1) }),
  };
}

/**
 * PGlite's entry points (query, exec, transaction: what Drizzle and the job queue call), wrapped twice:
 *
 * - **A turn of the event loop before each call** (decision 0039). PGlite executes a statement
 *   synchronously inside this thread (WebAssembly) and resolves its promise right away, so a caller's
 *   next step runs as a microtask, and so does every other request's. Under load, the loaders of all
 *   pages in flight chained their statements, parsing and rendering through one microtask queue that did
 *   not empty for seconds; in that time the event loop read no socket and accepted no connection
 *   (`/healthz` waited up to 25 s under the mixed load). Waiting for `setImmediate` first lets the loop
 *   handle I/O between statements. A transaction's own statements run without it: they hold PGlite's lock.
 * - **Counting the calls under way**: PGlite runs one statement (or transaction) at a time and queues the
 *   others inside; it does not say how many. The honest pool numbers for the metrics.
 */
function wrapEntryPoints(client: PGlite): () => number {
  let running = 0;
  for (const method of ["query", "exec", "transaction"] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      running++;
      try {
        await new Promise<void>((resolve) => setImmediate(resolve));
        return await original(...args);
      } finally {
        running--;
      }
    };
  }
  return () => running;
}

// A PGlite data directory must be opened by one process only; a second one would corrupt it.
function acquireDirLock(dir: string): () => void {
  const lockFile = resolve(dir, "..", `${dir.split("/").filter(Boolean).pop()}.lock`);
  try {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`The embedded database in ${dir} is in use by process ${pid}. Stop it first or set PGLITE_DIR to another directory.`);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

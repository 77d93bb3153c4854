import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createJobs } from "./pg-boss-jobs.ts";
import type { Jobs } from "./jobs.ts";

const quiet = () => {};

async function jobRows(database: Database, queue: string) {
  const r = await database.executeSql("select state, retry_count from pgboss.job where name = $1 order by created_on", [queue]);
  return r.rows as { state: string; retry_count: number }[];
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDatabases())("the job queue (decision 0013) on $name", (kind) => {
  let database: Database;
  let jobs: Jobs;
  const seen = { tx: [] as number[], flaky: [] as number[], broken: 0, slow: 0, second: 0 };
  beforeAll(async () => {
    database = await kind.open();
    jobs = createJobs(database, { log: quiet, maintenanceIntervalSeconds: 1 });
    jobs.define<{ n: number }>("test-tx", { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 10 }, async ({ n }) => {
      seen.tx.push(n);
    });
    jobs.define("test-flaky", { retryLimit: 5, retryDelaySeconds: 1, expireInSeconds: 10 }, async () => {
      seen.flaky.push(Date.now());
      if (seen.flaky.length <= 2) throw new Error("transport down");
    });
    jobs.define("test-broken", { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 10 }, async () => {
      seen.broken++;
      throw new Error("always");
    });
    // Fails its first attempt, then works: a job an admin retries after fixing the cause.
    jobs.define("test-second", { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 10 }, async () => {
      if (++seen.second === 1) throw new Error("SMTP 554 rejected");
    });
    jobs.define("test-short", { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 10, policy: "short" }, async () => {});
    jobs.define("test-slow", { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 10 }, async () => {
      await new Promise((r) => setTimeout(r, 1500));
      seen.slow++;
    });
    jobs.define("test-later", { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 10 }, async () => {});
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it("a job written in a transaction exists only if the transaction commits, and runs right after the commit", async () => {
    const committed = await database.db.transaction(async (tx) => {
      await jobs.enqueue("test-tx", { n: 1 }, { tx });
      // Work after the enqueue: the wake-up must not fetch before the commit (or must fetch again).
      await tx.execute(sql`select pg_sleep(0.3)`);
      return Date.now();
    });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.enqueue("test-tx", { n: 2 }, { tx });
        await tx.execute(sql`select 1`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await until(
      async () => seen.tx.length,
      (n) => n >= 1,
    );
    // Woken by the enqueue, not found by the next poll (10 s on the embedded database).
    expect(Date.now() - committed).toBeLessThan(2_500);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen.tx).toEqual([1]);
    expect(await jobRows(database, "test-tx")).toEqual([{ state: "completed", retry_count: 0 }]);
  });

  it("a failing handler is retried with growing delays until it succeeds", async () => {
    await jobs.enqueue("test-flaky", {});
    const rows = await until(
      () => jobRows(database, "test-flaky"),
      (r) => r[0]?.state === "completed",
    );
    expect(rows).toEqual([{ state: "completed", retry_count: 2 }]);
    expect(seen.flaky).toHaveLength(3);
    const [a, b, c] = seen.flaky;
    // Backoff: 1–2 s before the first retry, 2–4 s before the second.
    expect(b - a).toBeGreaterThanOrEqual(900);
    expect(c - b).toBeGreaterThanOrEqual(1900);
    // A retry runs when it comes due (a timer wakes the worker), not at the next 10 s poll.
    expect(b - a).toBeLessThan(3_500);
    expect(c - b).toBeLessThan(5_500);
  }, 20_000);

  it("after the retry limit a job is failed and stays for inspection", async () => {
    await jobs.enqueue("test-broken", {});
    const rows = await until(
      () => jobRows(database, "test-broken"),
      (r) => r[0]?.state === "failed",
    );
    expect(rows).toEqual([{ state: "failed", retry_count: 1 }]);
    expect(seen.broken).toBe(2);
  }, 20_000);

  it("a singleton key keeps a second queued job out", async () => {
    // Not started workers would pick the first one at once: queue both in one transaction.
    const ids = await database.db.transaction(async (tx) => [
      await jobs.enqueue("test-short", { a: 1 }, { tx, singletonKey: "alarm-7", startAfterSeconds: 60 }),
      await jobs.enqueue("test-short", { a: 2 }, { tx, singletonKey: "alarm-7", startAfterSeconds: 60 }),
      await jobs.enqueue("test-short", { a: 3 }, { tx, singletonKey: "alarm-8", startAfterSeconds: 60 }),
    ]);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toBeNull();
    expect(ids[2]).toEqual(expect.any(String));
  });

  it("queueSizes() counts the jobs waiting in each defined queue (metrics, decision 0018)", async () => {
    for (let i = 0; i < 3; i++) await jobs.enqueue("test-later", { i }, { startAfterSeconds: 600 });
    const sizes = await jobs.queueSizes();
    expect(sizes["test-later"]).toBe(3);
    expect(Object.keys(sizes).sort()).toEqual([
      "test-broken",
      "test-flaky",
      "test-later",
      "test-second",
      "test-short",
      "test-slow",
      "test-tx",
    ]);
  });

  it("lists queue states and failed jobs with their error, and retries a failed job (back office)", async () => {
    const id = (await jobs.enqueue("test-second", {}))!;
    await until(
      () => jobRows(database, "test-second"),
      (r) => r[0]?.state === "failed",
    );
    const states = await jobs.queueStates();
    expect(states.find((q) => q.queue === "test-second")).toEqual({
      queue: "test-second",
      schedule: null,
      waiting: 0,
      active: 0,
      failed: 1,
      completed: 0,
    });
    expect(states.find((q) => q.queue === "test-tx")).toMatchObject({ completed: 1, failed: 0 });
    const failed = await jobs.failedJobs({ queue: "test-second", page: 1, pageSize: 10 });
    expect(failed).toEqual({
      total: 1,
      items: [expect.objectContaining({ id, queue: "test-second", error: "SMTP 554 rejected", retryCount: 0 })],
    });
    expect((await jobs.failedJobs({ page: 1, pageSize: 1 })).items).toHaveLength(1);
    expect(await jobs.failedJobs({ queue: "no-such-queue", page: 1, pageSize: 10 })).toEqual({ total: 0, items: [] });
    expect(await jobs.retry("no-such-queue", id)).toBeNull();
    expect(await jobs.retry("test-second", id)).toMatchObject({ id, error: "SMTP 554 rejected" });
    // Only a failed job can be retried: the second call finds it waiting, running or done.
    expect(await jobs.retry("test-second", id)).toBeNull();
    const rows = await until(
      () => jobRows(database, "test-second"),
      (r) => r[0]?.state === "completed",
    );
    expect(rows[0].state).toBe("completed");
    expect(seen.second).toBe(2);
  }, 20_000);

  it("stop() waits for a running handler", async () => {
    await jobs.enqueue("test-slow", {});
    await until(
      () => jobRows(database, "test-slow"),
      (r) => r[0]?.state === "active",
    );
    await jobs.stop();
    expect(seen.slow).toBe(1);
    expect(await jobRows(database, "test-slow")).toEqual([{ state: "completed", retry_count: 0 }]);
  });
});

describe.each(testDatabases())("scheduled jobs (decision 0050) on $name", (kind) => {
  let database: Database;
  const instances: Jobs[] = [];
  /** Per run: the instance and the minute it ran in. */
  const runs: { instance: number; minute: number }[] = [];
  const everyMinute = { cron: "* * * * *", timeZone: "Europe/Berlin" };
  beforeAll(async () => {
    database = await kind.open();
  }, 60_000);
  afterAll(async () => {
    for (const jobs of instances) await jobs.stop();
    await database.close();
  });

  it("two instances with the same schedule write its job once, and the job runs", async () => {
    for (const instance of [1, 2]) {
      // Both check the clock every second: without the claim on the minute, each would write the job.
      const jobs = createJobs(database, {
        log: quiet,
        pollingIntervalSeconds: 0.5,
        cronWorkerIntervalSeconds: 1,
        cronMonitorIntervalSeconds: 1,
      });
      jobs.define("test-every-minute", { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 10, schedule: everyMinute }, async () => {
        runs.push({ instance, minute: Math.floor(Date.now() / 60_000) });
      });
      instances.push(jobs);
    }
    // One after the other, as instances come up (the embedded database has one connection for both).
    for (const jobs of instances) await jobs.start();
    await until(
      async () => runs.length,
      (n) => n > 0,
    );
    // Five more clock checks of each instance: still one job per minute (a minute may turn meanwhile).
    await new Promise((r) => setTimeout(r, 5000));
    const minutes = runs.map((r) => r.minute);
    expect(new Set(minutes).size, JSON.stringify(runs)).toBe(minutes.length);
    expect(runs.length).toBeLessThanOrEqual(2);
    expect((await instances[0].queueStates()).find((q) => q.queue === "test-every-minute")?.schedule).toEqual(everyMinute);
    const rows = await database.executeSql("select name, cron, timezone from pgboss.schedule where name = $1", ["test-every-minute"]);
    expect(rows.rows).toEqual([{ name: "test-every-minute", cron: "* * * * *", timezone: "Europe/Berlin" }]);
  }, 30_000);

  it("a queue whose schedule was removed loses it at the next start", async () => {
    const later = createJobs(database, { log: quiet });
    later.define("test-every-minute", { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 10 }, async () => {});
    instances.push(later);
    await later.start();
    const rows = await database.executeSql("select name from pgboss.schedule where name = $1", ["test-every-minute"]);
    expect(rows.rows).toEqual([]);
  }, 30_000);
});

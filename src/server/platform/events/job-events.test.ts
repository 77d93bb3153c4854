import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { createJobs } from "../jobs/pg-boss-jobs.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { Events } from "./events.ts";
import { createJobEvents, EVENT_QUEUE } from "./job-events.ts";

interface TestCatalogue {
  "thing.happened": { n: number };
  "thing.unheard": { n: number };
}

async function deliveryRows(database: Database) {
  const r = await database.executeSql(
    "select data->>'subscriber' as subscriber, (data->'payload'->>'n')::int as n, state from pgboss.job where name = $1 order by created_on, data->>'subscriber'",
    [EVENT_QUEUE],
  );
  return r.rows as { subscriber: string; n: number; state: string }[];
}

describe.each(testDatabases())("events through the job outbox (decision 0051) on $name", (kind) => {
  let database: Database;
  let jobs: Jobs;
  let events: Events<TestCatalogue>;
  const seen: Record<string, number[]> = { mails: [], stats: [], flaky: [] };
  let flakyFailures = 0;
  beforeAll(async () => {
    database = await kind.open();
    jobs = createJobs(database, { log: () => {}, maintenanceIntervalSeconds: 1 });
    events = createJobEvents<TestCatalogue>(jobs, { log: () => {}, queue: { retryDelaySeconds: 1 } });
    events.subscribe("mails", "thing.happened", async ({ n }) => {
      seen.mails.push(n);
    });
    events.subscribe("stats", "thing.happened", async ({ n }) => {
      seen.stats.push(n);
    });
    // Fails on the first two attempts for n = 3, then works.
    events.subscribe("flaky", "thing.happened", async ({ n }, delivery) => {
      if (n === 3 && delivery.retryCount < 2) {
        flakyFailures++;
        throw new Error("not yet");
      }
      seen.flaky.push(n);
    });
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await database.close();
  });

  it("a committed event reaches every subscriber once, after the commit", async () => {
    await database.db.transaction(async (tx) => {
      await events.publish(tx, "thing.happened", { n: 1 });
      // Still inside the transaction: nobody has seen it.
      await tx.execute(sql`select pg_sleep(0.2)`);
      expect(seen.mails).toEqual([]);
    });
    await events.settled();
    expect(seen).toEqual({ mails: [1], stats: [1], flaky: [1] });
    expect(await deliveryRows(database)).toEqual([
      { subscriber: "flaky", n: 1, state: "completed" },
      { subscriber: "mails", n: 1, state: "completed" },
      { subscriber: "stats", n: 1, state: "completed" },
    ]);
  });

  it("an event of a transaction that rolls back reaches nobody; an event nobody listens to writes nothing", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await events.publish(tx, "thing.happened", { n: 2 });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await database.db.transaction((tx) => events.publish(tx, "thing.unheard", { n: 9 }));
    await events.settled();
    expect(seen).toEqual({ mails: [1], stats: [1], flaky: [1] });
    expect((await deliveryRows(database)).map((r) => r.n)).toEqual([1, 1, 1]);
  });

  it("a failing subscriber is retried on its own; the others ran once", async () => {
    await database.db.transaction((tx) => events.publish(tx, "thing.happened", { n: 3 }));
    await events.settled();
    expect(flakyFailures).toBe(2);
    expect(seen).toEqual({ mails: [1, 3], stats: [1, 3], flaky: [1, 3] });
    expect((await deliveryRows(database)).filter((r) => r.n === 3)).toEqual([
      { subscriber: "flaky", n: 3, state: "completed" },
      { subscriber: "mails", n: 3, state: "completed" },
      { subscriber: "stats", n: 3, state: "completed" },
    ]);
  }, 20_000);

  it("a subscriber must be declared before the first event, and only once", () => {
    expect(() => events.subscribe("late", "thing.happened", async () => {})).toThrow(/before events are published/);
    expect(events.subscriptions()).toEqual([
      { area: "mails", event: "thing.happened" },
      { area: "stats", event: "thing.happened" },
      { area: "flaky", event: "thing.happened" },
    ]);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { setBackgroundLog } from "../../platform/background.ts";
import { createMarket } from "./market-snapshot.ts";

/** Issue 9 item 10: a failed background refresh must neither end the process nor lose the snapshot. */
describe.each(testDatabases())("market snapshot refresh failures on $name", (kind) => {
  let database: Database;
  const logged: { msg: string; data: object }[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  let previousLog: ReturnType<typeof setBackgroundLog>;
  beforeAll(async () => {
    database = await kind.open();
    previousLog = setBackgroundLog((msg, data) => logged.push({ msg, data }));
    process.on("unhandledRejection", onUnhandled);
  });
  afterAll(async () => {
    process.off("unhandledRejection", onUnhandled);
    setBackgroundLog(previousLog);
    await database.close();
  });

  it("keeps the last good snapshot when the refresh query fails, logs it, and recovers at the next successful refresh", async () => {
    let t = Date.parse("2026-03-02T10:00:00Z");
    const market = createMarket(database.db, () => new Date(t));
    const first = await market.snapshot();
    expect(first.branchById.size).toBeGreaterThan(0);

    await database.db.execute(sql.raw("alter table price_tiers rename to price_tiers_away"));
    try {
      t += 61_000;
      expect(await market.snapshot()).toBe(first);
      await market.settled();
      // Let a rejection that nobody handled surface before looking.
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
      expect(logged).toEqual([{ msg: "background task failed; keeping the last good state", data: expect.objectContaining({ task: "market snapshot refresh" }) }]);
      expect(await market.snapshot()).toBe(first);
    } finally {
      await database.db.execute(sql.raw("alter table price_tiers_away rename to price_tiers"));
    }

    // A changed market after the retry delay: the next check succeeds and rebuilds.
    await database.db.execute(sql.raw("update dealers set review_count = review_count + 1 where id = (select min(id) from dealers)"));
    t += 11_000;
    await market.snapshot();
    await market.settled();
    const next = await market.snapshot();
    expect(next).not.toBe(first);
    expect(next.version).not.toBe(first.version);
    expect(logged).toHaveLength(1);
    expect(unhandled).toEqual([]);
  });
});

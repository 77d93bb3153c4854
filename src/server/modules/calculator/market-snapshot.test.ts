import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { testDatabases } from "../../../../tests/setup/test-database.ts";
import { branchDeliveryAreas, branches } from "../../../db/schema/index.ts";
import { setBackgroundLog } from "../../platform/background.ts";
import { createLocationServices } from "../location/location.services.ts";
import { createMarket, deliveringBranches, offerOrder } from "./market-snapshot.ts";
import { tierFor } from "../../../domain/calculator/offer-calculation.ts";

/** Decision 0013: a failed background refresh must neither end the process nor lose the snapshot. */
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
    const market = createMarket(database.db, createLocationServices({ db: database.db }).postcodeCentres, () => new Date(t));
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
      expect(logged).toEqual([
        { msg: "background task failed; keeping the last good state", data: expect.objectContaining({ task: "market snapshot refresh" }) },
      ]);
      expect(await market.snapshot()).toBe(first);
    } finally {
      await database.db.execute(sql.raw("alter table price_tiers_away rename to price_tiers"));
    }

    // A changed market after the retry delay: the next check succeeds and rebuilds.
    // A customer's rating (decision 0044: ratings are the dealers' review counts).
    await database.db.execute(
      sql.raw("insert into order_ratings (order_id, user_id, dealer_id, country_id, stars) select -1, 0, min(id), 1, 5 from dealers"),
    );
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

/** Decision 0024: a change of a branch's area, position or conditions reaches every instance's index within the minute. */
describe.each(testDatabases())("market version and delivery index on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database.close());

  it("rebuilds after a branch's radius, position or postcode list changes, and the index follows", async () => {
    let t = Date.parse("2026-03-02T10:00:00Z");
    const market = createMarket(database.db, createLocationServices({ db: database.db }).postcodeCentres, () => new Date(t));
    const refresh = async () => {
      t += 61_000;
      await market.snapshot();
      await market.settled();
      return market.snapshot();
    };
    const first = await market.snapshot();
    // A Munich branch that delivers to 80331 and is the one we move around.
    const [munich] = deliveringBranches(first, 1, "80331").filter((b) => b.zip.startsWith("80"));
    expect(munich).toBeDefined();
    expect(deliveringBranches(first, 1, "10115").map((b) => b.branchId)).not.toContain(munich.branchId);
    expect(await refresh()).toBe(first);

    // The branch moves to Berlin with a small radius: Berlin is served by it, Munich no longer.
    await database.db.update(branches).set({ lat: 52.53, lon: 13.38, deliveryRadiusKm: 10 }).where(eq(branches.id, munich.branchId));
    await database.db.delete(branchDeliveryAreas).where(eq(branchDeliveryAreas.branchId, munich.branchId));
    const moved = await refresh();
    expect(moved).not.toBe(first);
    expect(moved.version).not.toBe(first.version);
    expect(deliveringBranches(moved, 1, "10115").map((b) => b.branchId)).toContain(munich.branchId);
    expect(deliveringBranches(moved, 1, "80331").map((b) => b.branchId)).not.toContain(munich.branchId);

    // A postcode list entry alone (same count of rows elsewhere would not hide it): Munich again.
    await database.db.insert(branchDeliveryAreas).values({ branchId: munich.branchId, zipPrefix: "80331" });
    const listed = await refresh();
    expect(listed.version).not.toBe(moved.version);
    expect(deliveringBranches(listed, 1, "80331").map((b) => b.branchId)).toContain(munich.branchId);
    expect(deliveringBranches(listed, 1, "80333").map((b) => b.branchId)).not.toContain(munich.branchId);

    // Replacing the entry by another one of the same length changes the version too.
    await database.db.update(branchDeliveryAreas).set({ zipPrefix: "80333" }).where(eq(branchDeliveryAreas.branchId, munich.branchId));
    const replaced = await refresh();
    expect(replaced.version).not.toBe(listed.version);
    expect(deliveringBranches(replaced, 1, "80333").map((b) => b.branchId)).toContain(munich.branchId);

    // A condition only (minimum amount): a new version as well.
    await database.db.update(branches).set({ minAmount: 2000 }).where(eq(branches.id, munich.branchId));
    const conditions = await refresh();
    expect(conditions.version).not.toBe(replaced.version);
    expect(conditions.branchById.get(munich.branchId)?.minAmount).toBe(2000);
  });

  it("answers an unknown postcode with no branches", async () => {
    const market = createMarket(database.db, createLocationServices({ db: database.db }).postcodeCentres);
    const snapshot = await market.snapshot();
    expect(deliveringBranches(snapshot, 1, "00000")).toEqual([]);
    expect(deliveringBranches(snapshot, 1, " 80331 ").length).toBeGreaterThan(0);
  });

  it("keeps one price order per postcode, product and tier interval: the delivering sellers, cheapest tier first", async () => {
    const market = createMarket(database.db, createLocationServices({ db: database.db }).postcodeCentres);
    const snapshot = await market.snapshot();
    const order = offerOrder(snapshot, 1, "80331", 1, 3000);
    const sellers = deliveringBranches(snapshot, 1, "80331").filter((b) => tierFor(b.tiers.get(1) ?? [], 3000));
    expect(order.branches.map((b) => b.branchId).sort()).toEqual(sellers.map((b) => b.branchId).sort());
    const nets = order.branches.map((b) => tierFor(b.tiers.get(1)!, 3000)!.netPerBasis);
    expect([...order.netPerBasis]).toEqual(nets);
    expect(nets).toEqual([...nets].sort((a, b) => a - b));
    // The same tier at every branch for 3000 and 3001 l: the kept order itself answers.
    expect(offerOrder(snapshot, 1, " 80331", 1, 3001)).toBe(order);
    // A new snapshot (a price change) starts without kept orders.
    market.invalidate();
    expect(offerOrder(await market.snapshot(), 1, "80331", 1, 3000)).not.toBe(order);
  });
});

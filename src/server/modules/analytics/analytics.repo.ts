import { randomBytes } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { pageViews, visitOrders, visits } from "../../../db/schema/index.ts";

/** Counts a view of a path on the country's calendar day. */
export async function countPageView(db: Db, input: { countryId: number; path: string; day: string }) {
  await db
    .insert(pageViews)
    .values({ day: input.day, countryId: input.countryId, path: input.path, views: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.countryId, pageViews.path],
      set: { views: sql`${pageViews.views} + 1` },
    });
}

/** One more page view of an open visit (of this country, seen since `openSince`); false when there is none. */
export async function continueVisit(db: Db, input: { visitId: string; countryId: number; now: Date; openSince: Date }): Promise<boolean> {
  const rows = await db
    .update(visits)
    .set({ lastSeenAt: input.now, views: sql`${visits.views} + 1` })
    .where(and(eq(visits.id, input.visitId), eq(visits.countryId, input.countryId), gte(visits.lastSeenAt, input.openSince)))
    .returning({ id: visits.id });
  return rows.length > 0;
}

/** A new visit with a fresh random id (the visit cookie's value): the visitor never chooses it. */
export async function startVisit(db: Db, input: { countryId: number; day: string; now: Date }): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db.insert(visits).values({ id, countryId: input.countryId, day: input.day, startedAt: input.now, lastSeenAt: input.now, views: 1 });
  return id;
}

/** The order belongs to the visit, unless it belongs to one already (an order converts one visit at most). */
export async function claimOrder(db: Db, input: { visitId: string; orderId: number }): Promise<boolean> {
  const rows = await db.insert(visitOrders).values(input).onConflictDoNothing().returning({ orderId: visitOrders.orderId });
  return rows.length > 0;
}

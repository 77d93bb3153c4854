/** The dealer portal's order queries (decision 0026): its lists, their stations and the overview's counts. */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders, orderStations } from "../../../db/schema/index.ts";

/** A dealer's orders in some statuses, ordered by `orderBy`, one page; and how many there are. */
export async function dealerOrdersPage(
  db: Db,
  q: { dealerId: number; statuses: readonly string[]; where?: SQL; orderBy: SQL[]; limit: number; offset: number },
) {
  const where = and(eq(orders.dealerId, q.dealerId), inArray(orders.status, [...q.statuses]), q.where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
  return { rows, total: Number(n) };
}

export async function stationsOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderStations)
    .where(inArray(orderStations.orderId, orderIds))
    .orderBy(orderStations.orderId, orderStations.stationNumber);
}

/** The dealer portal's overview counts (decision 0026) in one pass over the dealer's open orders. */
export async function dealerOrderCounts(db: Db, q: { dealerId: number; today: string; weekEnd: string }) {
  const planned = sql`${orders.status} in ('confirmed', 'out_for_delivery')`;
  const [row] = await db
    .select({
      newOrders: sql<number>`count(*) filter (where ${orders.status} = 'placed')::int`,
      dueToday: sql<number>`count(*) filter (where ${planned} and ${orders.deliveryFrom} <= ${q.today} and ${orders.deliveryTo} >= ${q.today})::int`,
      dueThisWeek: sql<number>`count(*) filter (where ${planned} and ${orders.deliveryFrom} <= ${q.weekEnd} and ${orders.deliveryTo} >= ${q.today})::int`,
      overdue: sql<number>`count(*) filter (where ${planned} and ${orders.deliveryTo} < ${q.today})::int`,
      awaitingConsent: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_consent')::int`,
    })
    .from(orders)
    .where(and(eq(orders.dealerId, q.dealerId), inArray(orders.status, ["placed", "confirmed", "out_for_delivery", "awaiting_consent"])));
  return row;
}

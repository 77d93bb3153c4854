/** Writing orders: an order's life (decision 0025) changes inside one transaction that locks its row first. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { checkouts, dealerRatings, orderEvents, orderRatings, orders, orderStations } from "../../../db/schema/index.ts";
import type { OrderRow } from "./orders.repo.ts";

/** The next order id, taken before the insert: the order number is made from it. */
export async function nextOrderId(tx: Db): Promise<number> {
  const seq = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  return Number((seq as unknown as { rows: { id: number }[] }).rows[0].id);
}

/**
 * Writes a new order row; false when another call with the same idempotency key or for the same checkout
 * won (the unique indexes decide: insert … on conflict do nothing, decision 0007).
 */
export async function insertOrder(tx: Db, row: typeof orders.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(orders).values(row).onConflictDoNothing().returning({ id: orders.id });
  return inserted.length > 0;
}

export async function insertOrderStations(tx: Db, rows: (typeof orderStations.$inferInsert)[]): Promise<void> {
  await tx.insert(orderStations).values(rows);
}

/** Closes the checkout the order was placed from: it now points at its order. */
export async function closeCheckout(
  tx: Db,
  checkoutId: string,
  patch: { orderId: number; comment: string; updatedAt: Date },
): Promise<void> {
  await tx.update(checkouts).set(patch).where(eq(checkouts.id, checkoutId));
}

/** The order row locked for the transaction's rest (SELECT … FOR UPDATE): transitions of one order run one after another. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

export async function insertOrderEvent(tx: Db, row: typeof orderEvents.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(orderEvents).values(row).returning({ id: orderEvents.id });
  return inserted.id;
}

export async function updateOrderLife(tx: Db, orderId: number, patch: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(patch).where(eq(orders.id, orderId));
}

/**
 * Stores the rating (one per order: unique index) and answers the dealer's rating as everyone now sees
 * it: its customers' ratings, the view dealer_ratings (decision 0044). Null when the order was rated already.
 */
export async function insertRating(
  db: Db,
  r: { orderId: number; userId: number; dealerId: number; countryId: number; stars: number; comment: string },
): Promise<{ ratingX10: number; reviewCount: number } | null> {
  const inserted = await db.insert(orderRatings).values(r).onConflictDoNothing().returning({ id: orderRatings.id });
  if (inserted.length === 0) return null;
  const [d] = await db
    .select({ ratingX10: dealerRatings.ratingX10, reviewCount: dealerRatings.reviewCount })
    .from(dealerRatings)
    .where(eq(dealerRatings.dealerId, r.dealerId));
  return { ratingX10: Number(d.ratingX10), reviewCount: Number(d.reviewCount) };
}

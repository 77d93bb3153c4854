/** Writing orders: an order's life (decision 0025) changes inside one transaction that locks its row first. */
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { dealerRatings, orderEvents, orderRatings, orders } from "../../../db/schema/index.ts";
import type { OrderRow } from "./orders.repo.ts";

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

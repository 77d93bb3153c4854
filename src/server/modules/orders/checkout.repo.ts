/** The checkout's queries: open checkouts, the customer's address book and the terms she agrees to. */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, checkouts } from "../../../db/schema/index.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import { addressFieldColumns, addressFieldsOf } from "../account/account.module.ts";

export type CheckoutRow = typeof checkouts.$inferSelect;

export type AddressRow = typeof addresses.$inferSelect;

/** A checkout of this user, or undefined (someone else's checkout looks exactly like a missing one). */
export async function findCheckout(db: Db, userId: number, checkoutId: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
  return row;
}

/** An open checkout of the same user for the same offer and configuration (a reload of the entry URL). */
export async function findOpenCheckout(db: Db, q: { userId: number; dealerId: number; branchId: number; config: unknown; since: Date }) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(
      and(
        eq(checkouts.userId, q.userId),
        eq(checkouts.dealerId, q.dealerId),
        eq(checkouts.branchId, q.branchId),
        isNull(checkouts.orderId),
        sql`${checkouts.config} = ${JSON.stringify(q.config)}::jsonb`,
        sql`${checkouts.updatedAt} >= ${q.since.toISOString()}`,
      ),
    )
    .orderBy(desc(checkouts.updatedAt))
    .limit(1);
  return row;
}

export async function latestOpenCheckout(db: Db, userId: number, countryId: number) {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.userId, userId), eq(checkouts.countryId, countryId), isNull(checkouts.orderId)))
    .orderBy(desc(checkouts.updatedAt))
    .limit(1);
  return row;
}

export async function insertCheckout(db: Db, row: typeof checkouts.$inferInsert) {
  await db.insert(checkouts).values(row);
}

/** Updates an open checkout; false when it was closed in the meantime (an order was placed). */
export async function updateOpenCheckout(
  db: Db,
  id: string,
  userId: number,
  patch: Partial<typeof checkouts.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(checkouts)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(checkouts.id, id), eq(checkouts.userId, userId), isNull(checkouts.orderId)))
    .returning({ id: checkouts.id });
  return rows.length === 1;
}

export async function userAddresses(db: Db, userId: number, countryId: number) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.countryId, countryId), isNull(addresses.deletedAt)))
    .orderBy(addresses.id);
}

export async function addressesByIds(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), inArray(addresses.id, ids)));
}

export const addressToInput = addressFieldsOf;

export async function insertAddress(
  db: Db,
  userId: number,
  countryId: number,
  addressType: number,
  a: OrderAddressInput,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, countryId, addressType, ...addressFieldColumns(a) })
    .returning();
  return row;
}

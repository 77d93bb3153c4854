/** Reading orders (decision 0025): an order by its keys, its stations and history, its dealer, and the people it concerns. */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { branches, dealers, orderEvents, orders, orderStations, users } from "../../../db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;

export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function findUser(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export async function dealerAndBranch(db: Db, dealerId: number, branchId: number) {
  const [row] = await db
    .select({ dealerName: dealers.name, branchName: branches.name, street: branches.street, zip: branches.zip, city: branches.city })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .where(and(eq(branches.id, branchId), eq(dealers.id, dealerId)));
  return row;
}

export async function findOrderByKey(db: Db, userId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findOrderByCheckout(db: Db, checkoutId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  return row;
}

/** Any order by id (the mail job; never for a caller's request). */
export async function findOrderById(db: Db, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order of one of these users with this number, or undefined (a contact request names it, decision 0042). */
export async function findOrderOfUsersByNumber(db: Db, userIds: number[], orderNumber: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), inArray(orders.userId, userIds)))
    .limit(1);
  return row;
}

/** An order of this user, or undefined. */
export async function findOrder(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/**
 * The order with this number whose mails go to this address (decision 0040: "Link per E-Mail
 * anfordern"), or undefined — also for a locked or deleted account.
 */
export async function findOrderByNumberAndEmail(db: Db, orderNumber: string, email: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.orderNumber, orderNumber),
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        isNull(users.lockedAt),
        isNull(users.anonymisedAt),
      ),
    );
  return row;
}

export async function stationsOf(db: Db, orderId: number) {
  return db.select().from(orderStations).where(eq(orderStations.orderId, orderId)).orderBy(orderStations.stationNumber);
}

export async function userHasOrders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  return Boolean(row);
}

export async function lastOrderEvent(db: Db, orderId: number): Promise<OrderEventRow | undefined> {
  const [row] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.id)).limit(1);
  return row;
}

export async function orderEventsOf(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/** The dealer's name, tolerance and order address (null: none set). */
export async function dealerTerms(db: Db, dealerId: number) {
  const [row] = await db
    .select({ name: dealers.name, tolerancePct: dealers.deliveryTolerancePct, orderEmail: dealers.orderEmail })
    .from(dealers)
    .where(eq(dealers.id, dealerId));
  return row;
}

/** The e-mail addresses of the dealer's staff admins (the portal's "admin" dealer role). */
export async function dealerAdminEmails(db: Db, dealerId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.dealerId, dealerId), eq(users.dealerRole, "admin"), eq(users.isGuest, false)))
    .orderBy(asc(users.id));
  return rows.map((r) => r.email);
}

export async function dealerNames(db: Db, dealerIds: number[]): Promise<Map<number, { name: string; tolerancePct: number }>> {
  if (dealerIds.length === 0) return new Map();
  const rows = await db
    .select({ id: dealers.id, name: dealers.name, tolerancePct: dealers.deliveryTolerancePct })
    .from(dealers)
    .where(inArray(dealers.id, dealerIds));
  return new Map(rows.map((r) => [r.id, { name: r.name, tolerancePct: r.tolerancePct }]));
}

export async function orderEventById(db: Db, eventId: number): Promise<OrderEventRow | undefined> {
  const [row] = await db.select().from(orderEvents).where(eq(orderEvents.id, eventId));
  return row;
}

export async function ordersOfUser(db: Db, userId: number, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

/** The order a rating is for, with its dealer's name (the thank-you answer names it). */
export async function findOrderToRate(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      dealerId: orders.dealerId,
      countryId: orders.countryId,
      status: orders.status,
      dealerName: dealers.name,
    })
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/**
 * Queries of cancellation management (decision 0031 "Read models"): orders, users and dealers are
 * read, only order_cancellations and cancellation_comments are written.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { cancellationComments, orderCancellations } from "../../../db/schema/back-office.ts";
import { dealers } from "../../../db/schema/market.ts";
import { orders } from "../../../db/schema/orders.ts";
import { CANCELLATION_STATUSES, type CancellationListRequest } from "../../../domain/cancellations/cancellations.schemas.ts";

const listed = inArray(orders.status, [...CANCELLATION_STATUSES]);
const endedAt = sql<Date>`coalesce(${orders.statusChangedAt}, ${orders.createdAt})`;

function where(q: CancellationListRequest): SQL | undefined {
  const w: SQL[] = [listed];
  if (q.countryId) w.push(eq(orders.countryId, q.countryId));
  if (q.status) w.push(eq(orders.status, q.status));
  if (q.booked) w.push(sql`coalesce(${orderCancellations.isBooked}, false) = ${q.booked === "yes"}`);
  return and(...w);
}

export async function cancellationPage(db: Db, q: CancellationListRequest, pageSize: number) {
  const filter = where(q);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
    .where(filter);
  const rows = await db
    .select({
      order: orders,
      endedAt,
      booking: orderCancellations,
      dealerName: dealers.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(filter)
    .orderBy(desc(endedAt), desc(orders.id))
    .limit(pageSize)
    .offset((q.page - 1) * pageSize);
  return { rows, total: Number(n) };
}

/** The staff of the dealers, their admins first: the first one is whom the page's dealer comments are about. */
export function dealerUsers(db: Db, dealerIds: number[]) {
  if (dealerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, dealerId: users.dealerId })
    .from(users)
    .where(inArray(users.dealerId, dealerIds))
    .orderBy(sql`case when ${users.dealerRole} = 'admin' then 0 else 1 end`, asc(users.id));
}

/** Comments about these users, newest first, with the author's name. */
export function commentsAbout(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ comment: cancellationComments, authorFirst: users.firstName, authorLast: users.lastName })
    .from(cancellationComments)
    .leftJoin(users, eq(users.id, cancellationComments.authorUserId))
    .where(inArray(cancellationComments.userId, userIds))
    .orderBy(desc(cancellationComments.createdAt), desc(cancellationComments.id));
}

/** The listed orders among these ids, with their booking row, locked for the save. */
export function lockListedOrders(tx: Db, orderIds: number[]) {
  return tx
    .select({ id: orders.id, isBooked: orderCancellations.isBooked, bookedAs: orderCancellations.bookedAs })
    .from(orders)
    .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
    .where(and(inArray(orders.id, orderIds), listed))
    .for("update", { of: orders });
}

export async function lockListedOrder(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, booking: orderCancellations })
    .from(orders)
    .leftJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
    .where(and(eq(orders.id, orderId), listed))
    .for("update", { of: orders });
  return row ?? null;
}

export function upsertBooking(tx: Db, row: { orderId: number; isBooked: boolean; bookedAs: number; userId: number }) {
  const set = { isBooked: row.isBooked, bookedAs: row.bookedAs, updatedByUserId: row.userId, updatedAt: new Date() };
  return tx
    .insert(orderCancellations)
    .values({ orderId: row.orderId, ...set })
    .onConflictDoUpdate({ target: orderCancellations.orderId, set });
}

export function upsertFeedback(tx: Db, row: { orderId: number; reason: string; comment: string; userId: number }) {
  const set = {
    feedbackStatus: 1,
    feedbackReason: row.reason,
    feedbackComment: row.comment,
    updatedByUserId: row.userId,
    updatedAt: new Date(),
  };
  return tx
    .insert(orderCancellations)
    .values({ orderId: row.orderId, ...set })
    .onConflictDoUpdate({ target: orderCancellations.orderId, set });
}

/** Whether the user is the customer of a listed order or on the staff of a listed order's dealer. */
export async function isListedPerson(db: Db, userId: number): Promise<boolean> {
  const [user] = await db.select({ id: users.id, dealerId: users.dealerId }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  const asPerson = user.dealerId == null ? eq(orders.userId, userId) : or(eq(orders.userId, userId), eq(orders.dealerId, user.dealerId));
  const [hit] = await db.select({ id: orders.id }).from(orders).where(and(listed, asPerson)).limit(1);
  return Boolean(hit);
}

export async function insertComment(tx: Db, row: { userId: number; authorUserId: number; comment: string }) {
  const [c] = await tx.insert(cancellationComments).values(row).returning();
  const [author] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, row.authorUserId))
    .limit(1);
  return { comment: c, authorFirst: author?.firstName ?? null, authorLast: author?.lastName ?? null };
}

/**
 * Queries of the back office's sales list (decision 0031): every order, filtered, sorted and paged on
 * the server; totals per currency over the whole filter (not just the page).
 */
import { and, asc, desc, eq, ilike, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { dealers } from "../../../db/schema/market.ts";
import { orders } from "../../../db/schema/orders.ts";
import type { SalesQuery } from "../../../domain/back-office/sales-list.schemas.ts";

/** Orders that earn nothing: not in the totals. */
export const NOT_SOLD = ["declined", "withdrawn", "cancelled"] as const;

// Days are the German calendar's (the marketplace's books are kept in Europe/Berlin).
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Berlin'`;

function where(q: SalesQuery): SQL | undefined {
  const w: SQL[] = [];
  if (q.from) w.push(sql`${orders.createdAt} >= ${dayStart(q.from)}`);
  if (q.to) w.push(sql`${orders.createdAt} < (${q.to}::date + 1)::timestamp at time zone 'Europe/Berlin'`);
  if (q.countryId) w.push(eq(orders.countryId, q.countryId));
  if (q.productGroupId) w.push(eq(orders.productGroupId, q.productGroupId));
  if (q.dealerId) w.push(eq(orders.dealerId, q.dealerId));
  if (q.status) w.push(eq(orders.status, q.status));
  if (q.payment) w.push(eq(orders.paymentKind, q.payment));
  if (q.q) w.push(ilike(orders.orderNumber, `%${q.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return w.length ? and(...w) : undefined;
}

const total = sql<number>`coalesce(${orders.finalTotalPrice}, ${orders.totalPrice})`;

const SORTS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  "total-desc": [desc(total), desc(orders.id)],
  "total-asc": [asc(total), asc(orders.id)],
  "amount-desc": [desc(orders.amount), desc(orders.id)],
} as const;

export async function salesPage(db: Db, q: SalesQuery, pageSize: number) {
  const filter = where(q);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(filter);
  const rows = await db
    .select({
      order: orders,
      dealerName: dealers.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(filter)
    .orderBy(...SORTS[q.sort])
    .limit(pageSize)
    .offset((q.page - 1) * pageSize);
  const totals = await db
    .select({
      currency: orders.currency,
      productGroupId: orders.productGroupId,
      orders: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(coalesce(${orders.deliveredAmount}, ${orders.amount})), 0)::bigint`,
      total: sql<number>`coalesce(sum(${total}), 0)::bigint`,
    })
    .from(orders)
    .where(and(filter, notInArray(orders.status, [...NOT_SOLD])))
    .groupBy(orders.currency, orders.productGroupId)
    .orderBy(asc(orders.currency), asc(orders.productGroupId));
  return { rows, total: Number(n), totals };
}

export async function salesOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({ order: orders, dealerName: dealers.name, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** The customer's orders (decisions 0028, 0045): her lists, counts, purchases and data export, all through one filter. */
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { checkouts, dealers, invoices, orderEvents, orderRatings, orders, orderStations, users } from "../../../db/schema/index.ts";
import type { OrderRow } from "./orders.repo.ts";

/** Statuses of an order that was called off: it is listed, but nothing was bought. */
const CALLED_OFF = ["declined", "withdrawn", "cancelled"] as const;

/**
 * Which of the customer's orders a view shows (decision 0045): the orders of her user ids (her own and the
 * guest rows she took over) on one country's site, optionally only those not called off, of one product
 * group or one year of ordering. The order list, the start page, the dashboard and every count of the
 * customer area read through this one filter, so they cannot disagree. Years are calendar years in
 * Central European time (the three countries share it).
 */
export interface CustomerOrderScope {
  userIds: number[];
  /** The site's country; undefined only where every site counts (the counts per site). */
  countryId?: number;
  purchasesOnly?: boolean;
  productGroupId?: number;
  year?: number;
}

const notCalledOff = notInArray(orders.status, [...CALLED_OFF]);
const orderYear = sql<number>`extract(year from ${orders.createdAt} at time zone 'Europe/Berlin')::int`;

function customerOrdersWhere(q: CustomerOrderScope): SQL | undefined {
  return and(
    inArray(orders.userId, q.userIds),
    q.countryId !== undefined ? eq(orders.countryId, q.countryId) : undefined,
    q.purchasesOnly ? notCalledOff : undefined,
    q.productGroupId !== undefined ? eq(orders.productGroupId, q.productGroupId) : undefined,
    q.year !== undefined ? sql`${orderYear} = ${q.year}` : undefined,
  );
}

/**
 * A page of the customer's orders on one site (decisions 0028, 0045), newest first, with the optional
 * filters, and the years and product groups of all her orders on that site (the filters' choices).
 */
export async function customerOrdersPage(
  db: Db,
  q: CustomerOrderScope & { countryId: number; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number; years: number[]; productGroupIds: number[] }> {
  if (q.userIds.length === 0) return { rows: [], total: 0, years: [], productGroupIds: [] };
  const where = customerOrdersWhere(q);
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(q.limit).offset(q.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where);
  const facets = await db
    .selectDistinct({ year: orderYear, productGroupId: orders.productGroupId })
    .from(orders)
    .where(customerOrdersWhere({ userIds: q.userIds, countryId: q.countryId }));
  return {
    rows,
    total,
    years: [...new Set(facets.map((f) => f.year))].sort((a, b) => b - a),
    productGroupIds: [...new Set(facets.map((f) => f.productGroupId))].sort((a, b) => a - b),
  };
}

/** How many of her orders each site holds (decision 0045): all of them and those not called off, per country. */
export async function customerOrderCounts(db: Db, userIds: number[]): Promise<{ countryId: number; orders: number; purchases: number }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      countryId: orders.countryId,
      orders: sql<number>`count(*)::int`,
      purchases: sql<number>`(count(*) filter (where ${notCalledOff}))::int`,
    })
    .from(orders)
    .where(customerOrdersWhere({ userIds }))
    .groupBy(orders.countryId)
    .orderBy(asc(orders.countryId));
  return rows;
}

/** The guest rows a customer took over (their orders are hers, decision 0028). */
export async function claimedGuestIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.claimedByUserId, userId), eq(users.isGuest, true)));
  return rows.map((r) => r.id);
}

/** What the customer's dashboard needs of her orders (decision 0028): every order that was not called off, oldest first. */
export async function purchasesOf(db: Db, scope: CustomerOrderScope) {
  if (scope.userIds.length === 0) return [];
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      countryId: orders.countryId,
      productGroupId: orders.productGroupId,
      status: orders.status,
      createdAt: orders.createdAt,
      deliveryTo: orders.deliveryTo,
      amount: orders.amount,
      deliveredAmount: orders.deliveredAmount,
      totalPrice: orders.totalPrice,
      finalTotalPrice: orders.finalTotalPrice,
      currency: orders.currency,
    })
    .from(orders)
    .where(customerOrdersWhere({ ...scope, purchasesOnly: true }))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/**
 * Decision 0028: every row of the orders area that belongs to the customer (her data export): her orders
 * and those of the guest rows she took over, with stations, history and ratings, her checkouts, and the
 * names of the dealers involved (decision 0046: dealers by name, never by id).
 */
export async function orderDataOf(db: Db, userIds: number[]) {
  if (userIds.length === 0)
    return {
      orders: [],
      stations: [],
      events: [],
      ratings: [],
      invoices: [],
      checkouts: [],
      dealerNames: new Map<number, string>(),
      orderNumbers: new Map<number, string>(),
    };
  const own = await db.select().from(orders).where(inArray(orders.userId, userIds)).orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = own.map((o) => o.id);
  const open = await db.select().from(checkouts).where(inArray(checkouts.userId, userIds)).orderBy(asc(checkouts.createdAt));
  const dealerIds = [...new Set([...own.map((o) => o.dealerId), ...open.map((c) => c.dealerId)])];
  const names = dealerIds.length
    ? await db.select({ id: dealers.id, name: dealers.name }).from(dealers).where(inArray(dealers.id, dealerIds))
    : [];
  return {
    orders: own,
    stations: ids.length
      ? await db.select().from(orderStations).where(inArray(orderStations.orderId, ids)).orderBy(asc(orderStations.stationNumber))
      : [],
    events: ids.length ? await db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)) : [],
    ratings: ids.length ? await db.select().from(orderRatings).where(inArray(orderRatings.orderId, ids)) : [],
    invoices: ids.length ? await db.select().from(invoices).where(inArray(invoices.orderId, ids)) : [],
    checkouts: open,
    dealerNames: new Map(names.map((d) => [d.id, d.name])),
    orderNumbers: new Map(own.map((o) => [o.id, o.orderNumber])),
  };
}

/** Whether one of her orders is still under way (deleting the account waits for it). */
export async function hasOpenOrders(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.status} in ('placed', 'confirmed', 'out_for_delivery', 'awaiting_consent')`));
  return row.n > 0;
}

/** Whether an order of hers was delivered (delivered or rated since). */
export async function hasDeliveredOrder(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.status} in ('delivered', 'rated')`));
  return row.n > 0;
}

/** How many orders these (guest) users placed on one site: the takeover offer in the customer area (decision 0045). */
export async function countOrdersOfUsers(db: Db, userIds: number[], countryId: number): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(customerOrdersWhere({ userIds, countryId }));
  return row.n;
}

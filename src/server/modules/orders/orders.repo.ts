import { and, asc, desc, eq, inArray, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  addresses,
  branches,
  checkouts,
  contentPages,
  dealerRatings,
  dealers,
  invoiceCounters,
  invoices,
  orderEvents,
  orderRatings,
  orders,
  orderStations,
  users,
} from "../../../db/schema/index.ts";
import type { OrderAddressInput } from "../../../domain/orders/order-address.ts";
import { addressFieldColumns, addressFieldsOf } from "../account/account.module.ts";

export type CheckoutRow = typeof checkouts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

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

export async function findUser(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
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

export async function dealerAndBranch(db: Db, dealerId: number, branchId: number) {
  const [row] = await db
    .select({ dealerName: dealers.name, branchName: branches.name, street: branches.street, zip: branches.zip, city: branches.city })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .where(and(eq(branches.id, branchId), eq(dealers.id, dealerId)));
  return row;
}

export async function termsText(db: Db): Promise<string | null> {
  const [row] = await db.select({ content: contentPages.content }).from(contentPages).where(eq(contentPages.slug, "agb"));
  return row?.content ?? null;
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

// The order's life (decision 0025) -----------------------------------------------------------------

/** The order row locked for the transaction's rest (SELECT … FOR UPDATE): transitions of one order run one after another. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

export async function lastOrderEvent(db: Db, orderId: number): Promise<OrderEventRow | undefined> {
  const [row] = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.id)).limit(1);
  return row;
}

export async function orderEventsOf(db: Db, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

export async function insertOrderEvent(tx: Db, row: typeof orderEvents.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(orderEvents).values(row).returning({ id: orderEvents.id });
  return inserted.id;
}

export async function updateOrderLife(tx: Db, orderId: number, patch: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx.update(orders).set(patch).where(eq(orders.id, orderId));
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

/** How many orders these (guest) users placed on one site: the takeover offer in the customer area (decision 0045). */
export async function countOrdersOfUsers(db: Db, userIds: number[], countryId: number): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(customerOrdersWhere({ userIds, countryId }));
  return row.n;
}

// Documents and invoices (decision 0041) ----------------------------------------------------------------

/** The seller of an order as its documents name it: the dealer, at the address of the branch that delivers. */
export async function sellerOf(db: Db, dealerId: number, branchId: number) {
  const [row] = await db
    .select({
      dealerId: dealers.id,
      name: dealers.name,
      isDemo: dealers.isDemo,
      vatId: dealers.vatId,
      iban: dealers.iban,
      street: branches.street,
      zip: branches.zip,
      city: branches.city,
      countryId: branches.countryId,
    })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .where(and(eq(branches.id, branchId), eq(dealers.id, dealerId)));
  return row;
}
export type SellerRow = NonNullable<Awaited<ReturnType<typeof sellerOf>>>;

export async function invoiceOfOrder(db: Db, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row;
}

/**
 * The dealer's next invoice number of the year, inside the issuing transaction: the upsert locks the
 * counter row until the commit, so concurrent deliveries of one dealer take 1, 2, 3 … one after another,
 * and a transaction that rolls back leaves no gap.
 */
export async function nextInvoiceSeq(tx: Db, dealerId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ dealerId, year, lastSeq: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.dealerId, invoiceCounters.year], set: { lastSeq: sql`${invoiceCounters.lastSeq} + 1` } })
    .returning({ seq: invoiceCounters.lastSeq });
  return row.seq;
}

export async function insertInvoice(tx: Db, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  return inserted;
}

/** When the order's first event of this kind happened (the first "deliver": the day of supply), or undefined. */
export async function firstEventAt(db: Db, orderId: number, event: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.event, event)))
    .orderBy(asc(orderEvents.id))
    .limit(1);
  return row?.at;
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

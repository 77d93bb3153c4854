/**
 * Read-only queries of the exports (decision 0031 "Read models"). Pages are keyset pages by id: each
 * query is cheap and the process holds one page at a time, whatever the period's size.
 */
import { and, asc, eq, gt, gte, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/accounts.ts";
import { backOfficePrefs } from "../../../db/schema/back-office.ts";
import { dealers } from "../../../db/schema/market.ts";
import { orders, orderStations } from "../../../db/schema/orders.ts";

export interface Period {
  from: string;
  to: string;
}

/** Whole days in Europe/Berlin, as the finance desk counts them. */
function inPeriod(column: PgColumn, p: Period): SQL {
  return and(
    gte(column, sql`(${p.from}::date)::timestamp at time zone 'Europe/Berlin'`),
    lt(column, sql`((${p.to}::date + 1)::timestamp at time zone 'Europe/Berlin')`),
  )!;
}

export async function countOrdersIn(db: Db, p: Period): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(inPeriod(orders.createdAt, p));
  return Number(row.n);
}

export async function orderPage(db: Db, p: Period, afterId: number, limit: number) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      countryId: orders.countryId,
      productGroupId: orders.productGroupId,
      productId: orders.productId,
      amount: orders.amount,
      deliveredAmount: orders.deliveredAmount,
      dealerId: orders.dealerId,
      dealerName: dealers.name,
      status: orders.status,
      paymentKind: orders.paymentKind,
      totalPrice: orders.totalPrice,
      netPrice: orders.netPrice,
      vatAmount: orders.vatAmount,
      finalTotalPrice: orders.finalTotalPrice,
      unitPrice: orders.unitPrice,
      currency: orders.currency,
      zip: sql<string | null>`coalesce(${orderStations.deliveryAddress}->>'ZipCode', ${orders.config}->>'ZipCode')`,
      city: sql<string | null>`${orderStations.deliveryAddress}->>'City'`,
      firstName: sql<string | null>`${orderStations.deliveryAddress}->>'FirstName'`,
      lastName: sql<string | null>`${orderStations.deliveryAddress}->>'LastName'`,
      company: sql<string | null>`${orderStations.deliveryAddress}->>'CompanyName'`,
      userId: orders.userId,
      email: users.email,
      deliveryFrom: orders.deliveryFrom,
      deliveryTo: orders.deliveryTo,
      reason: orders.reason,
    })
    .from(orders)
    .leftJoin(dealers, eq(dealers.id, orders.dealerId))
    .leftJoin(orderStations, and(eq(orderStations.orderId, orders.id), eq(orderStations.stationNumber, 1)))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(inPeriod(orders.createdAt, p), gt(orders.id, afterId)))
    .orderBy(asc(orders.id))
    .limit(limit);
}
export type OrderExportRow = Awaited<ReturnType<typeof orderPage>>[number];

export async function countUsersIn(db: Db, p: Period): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(inPeriod(users.createdAt, p));
  return Number(row.n);
}

/** The listed columns only: the password hash is never read. */
export async function userPage(db: Db, p: Period, afterId: number, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      title1: users.title1,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      countryId: users.countryId,
      isGuest: users.isGuest,
      dealerId: users.dealerId,
      roles: users.roles,
      createdAt: users.createdAt,
      emailConfirmedAt: users.emailConfirmedAt,
      lockedAt: users.lockedAt,
      anonymisedAt: users.anonymisedAt,
    })
    .from(users)
    .where(and(inPeriod(users.createdAt, p), gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}
export type UserExportRow = Awaited<ReturnType<typeof userPage>>[number];

export async function readPref(db: Db, userId: number, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: backOfficePrefs.value })
    .from(backOfficePrefs)
    .where(and(eq(backOfficePrefs.userId, userId), eq(backOfficePrefs.key, key)));
  return row?.value ?? null;
}

export async function writePref(db: Db, userId: number, key: string, value: unknown): Promise<void> {
  await db
    .insert(backOfficePrefs)
    .values({ userId, key, value })
    .onConflictDoUpdate({ target: [backOfficePrefs.userId, backOfficePrefs.key], set: { value, updatedAt: new Date() } });
}

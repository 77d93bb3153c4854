import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, favouriteDealers, refreshTokens, users, userTokens } from "../../../db/schema/accounts.ts";
import { dealers } from "../../../db/schema/market.ts";
import { orderRatings, orders } from "../../../db/schema/orders.ts";

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type UserTokenPurpose =
  | "confirm-email"
  | "reset-password"
  | "change-email"
  | "notifications"
  | "rate-order"
  | "invite-staff"
  | "claim-orders";

// Users

/** A registered (non-guest) user by e-mail address; guests never log in with a password. */
export async function findCustomerByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.isGuest, false)))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  return row;
}

export async function updateUser(db: Db, id: number, patch: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row ?? null;
}

export async function userHasAnyOrder(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  return Boolean(row);
}

// Refresh tokens

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * A refresh token of an existing session (rotation), or of a new one (sessionId omitted: a random UUID).
 * Not a database id: ended sessions are kept in the shared cache under it, and a database id is handed
 * out again by a new database sharing that cache (decision 0038).
 */
export async function insertRefreshToken(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; sessionId?: string; impersonatorUserId?: number | null },
): Promise<RefreshTokenRow> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ ...values, sessionId: values.sessionId ?? randomUUID() })
    .returning();
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Revokes a token still active; false when someone else revoked it first (a concurrent second use). */
export async function revokeRefreshToken(db: Db, id: number, at: Date, replacedBy?: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at, replacedBy: replacedBy ?? null })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function setReplacedBy(db: Db, id: number, replacedBy: number) {
  await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
}

/** Ends every session of a user (reuse of a revoked token, password change or reset). */
export async function revokeAllRefreshTokens(db: Db, userId: number, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** A session is alive while one of its refresh tokens is neither revoked nor expired (one index lookup). */
export async function sessionAlive(db: Db, sessionId: string, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.sessionId, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The support user acting in this session (impersonation, decision 0031); null for the user's own login. */
export async function sessionImpersonator(db: Db, sessionId: string): Promise<number | null> {
  const [row] = await db
    .select({ by: refreshTokens.impersonatorUserId })
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sessionId))
    .limit(1);
  return row?.by ?? null;
}

/** Ends one session (logout): every token of it is revoked. */
export async function revokeSession(db: Db, sessionId: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.revokedAt)));
}

// Single-use mail tokens

export type UserTokenRow = typeof userTokens.$inferSelect;

export async function insertUserToken(
  db: Db,
  values: { userId: number; purpose: UserTokenPurpose; tokenHash: string; payload?: string | null; expiresAt: Date },
  now: Date,
) {
  // A new link of the same purpose replaces older unused ones — except rating links: the delivered mail's
  // link and the status page's "bewerten" button must both work; the rating itself is once per order
  // (unique index), and a used order makes every other link of it show "already rated" (decision 0025).
  if (values.purpose !== "rate-order")
    await db
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.userId, values.userId), eq(userTokens.purpose, values.purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values(values);
}

export async function findUserToken(db: Db, tokenHash: string): Promise<UserTokenRow | null> {
  const [row] = await db.select().from(userTokens).where(eq(userTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Marks a token used; false when it was used in the meantime (single use even under races). */
export async function consumeUserToken(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: at })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

// Address book

export async function listAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.addressType), asc(addresses.id));
}

export async function findAddress(db: Db, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)));
  return row.n;
}

export async function insertAddress(db: Db, values: typeof addresses.$inferInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row;
}

export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  patch: Partial<typeof addresses.$inferInsert>,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addresses)
    .set(patch)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .returning();
  return row ?? null;
}

/** Soft delete: placed orders keep their own copy of the address anyway. */
export async function deleteAddress(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: at })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId), isNull(addresses.deletedAt)))
    .returning({ id: addresses.id });
  return rows.length === 1;
}

// Favourite dealers

export async function dealerExists(db: Db, dealerId: number): Promise<boolean> {
  const [row] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, dealerId)).limit(1);
  return Boolean(row);
}

export async function setFavouriteDealer(db: Db, userId: number, dealerId: number, state: boolean) {
  if (state) await db.insert(favouriteDealers).values({ userId, dealerId }).onConflictDoNothing();
  else await db.delete(favouriteDealers).where(and(eq(favouriteDealers.userId, userId), eq(favouriteDealers.dealerId, dealerId)));
}

export async function favouriteDealerIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ dealerId: favouriteDealers.dealerId }).from(favouriteDealers).where(eq(favouriteDealers.userId, userId));
  return rows.map((r) => r.dealerId);
}

// Ratings

export async function findOrderForRating(db: Db, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      dealerId: orders.dealerId,
      countryId: orders.countryId,
      status: orders.status,
      createdAt: orders.createdAt,
      dealerName: dealers.name,
    })
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export async function orderIsRated(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: orderRatings.id }).from(orderRatings).where(eq(orderRatings.orderId, orderId)).limit(1);
  return Boolean(row);
}

import { and, asc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { addresses, favouriteDealers, loginAttempts, refreshTokens, users, userTokens } from "../../../db/schema/accounts.ts";
import { dealers } from "../../../db/schema/market.ts";
import { orderRatings, orders } from "../../../db/schema/orders.ts";

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type UserTokenPurpose = "confirm-email" | "reset-password" | "change-email" | "notifications" | "rate-order";

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

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
  const [row] = await db.insert(users).values({ ...values, email: values.email.toLowerCase() }).returning();
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

// Failed logins (rate limit across instances)

export async function countLoginFailures(db: Db, email: string, address: string, since: Date) {
  const [byEmail] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.at, since)));
  const [byAddress] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, address), gt(loginAttempts.at, since)));
  return { byEmail: byEmail.n, byAddress: byAddress.n };
}

export async function recordLoginFailure(db: Db, email: string, address: string, at: Date, forgetBefore: Date) {
  await db.insert(loginAttempts).values({ email, address, at });
  // Old rows of this account and address are of no use any more (both deletes use an index).
  await db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), lt(loginAttempts.at, forgetBefore)));
  await db.delete(loginAttempts).where(and(eq(loginAttempts.address, address), lt(loginAttempts.at, forgetBefore)));
}

export async function clearLoginFailures(db: Db, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

// Refresh tokens

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(db: Db, values: { userId: number; tokenHash: string; expiresAt: Date }): Promise<RefreshTokenRow> {
  const [row] = await db.insert(refreshTokens).values(values).returning();
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

/**
 * Whether the login that started with refresh token `sid` is still alive: follow the rotation chain
 * (replaced_by) to its newest token, which must be neither revoked nor expired.
 */
export async function sessionAlive(db: Db, sid: number, userId: number, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive chain as (
      select id, replaced_by, revoked_at, expires_at, 1 as depth from refresh_tokens where id = ${sid} and user_id = ${userId}
      union all
      select t.id, t.replaced_by, t.revoked_at, t.expires_at, c.depth + 1
      from refresh_tokens t join chain c on t.id = c.replaced_by
      where c.depth < 10000
    )
    select revoked_at, expires_at from chain where replaced_by is null order by depth desc limit 1`);
  const [last] = rowsOf<{ revoked_at: string | Date | null; expires_at: string | Date }>(result);
  if (!last) return false;
  return last.revoked_at === null && new Date(last.expires_at).getTime() > now.getTime();
}

/** The newest token of the chain that started at sid (the one to revoke at logout). */
export async function latestInChain(db: Db, sid: number): Promise<number | null> {
  const result = await db.execute(sql`
    with recursive chain as (
      select id, replaced_by, 1 as depth from refresh_tokens where id = ${sid}
      union all
      select t.id, t.replaced_by, c.depth + 1 from refresh_tokens t join chain c on t.id = c.replaced_by where c.depth < 10000
    )
    select id from chain order by depth desc limit 1`);
  const [row] = rowsOf<{ id: number | string }>(result);
  return row ? Number(row.id) : null;
}

// Single-use mail tokens

export type UserTokenRow = typeof userTokens.$inferSelect;

export async function insertUserToken(
  db: Db,
  values: { userId: number; purpose: UserTokenPurpose; tokenHash: string; payload?: string | null; expiresAt: Date },
  now: Date,
) {
  // A new link of the same purpose (and payload) replaces older unused ones.
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.userId, values.userId),
        eq(userTokens.purpose, values.purpose),
        isNull(userTokens.usedAt),
        values.purpose === "rate-order" ? eq(userTokens.payload, values.payload ?? "") : sql`true`,
      ),
    );
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

export async function updateAddress(db: Db, userId: number, id: number, patch: Partial<typeof addresses.$inferInsert>): Promise<AddressRow | null> {
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

/**
 * Stores the rating (one per order: unique index) and folds it into the dealer's average:
 * rating_x10 = round((rating_x10 · review_count + stars · 10) / (review_count + 1)).
 * Returns null when the order was rated already.
 */
export async function insertRatingAndUpdateDealer(
  db: Db,
  r: { orderId: number; userId: number; dealerId: number; countryId: number; stars: number; comment: string },
): Promise<{ ratingX10: number; reviewCount: number } | null> {
  const inserted = await db.insert(orderRatings).values(r).onConflictDoNothing().returning({ id: orderRatings.id });
  if (inserted.length === 0) return null;
  const [d] = await db
    .update(dealers)
    .set({
      ratingX10: sql`round((${dealers.ratingX10}::numeric * ${dealers.reviewCount} + ${r.stars * 10}) / (${dealers.reviewCount} + 1))::smallint`,
      reviewCount: sql`${dealers.reviewCount} + 1`,
    })
    .where(eq(dealers.id, r.dealerId))
    .returning({ ratingX10: dealers.ratingX10, reviewCount: dealers.reviewCount });
  return d;
}

import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { refreshTokens, users, userTokens } from "../../../db/schema/accounts.ts";
import { branchDeliveryAreas, branches, dealers } from "../../../db/schema/market.ts";
import { orders } from "../../../db/schema/orders.ts";

/** The portal settings' queries (decision 0027): a dealer's own branches, areas, conditions and staff. */

export async function dealerLinkOf(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, dealerId: users.dealerId, dealerRole: users.dealerRole })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isGuest, false)))
    .limit(1);
  return row ?? null;
}

export async function dealerById(db: Db, dealerId: number) {
  const [row] = await db
    .select({
      id: dealers.id,
      name: dealers.name,
      countryId: dealers.countryId,
      deliveryTolerancePct: dealers.deliveryTolerancePct,
      orderEmail: dealers.orderEmail,
    })
    .from(dealers)
    .where(eq(dealers.id, dealerId))
    .limit(1);
  return row ?? null;
}

export type BranchRow = typeof branches.$inferSelect;

/** The dealer's active branches, oldest first. */
export async function branchesOfDealer(db: Db, dealerId: number): Promise<BranchRow[]> {
  return db
    .select()
    .from(branches)
    .where(and(eq(branches.dealerId, dealerId), eq(branches.active, true)))
    .orderBy(asc(branches.id));
}

/** One of the dealer's active branches; null for another dealer's (the caller answers 404 either way). */
export async function ownBranch(db: Db, dealerId: number, branchId: number): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.dealerId, dealerId), eq(branches.active, true)))
    .limit(1);
  return row ?? null;
}

export async function postcodeListOf(db: Db, branchId: number): Promise<string[]> {
  const rows = await db
    .select({ zip: branchDeliveryAreas.zipPrefix })
    .from(branchDeliveryAreas)
    .where(eq(branchDeliveryAreas.branchId, branchId))
    .orderBy(asc(branchDeliveryAreas.zipPrefix));
  return rows.map((r) => r.zip);
}

/** Radius and postcode list of a branch, replaced together in one transaction. */
export async function replaceDeliveryArea(db: Db, branchId: number, radiusKm: number, entries: readonly string[]) {
  await db.transaction(async (tx) => {
    await tx.update(branches).set({ deliveryRadiusKm: radiusKm }).where(eq(branches.id, branchId));
    await tx.delete(branchDeliveryAreas).where(eq(branchDeliveryAreas.branchId, branchId));
    if (entries.length > 0) await tx.insert(branchDeliveryAreas).values(entries.map((zipPrefix) => ({ branchId, zipPrefix })));
  });
}

export async function updateBranchConditions(
  db: Db,
  branchId: number,
  patch: { leadTimeDays: number; surchargeFactorPct: number; minAmount: number },
) {
  await db.update(branches).set(patch).where(eq(branches.id, branchId));
}

export async function updateDealerConditions(db: Db, dealerId: number, patch: { deliveryTolerancePct: number; orderEmail: string | null }) {
  await db.update(dealers).set(patch).where(eq(dealers.id, dealerId));
}

// Staff

export async function staffOf(db: Db, dealerId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      title1: users.title1,
      firstName: users.firstName,
      lastName: users.lastName,
      dealerRole: users.dealerRole,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(and(eq(users.dealerId, dealerId), eq(users.isGuest, false)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/**
 * Changes to a dealer's staff run one at a time per dealer (a transaction-scoped lock), so two admins
 * demoting or removing each other at once cannot leave the dealer without an admin.
 */
export async function lockDealerStaff(tx: Db, dealerId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`dealer-staff:${dealerId}`}))`);
}

export async function adminCount(tx: Db, dealerId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.dealerId, dealerId), eq(users.dealerRole, "admin"), eq(users.isGuest, false)));
  return row.n;
}

export async function setDealerRole(tx: Db, userId: number, dealerRole: "admin" | "staff") {
  await tx.update(users).set({ dealerRole }).where(eq(users.id, userId));
}

/**
 * Takes a staff member out of the dealer: the login goes when nothing else refers to it (no orders of
 * its own); otherwise it stays as a plain customer account without the dealer and the DEALER role.
 * Unused mail links of the login stop working either way; its sessions end (the caller ends them for
 * every instance afterwards).
 */
export async function removeFromDealer(tx: Db, userId: number, now: Date): Promise<"deleted" | "detached"> {
  await tx
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const [ordered] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)).limit(1);
  if (!ordered) {
    await tx.delete(users).where(eq(users.id, userId));
    return "deleted";
  }
  await tx
    .update(users)
    .set({ dealerId: null, dealerRole: null, roles: sql`array_remove(${users.roles}, 'DEALER')` })
    .where(eq(users.id, userId));
  return "detached";
}

import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { branchDeliveryAreas, branches, dealerRatings, dealers, priceTiers } from "../../../db/schema/index.ts";

export async function dealersWithBranchesInState(db: Db, stateId: number) {
  return db
    .select({
      dealerId: dealers.id,
      name: dealers.name,
      ratingX10: sql<number>`coalesce(${dealerRatings.ratingX10}, 0)::int`,
      reviewCount: sql<number>`coalesce(${dealerRatings.reviewCount}, 0)::int`,
      branchId: branches.id,
      zip: branches.zip,
      city: branches.city,
    })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .leftJoin(dealerRatings, eq(dealerRatings.dealerId, dealers.id))
    .where(and(eq(branches.stateId, stateId), eq(branches.active, true)))
    .orderBy(asc(dealers.name), asc(branches.zip));
}

export async function dealerWithBranches(db: Db, dealerId: number) {
  const [row] = await db
    .select({
      dealer: dealers,
      ratingX10: sql<number>`coalesce(${dealerRatings.ratingX10}, 0)::int`,
      reviewCount: sql<number>`coalesce(${dealerRatings.reviewCount}, 0)::int`,
    })
    .from(dealers)
    .leftJoin(dealerRatings, eq(dealerRatings.dealerId, dealers.id))
    .where(eq(dealers.id, dealerId));
  if (!row) return null;
  const dealer = { ...row.dealer, ratingX10: Number(row.ratingX10), reviewCount: Number(row.reviewCount) };
  const list = await db
    .select()
    .from(branches)
    .where(and(eq(branches.dealerId, dealerId), eq(branches.active, true)))
    .orderBy(asc(branches.id));
  const ids = list.map((b) => b.id);
  const areas = ids.length ? await db.select().from(branchDeliveryAreas).where(inArray(branchDeliveryAreas.branchId, ids)) : [];
  const products = ids.length
    ? await db
        .selectDistinct({ branchId: priceTiers.branchId, productId: priceTiers.productId })
        .from(priceTiers)
        .where(
          and(
            inArray(priceTiers.branchId, ids),
            sql`${priceTiers.validFrom} <= now()`,
            sql`(${priceTiers.validTo} is null or ${priceTiers.validTo} > now())`,
          ),
        )
    : [];
  return { dealer, branches: list, areas, products };
}

/**
 * The price lists in force at `at` for these branches: per branch and product the list with the latest
 * start that has begun (the offer calculation's rule, market-snapshot.ts), its tiers by amount.
 */
export async function currentPriceLists(db: Db, branchIds: readonly number[], at: Date) {
  if (branchIds.length === 0) return [];
  const rows = await db
    .select({
      branchId: priceTiers.branchId,
      productId: priceTiers.productId,
      minAmount: priceTiers.minAmount,
      netPerBasis: priceTiers.netPerBasis,
      validFrom: priceTiers.validFrom,
      validTo: priceTiers.validTo,
    })
    .from(priceTiers)
    .where(
      and(
        inArray(priceTiers.branchId, [...branchIds]),
        lte(priceTiers.validFrom, at),
        or(isNull(priceTiers.validTo), gt(priceTiers.validTo, at)),
      ),
    )
    .orderBy(asc(priceTiers.branchId), asc(priceTiers.productId), asc(priceTiers.minAmount));
  const lists = new Map<
    string,
    { branchId: number; productId: number; validFrom: Date; validTo: Date | null; tiers: { minAmount: number; netPerBasis: number }[] }
  >();
  for (const r of rows) {
    const key = `${r.branchId}|${r.productId}`;
    const current = lists.get(key);
    if (current && current.validFrom > r.validFrom) continue;
    if (!current || r.validFrom > current.validFrom)
      lists.set(key, { branchId: r.branchId, productId: r.productId, validFrom: r.validFrom, validTo: r.validTo, tiers: [] });
    lists.get(key)!.tiers.push({ minAmount: r.minAmount, netPerBasis: r.netPerBasis });
  }
  return [...lists.values()];
}

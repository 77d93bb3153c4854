import { and, eq, isNull, lte, gt, or, asc, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { branchDeliveryAreas, branches, dealerRatings, dealers, orderRatings, priceTiers } from "../../../db/schema/index.ts";

export async function loadActiveBranches(db: Db) {
  return db
    .select({
      branchId: branches.id,
      dealerId: branches.dealerId,
      dealerName: dealers.name,
      city: branches.city,
      zip: branches.zip,
      countryId: branches.countryId,
      // The customers' ratings of their deliveries (decision 0044); none yet: 0 and 0.
      ratingX10: sql<number>`coalesce(${dealerRatings.ratingX10}, 0)::int`,
      reviewCount: sql<number>`coalesce(${dealerRatings.reviewCount}, 0)::int`,
      leadTimeDays: branches.leadTimeDays,
      surchargeFactorPct: branches.surchargeFactorPct,
      payments: branches.payments,
      express24: branches.express24,
      express48: branches.express48,
      smallTruck: branches.smallTruck,
      desiredDate: branches.desiredDate,
      appointmentPlus: branches.appointmentPlus,
      maxHoseMeters: branches.maxHoseMeters,
      maxBlowInMeters: branches.maxBlowInMeters,
      minAmount: branches.minAmount,
      lat: branches.lat,
      lon: branches.lon,
      deliveryRadiusKm: branches.deliveryRadiusKm,
    })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .leftJoin(dealerRatings, eq(dealerRatings.dealerId, dealers.id))
    .where(eq(branches.active, true));
}

export async function loadDeliveryAreas(db: Db) {
  return db.select().from(branchDeliveryAreas);
}

/**
 * What the market is made of, cheaply (it runs every minute, and PGlite answers on the request
 * thread): the newest price-list row (a new list is new rows; counting 330,000 rows of the 10× market
 * took 100–460 ms, the index's max 1 ms), ratings, branches (any change of position, radius or
 * conditions moves `updated_at`) and postcode lists. Another value → the snapshot is rebuilt. Rows
 * deleted or edited in place without that are picked up through `announcePriceChange` or within the hour.
 */
export async function loadMarketVersion(db: Db): Promise<string> {
  const [tiers] = await db.select({ max: sql<number>`coalesce(max(${priceTiers.id}), 0)::int` }).from(priceTiers);
  // New customer ratings change dealers' review counts (decisions 0008, 0044): other instances pick them up too.
  const [reviews] = await db
    .select({ n: sql<string>`count(*)::text || '-' || coalesce(max(${orderRatings.id}), 0)::text` })
    .from(orderRatings);
  const [branch] = await db
    .select({ n: sql<number>`count(*)::int`, changed: sql<string>`coalesce(max(${branches.updatedAt}), 'epoch')::text` })
    .from(branches);
  const [areas] = await db
    .select({
      n: sql<number>`count(*)::int`,
      sum: sql<string>`coalesce(sum(hashtext(${branchDeliveryAreas.branchId}::text || ':' || ${branchDeliveryAreas.zipPrefix})), 0)::text`,
    })
    .from(branchDeliveryAreas);
  return `${tiers.max}:${reviews.n}:${branch.n}:${branch.changed}:${areas.n}:${areas.sum}`;
}

/** Tiers valid at `at`, oldest validity first so that a newer price list replaces an older one. */
export async function loadValidTiers(db: Db, at: Date) {
  return db
    .select({
      branchId: priceTiers.branchId,
      productId: priceTiers.productId,
      minAmount: priceTiers.minAmount,
      netPerBasis: priceTiers.netPerBasis,
      validFrom: priceTiers.validFrom,
    })
    .from(priceTiers)
    .where(and(lte(priceTiers.validFrom, at), or(isNull(priceTiers.validTo), gt(priceTiers.validTo, at))))
    .orderBy(asc(priceTiers.validFrom), asc(priceTiers.minAmount));
}

import { and, eq, isNull, lte, gt, or, asc } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { branchDeliveryAreas, branches, dealers, priceTiers } from "../../../db/schema/index.ts";

export async function loadActiveBranches(db: Db) {
  return db
    .select({
      branchId: branches.id,
      dealerId: branches.dealerId,
      dealerName: dealers.name,
      city: branches.city,
      zip: branches.zip,
      countryId: branches.countryId,
      ratingX10: dealers.ratingX10,
      reviewCount: dealers.reviewCount,
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
    })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .where(eq(branches.active, true));
}

export async function loadDeliveryAreas(db: Db) {
  return db.select().from(branchDeliveryAreas);
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


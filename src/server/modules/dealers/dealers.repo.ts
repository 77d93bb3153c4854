import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { branchDeliveryAreas, branches, dealers, priceTiers } from "../../../db/schema/index.ts";

export async function dealersWithBranchesInState(db: Db, stateId: number) {
  return db
    .select({
      dealerId: dealers.id,
      name: dealers.name,
      ratingX10: dealers.ratingX10,
      reviewCount: dealers.reviewCount,
      branchId: branches.id,
      zip: branches.zip,
      city: branches.city,
    })
    .from(branches)
    .innerJoin(dealers, eq(dealers.id, branches.dealerId))
    .where(and(eq(branches.stateId, stateId), eq(branches.active, true)))
    .orderBy(asc(dealers.name), asc(branches.zip));
}

export async function dealerWithBranches(db: Db, dealerId: number) {
  const [dealer] = await db.select().from(dealers).where(eq(dealers.id, dealerId));
  if (!dealer) return null;
  const list = await db.select().from(branches).where(and(eq(branches.dealerId, dealerId), eq(branches.active, true))).orderBy(asc(branches.id));
  const ids = list.map((b) => b.id);
  const areas = ids.length ? await db.select().from(branchDeliveryAreas).where(inArray(branchDeliveryAreas.branchId, ids)) : [];
  const products = ids.length
    ? await db
        .selectDistinct({ branchId: priceTiers.branchId, productId: priceTiers.productId })
        .from(priceTiers)
        .where(and(inArray(priceTiers.branchId, ids), sql`${priceTiers.validFrom} <= now()`, sql`(${priceTiers.validTo} is null or ${priceTiers.validTo} > now())`))
    : [];
  return { dealer, branches: list, areas, products };
}

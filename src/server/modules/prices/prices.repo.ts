import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { priceHistory } from "../../../db/schema/index.ts";

export async function countrySeries(db: Db, countryId: number, productGroupId: number, fromDay: string) {
  return db
    .select({ day: priceHistory.day, price: sql<number>`round(avg(${priceHistory.pricePerBasis}))::int` })
    .from(priceHistory)
    .where(and(eq(priceHistory.countryId, countryId), eq(priceHistory.productGroupId, productGroupId), gte(priceHistory.day, fromDay)))
    .groupBy(priceHistory.day)
    .orderBy(asc(priceHistory.day));
}

export async function stateSeries(db: Db, stateId: number, productGroupId: number, fromDay: string) {
  return db
    .select({ day: priceHistory.day, price: priceHistory.pricePerBasis })
    .from(priceHistory)
    .where(and(eq(priceHistory.stateId, stateId), eq(priceHistory.productGroupId, productGroupId), gte(priceHistory.day, fromDay)))
    .orderBy(asc(priceHistory.day));
}

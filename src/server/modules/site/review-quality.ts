import { and, eq, gte, lte, sql } from "drizzle-orm";
import { LOCALES } from "../../../domain/shared/countries.ts";
import { activeSince, reviewQuality, type ReviewQuality } from "../../../domain/site/review-quality.ts";
import type { Db } from "../../../db/client.ts";
import { orderRatings } from "../../../db/schema/index.ts";
import { AppError } from "../../../domain/shared/errors.ts";

/**
 * Spec §7 `trusted-shops/{id}/overall`: the review-quality widget of a country's shop, computed from the
 * customers' ratings of their deliveries (order_ratings) in that country. `id` is the country's
 * trustedShopsId; an unknown id is a 404.
 */
export async function overallReviewQuality(db: Db, trustedShopsId: string, now: Date): Promise<ReviewQuality> {
  const locale = Object.values(LOCALES).find((l) => l.trustedShopsId === trustedShopsId);
  if (!locale) throw new AppError("UNKNOWN_SHOP");
  const since = activeSince(now);
  const [row] = await db
    .select({
      totalCount: sql<number>`count(*)::int`,
      activeCount: sql<number>`(count(*) filter (where ${orderRatings.createdAt} >= ${since.toISOString()}))::int`,
      activeStarSum: sql<number>`coalesce(sum(${orderRatings.stars}) filter (where ${orderRatings.createdAt} >= ${since.toISOString()}), 0)::int`,
    })
    .from(orderRatings)
    .where(and(eq(orderRatings.countryId, locale.countryId), gte(orderRatings.stars, 1), lte(orderRatings.stars, 5)));
  return reviewQuality(row ?? { totalCount: 0, activeCount: 0, activeStarSum: 0 });
}

import type { PlatformDeps } from "../../platform/deps.ts";
import { overallReviewQuality, REVIEW_QUALITY_TTL_MS } from "./review-quality.ts";

/** Site-wide data: the review-quality widget of the footer. */
export function createSiteServices({ db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">) {
  return {
    /** Cached 3600 s (spec §9) per shop id; an unknown id is a 404 and is not cached. */
    reviewQuality: (trustedShopsId: string) =>
      cache.getOrLoad(`site:review-quality:${trustedShopsId}`, REVIEW_QUALITY_TTL_MS, () => overallReviewQuality(db, trustedShopsId, clock.now())),
    /** New ratings: the widget is recomputed on every instance. */
    invalidateReviewQuality: () => cache.invalidatePrefix("site:review-quality:"),
  };
}

export type SiteServices = ReturnType<typeof createSiteServices>;

import type { PlatformDeps } from "../../platform/deps.ts";
import { overallReviewQuality } from "./review-quality.ts";
import { cacheTtlMs } from "../../../domain/shared/spec-constants.ts";

/** Site-wide data: the review-quality widget of the footer. */
export function createSiteServices({ db, cache, clock }: Pick<PlatformDeps, "db" | "cache" | "clock">) {
  return {
    /** Cached 3600 s (spec §9) per shop id; an unknown id is a 404 and is not cached. */
    reviewQuality: (trustedShopsId: string) =>
      cache.getOrLoad(`site:review-quality:${trustedShopsId}`, cacheTtlMs("reviewQuality"), () =>
        overallReviewQuality(db, trustedShopsId, clock.now()),
      ),
    /** New ratings: the widget is recomputed on every instance. */
    invalidateReviewQuality: () => cache.invalidatePrefix("site:review-quality:"),
  };
}

export type SiteServices = ReturnType<typeof createSiteServices>;

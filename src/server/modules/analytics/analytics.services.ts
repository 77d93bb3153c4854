import type { PlatformDeps } from "../../platform/deps.ts";
import { recordPageView } from "./record-page-view.ts";

/** Page views, counted per path and day after cookie consent. */
export function createAnalyticsServices({ db, clock }: Pick<PlatformDeps, "db" | "clock">) {
  return {
    /** Query strings may carry postcodes: only the path is counted. */
    recordPageView: (countryId: number, path: string) => recordPageView(db, { countryId, path: path.split("?")[0], day: clock.today(countryId) }),
  };
}

export type AnalyticsServices = ReturnType<typeof createAnalyticsServices>;

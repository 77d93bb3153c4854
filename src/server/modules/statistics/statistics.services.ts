import type { PlatformDeps } from "../../platform/deps.ts";
import { bindDeps } from "../../platform/bind-deps.ts";
import { getProducts } from "./get-products.ts";
import { getStatistic } from "./get-statistic.ts";

/**
 * The back office's period statistic (decision 0031). Not cached: finance expects
 * today's orders at once, and one aggregate over a year of orders is fast enough (bench/statistics-queries.ts).
 */
export function createStatisticsServices({ db, clock }: Pick<PlatformDeps, "db" | "clock">) {
  return {
    ...bindDeps({ db }, { getStatistic }),
    getProducts,
    /** Today in Germany: the page's default period ends here. */
    today: () => clock.today(1),
  };
}

export type StatisticsServices = ReturnType<typeof createStatisticsServices>;

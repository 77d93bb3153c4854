import type { PlatformDeps } from "../../platform/deps.ts";

/** What the statistic's use cases need: only the database (read-only, decision 0031 "Read models"). */
export type StatisticsDeps = Pick<PlatformDeps, "db">;

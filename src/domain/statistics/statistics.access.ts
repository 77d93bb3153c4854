import { anyOf, type Area } from "../access/area-row.ts";

/**
 * The period statistics.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const STATISTICS_AREAS: readonly Area[] = [
  {
    id: "statistics",
    access: anyOf("FINANCE", "MARKETING", "EDITOR"),
    login: "account",
    api: ["/api/periodStatistic"],
    pages: ["/statistics"],
  },
];

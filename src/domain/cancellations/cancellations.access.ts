import { anyOf, type Area } from "../access/area-row.ts";

/**
 * Cancellation management.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const CANCELLATIONS_AREAS: readonly Area[] = [
  // Cancellations: support handles them, finance books them (spec §4 booked state and booking mode).
  {
    id: "cancellations",
    access: anyOf("SUPPORT", "FINANCE"),
    login: "account",
    api: ["/api/ordercancellationlist"],
    pages: ["/stornomanagement"],
  },
];

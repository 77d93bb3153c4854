import { anyOf, type Area } from "../access/area-row.ts";

/**
 * Order exports.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const ORDER_EXPORT_AREAS: readonly Area[] = [
  { id: "order-export", access: anyOf("FINANCE"), login: "account", api: ["/api/export-orders"], pages: ["/export-orders"] },
];

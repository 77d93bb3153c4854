import { anyOf, type Area } from "../access/area-row.ts";

/**
 * The customer area.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const CUSTOMER_AREAS: readonly Area[] = [
  { id: "customer", access: anyOf("CUSTOMER"), login: "account", api: ["/api/customer"], pages: ["/kunde"] },
];

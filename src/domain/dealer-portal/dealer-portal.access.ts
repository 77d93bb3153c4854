import { anyOf, type Area } from "../access/area-row.ts";

/**
 * The dealer portal.
 * Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const DEALER_PORTAL_AREAS: readonly Area[] = [
  { id: "dealer-portal", access: anyOf("DEALER"), login: "account", api: ["/api/haendlerportal"], pages: ["/haendlerportal"] },
];

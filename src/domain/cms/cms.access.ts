import { anyOf, type Area } from "../access/area-row.ts";

/**
 * Content management (decision 0065): the editors and marketing open /support/cms; admins pass every
 * check. Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const CMS_AREAS: readonly Area[] = [
  { id: "editor", access: anyOf("EDITOR", "MARKETING"), login: "account", api: ["/api/support/cms"], pages: ["/support/cms"] },
];

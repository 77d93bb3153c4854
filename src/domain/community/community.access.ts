import { PUBLIC, type Area } from "../access/area-row.ts";

/**
 * The community (decision 0069): reading is everybody's, so the area is public; writing needs a login and
 * the accepted guidelines, which the use cases check (a visitor may still report a post with her e-mail
 * address). Its rows of the access table, composed in src/domain/access/access-areas.ts (decision 0019).
 */
export const COMMUNITY_AREAS: readonly Area[] = [
  { id: "community", access: PUBLIC, login: "account", api: ["/api/community"], pages: ["/community"] },
];

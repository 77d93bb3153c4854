import type { Check } from "./roles.ts";

// One row of the access table (access-areas.ts, decision 0019) and its three kinds of access; each area
// writes its rows in its own `src/domain/<area>/<area>.access.ts`.

export type Access = { kind: "public" } | { kind: "session" } | { kind: "role"; anyOf: readonly Check[] };

export interface Area {
  id: string;
  access: Access;
  /** Where a page sends an anonymous visitor: the login page, or the order login of the product group. */
  login: "account" | "order";
  /** Fastify route patterns (prefixes); the few routes outside /api are listed in the public row. */
  api: readonly string[];
  /** Page paths (prefixes) as in src/web/routes.ts. */
  pages: readonly string[];
}

export const PUBLIC: Access = { kind: "public" };
/** Any logged-in user, guests included (spec §6: guests order too). */
export const SESSION: Access = { kind: "session" };
export const anyOf = (...checks: Check[]): Access => ({ kind: "role", anyOf: checks });

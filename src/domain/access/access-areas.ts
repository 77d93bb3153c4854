/**
 * Which area each server route and page belongs to, and who may open each area (decision 0019 has the
 * same table in prose). The API guard (src/server/plugins/area-guard.ts) and the page guard
 * (src/server/plugins/page-guard.ts) read it, and the authorisation matrix test calls every route and
 * page of it as every kind of user. A new route or page goes under the prefix of its area; one that
 * fits no row is refused at start-up (API) or by the matrix test (pages).
 *
 * Prefixes match whole path segments, the longest wins, so "/support/cms" (editors) is cut out of
 * "/support" (support desks). Literal segments match without regard to case, as React Router matches
 * page paths; ":productGroup" stands for a product group's URL name (heizoel, diesel, …) exactly as the
 * order pages accept it, so "/nichts/bestellung" stays the public 404 page.
 */
import { PRODUCT_GROUPS } from "../shared/products.ts";
import { passes } from "./roles.ts";
import { DOMAIN_AREAS } from "../shared/area-list.ts";
import type { Area } from "./area-row.ts";

export type { Access, Area } from "./area-row.ts";

/**
 * The table: each area's rows from its own `src/domain/<area>/<area>.access.ts`, named on its line of the
 * domain's area list (src/domain/shared/area-list.ts), in the order the table always had
 * (access-areas.test.ts keeps it). The public row names the platform's routes as well.
 */
export const AREAS: readonly Area[] = DOMAIN_AREAS.flatMap((area) => ("access" in area ? area.access : []));

const PRODUCT_GROUP_NAMES: ReadonlySet<string> = new Set(PRODUCT_GROUPS.map((g) => g.urlName));
const PRODUCT_GROUP_PARAM = ":productGroup";

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

interface Prefix {
  area: Area;
  /** Lower-cased, except ":productGroup". */
  segments: readonly string[];
}

/**
 * How many segments of the path the prefix covers (-1: no match). The empty prefix ("/") covers only
 * the empty path. `routePattern`: the path is itself a route pattern, whose ":productGroup" segment fits.
 */
function coverage(prefix: readonly string[], path: readonly string[], lower: readonly string[], routePattern: boolean): number {
  if (prefix.length === 0) return path.length === 0 ? 0 : -1;
  if (prefix.length > path.length) return -1;
  for (let i = 0; i < prefix.length; i++) {
    const p = prefix[i];
    const fits = p === PRODUCT_GROUP_PARAM ? PRODUCT_GROUP_NAMES.has(path[i]) || (routePattern && path[i] === p) : p === lower[i];
    if (!fits) return -1;
  }
  return prefix.length;
}

/**
 * Every prefix split once and filed under its first segment: the page guard asks for each loader of
 * every page request, so a lookup compares with a handful of prefixes, not all of them.
 */
function indexPrefixes(kind: "api" | "pages") {
  const byFirst = new Map<string, Prefix[]>();
  const anyFirst: Prefix[] = [];
  for (const area of AREAS) {
    for (const prefix of area[kind]) {
      const segments = segmentsOf(prefix).map((s) => (s === PRODUCT_GROUP_PARAM ? s : s.toLowerCase()));
      const first = segments[0];
      if (first === undefined || first === PRODUCT_GROUP_PARAM) anyFirst.push({ area, segments });
      else byFirst.set(first, [...(byFirst.get(first) ?? []), { area, segments }]);
    }
  }
  return { byFirst, anyFirst };
}

const PREFIXES = { api: indexPrefixes("api"), pages: indexPrefixes("pages") };

function areaOf(kind: "api" | "pages", segments: readonly string[], routePattern: boolean): Area | null {
  const lower = segments.map((s) => s.toLowerCase());
  const { byFirst, anyFirst } = PREFIXES[kind];
  let best: Area | null = null;
  let bestLength = -1;
  for (const candidates of [byFirst.get(lower[0]) ?? [], anyFirst]) {
    for (const { area, segments: prefix } of candidates) {
      const n = coverage(prefix, segments, lower, routePattern);
      if (n > bestLength) {
        best = area;
        bestLength = n;
      }
    }
  }
  return best;
}

/** The area of a Fastify route pattern such as "/api/jwt/adressen/:id"; null when no row names it. */
export function apiAreaOf(routeUrl: string): Area | null {
  return areaOf("api", segmentsOf(routeUrl), true);
}

/** The area of a page route pattern of src/web/routes.ts such as ":productGroup/bestellung/:stepName?". */
export function pageRouteAreaOf(routePath: string): Area | null {
  return areaOf("pages", segmentsOf(routePath), true);
}

/** The area of a requested page path, decoded as React Router decodes it; null: no page there (the 404 page). */
export function pageAreaOf(pathname: string): Area | null {
  return areaOf("pages", segmentsOf(pathname).map(decodeSegment), false);
}

/** What a guard does with a caller: let through, ask to log in, or refuse. */
export type Verdict = "allowed" | "anonymous" | "forbidden";

export function verdict(area: Area | null, user: { roles: readonly string[] } | null | undefined): Verdict {
  if (!area || area.access.kind === "public") return "allowed";
  if (!user) return "anonymous";
  if (area.access.kind === "session") return "allowed";
  return area.access.anyOf.some((check) => passes(user.roles, check)) ? "allowed" : "forbidden";
}

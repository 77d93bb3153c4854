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
import { passes, type Check } from "./roles.ts";

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

const PUBLIC: Access = { kind: "public" };
/** Any logged-in user, guests included (spec §6: guests order too). */
const SESSION: Access = { kind: "session" };
const anyOf = (...checks: Check[]): Access => ({ kind: "role", anyOf: checks });

export const AREAS: readonly Area[] = [
  {
    id: "public",
    access: PUBLIC,
    login: "account",
    api: [
      "/healthz",
      "/readyz",
      "/session",
      "/sitemap.xml",
      "/robots.txt",
      // The OpenAPI document and its browser (decision 0018): the API they describe is public anyway.
      "/api/docs",
      // Prometheus metrics: not a user's area; the route itself demands METRICS_TOKEN (decision 0018).
      "/metrics",
      "/api/account",
      "/api/common",
      "/api/location",
      "/api/site",
      "/api/kalkulation",
      "/api/cross-linking",
      "/api/error-trace",
      "/api/analytics",
      // Ad delivery and lead guides (spec §7) are read by every visitor; their editing lives under /api/support.
      "/api/iam",
      "/api/leads",
      // The German 404 of every unknown /api path.
      "/api/*",
    ],
    pages: [
      "/",
      "/:productGroup/angebotsassistent",
      "/:productGroup/angebotsliste",
      "/:productGroup/bestellparameter-bestaetigen",
      "/heizoelpreise",
      "/heizoelhaendler",
      "/news",
      "/info-center",
      "/impressum",
      "/datenschutz",
      "/cookie-einstellungen",
      "/cookie-einwilligung",
      "/abmelden",
      "/druckansicht",
      "/benutzerkonto",
      "/neues-kennwort-setzen",
      "/anfrage-bestaetigen",
      "/email-anpassung-bestaetigen",
      "/benachrichtigungen",
      "/preiswecker",
      "/bewerten-sie-uns",
      "/app-anmeldung-verifizierung",
      "/heizoel-verbrauchsvergleich",
      "/dein-heizoelverbrauch",
      "/leads",
      "/community",
      // The contact form (decision 0042); its API is POST /api/site/kontakt.
      "/kontakt",
      // Only a permanent redirect to /persoenliche-daten (decision 0045): a browser remembers it for whoever
      // logs in next, so it is the same for everyone; the target checks the login.
      "/kunde/stammdaten",
    ],
  },
  {
    id: "order-process",
    access: SESSION,
    login: "order",
    api: ["/api/order-process", "/api/jwt/adressen/order-addresses"],
    pages: ["/:productGroup/bestellung"],
  },
  // The order's status page (decision 0040): its owner's session or the order's mail link opens it, so
  // the page itself decides (orders' orderAccess) and shows everybody else the same access page with
  // "Link per E-Mail anfordern" — for every order id, whether it exists or not.
  { id: "order-status", access: PUBLIC, login: "order", api: [], pages: ["/:productGroup/bestellung-erfolgreich"] },
  {
    id: "account",
    access: SESSION,
    login: "account",
    // Spec §6: the mex banner data needs a logged-in user (not a mex customer: it offers mex to others).
    api: ["/api/jwt", "/api/basedata", "/api/site/mex"],
    pages: ["/persoenliche-daten", "/account/basedata/partial"],
  },
  { id: "customer", access: anyOf("CUSTOMER"), login: "account", api: ["/api/customer"], pages: ["/kunde"] },
  { id: "mex", access: anyOf("MEX_CUSTOMER"), login: "account", api: ["/api/mex"], pages: ["/mein-mex", "/mex"] },
  // Tank sensors themselves (decision 0030): no login; every reading carries its device's signature, checked by the use case.
  // The open-data API (decision 0030): the customer's own access key, checked by the use case, not a login.
  { id: "mex-devices", access: PUBLIC, login: "account", api: ["/api/mex/devices", "/api/mex/open"], pages: [] },
  { id: "dealer-portal", access: anyOf("DEALER"), login: "account", api: ["/api/haendlerportal"], pages: ["/haendlerportal"] },
  // The back office (decision 0031 has this table as "which role opens which page"): support desks
  // by default (users, impersonation, the contact requests' queue /support/kontakt of decision 0042), cut-outs
  // below for ads, CMS, sales, cancellations, figures and operations.
  { id: "support", access: anyOf("SUPPORT"), login: "account", api: ["/api/support"], pages: ["/support"] },
  {
    id: "ad-manager",
    access: anyOf("AD_MANAGER"),
    login: "account",
    api: ["/api/support/adverts", "/api/support/campaigns", "/api/support/slots"],
    pages: ["/support/adverts", "/support/campaigns", "/support/slots"],
  },
  { id: "editor", access: anyOf("EDITOR"), login: "account", api: ["/api/support/cms"], pages: ["/support/cms"] },
  {
    id: "admin",
    access: anyOf("ADMIN"),
    login: "account",
    api: [
      "/api/admin",
      "/api/support/cache",
      "/api/support/data-export",
      "/api/support/parameter-requirement",
      "/api/support/jobs",
      "/api/support/audit-log",
    ],
    pages: ["/admin", "/support/cache", "/support/data-export", "/support/parameter-requirement", "/support/jobs", "/support/protokoll"],
  },
  // The sales list: every order, for the support desks (cancel with a reason) and finance (figures).
  {
    id: "sales-list",
    access: anyOf("SUPPORT", "FINANCE"),
    login: "account",
    api: ["/api/admin/verkaufsliste"],
    pages: ["/admin/verkaufsliste"],
  },
  // Cancellations: support handles them, finance books them (spec §4 booked state and booking mode).
  {
    id: "cancellations",
    access: anyOf("SUPPORT", "FINANCE"),
    login: "account",
    api: ["/api/ordercancellationlist"],
    pages: ["/stornomanagement"],
  },
  {
    id: "statistics",
    access: anyOf("FINANCE", "MARKETING", "EDITOR"),
    login: "account",
    api: ["/api/periodStatistic"],
    pages: ["/statistics"],
  },
  { id: "order-export", access: anyOf("FINANCE"), login: "account", api: ["/api/export-orders"], pages: ["/export-orders"] },
];

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

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { AREAS, pageAreaOf, pageRouteAreaOf, verdict } from "../../domain/access/access-areas.ts";
import { userFromClaims } from "../../domain/account/auth.ts";
import { PERSONA_CLAIMS } from "../../../tests/setup/personas.ts";
import routeConfig from "../../web/routes.ts";
import { guardPages, pageRefusal } from "./page-guard.ts";

/**
 * Decision 0019, pages: every page of src/web/routes.ts in the area table, and React Router's own request
 * handler over a build of exactly those routes (each loader and action only records that it ran), wrapped
 * by the page guard as src/server/plugins/web.ts wraps the real build. Each page is requested as a
 * document, as client-side navigation data (`.data`) and as a form post, by every kind of user.
 * The journeys in tests/e2e/account/ check the real pages.
 */
interface ConfigEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}

interface PageRoute {
  id: string;
  parentId: string;
  file: string;
  path?: string;
  index?: boolean;
  /** The whole path from the root, as the area table sees it. */
  fullPath: string;
  leaf: boolean;
}

function flatten(entries: ConfigEntry[], parentId = "root", parentPath = ""): PageRoute[] {
  return entries.flatMap((e) => {
    const id = e.id ?? e.file;
    const fullPath = [parentPath, e.path ?? ""].filter(Boolean).join("/");
    const children = e.children ?? [];
    return [
      { id, parentId, file: e.file, path: e.path, index: e.index, fullPath, leaf: children.length === 0 },
      ...flatten(children, id, fullPath),
    ];
  });
}

const CONFIGURED = flatten(routeConfig as ConfigEntry[]);
const LEAVES = CONFIGURED.filter((p) => p.leaf && p.fullPath !== "*");
/** A page under each prefix of the areas whose pages the next issues build (customer, mex, back office …). */
const PROBES: PageRoute[] = AREAS.filter((a) => a.access.kind === "role")
  .flatMap((a) => a.pages.map((prefix) => `${prefix.slice(1)}/probe`))
  .filter((path) => !LEAVES.some((p) => p.fullPath.toLowerCase().startsWith(path.split("/")[0].toLowerCase())))
  .map((path) => ({ id: `probe:${path}`, parentId: "root", file: "", path, fullPath: path, leaf: true }));
const PAGES = [...CONFIGURED, ...PROBES];

const CALLERS = PERSONA_CLAIMS;

/** A build of the route config whose data functions record that they ran; the document is a JSON summary. */
function recordingBuild(ran: string[]): ServerBuild {
  const record = (id: string, what: string) => () => {
    ran.push(`${what} ${id}`);
    return { id };
  };
  const routes: ServerBuild["routes"] = {
    // biome-ignore lint/correctness/noComponentHookFactories: a stand-in route module, never rendered.
    root: { id: "root", path: "", module: { default: () => null, loader: record("root", "loader"), ErrorBoundary: () => null } },
  };
  const assetRoutes: Record<string, object> = {
    root: {
      id: "root",
      path: "",
      hasLoader: true,
      hasAction: false,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: true,
      module: "/root.js",
    },
  };
  for (const p of PAGES) {
    routes[p.id] = {
      id: p.id,
      parentId: p.parentId,
      path: p.path,
      index: p.index,
      caseSensitive: undefined,
      module: { default: () => null, loader: record(p.id, "loader"), ...(p.leaf && { action: record(p.id, "action") }) },
    };
    assetRoutes[p.id] = {
      id: p.id,
      parentId: p.parentId,
      path: p.path,
      index: p.index,
      hasLoader: true,
      hasAction: p.leaf,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      module: `/${p.id}.js`,
    };
  }
  return {
    entry: {
      module: {
        default: (
          _req: Request,
          status: number,
          headers: Headers,
          ctx: { staticHandlerContext: { errors: Record<string, unknown> | null } },
        ) => new Response(JSON.stringify({ status, errors: Object.keys(ctx.staticHandlerContext.errors ?? {}) }), { status, headers }),
        handleError: () => {},
      },
    },
    routes,
    assets: { entry: { module: "/entry.js", imports: [] }, routes: assetRoutes, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/** A URL of the page: the first product group for ":productGroup", "1" for other parameters. */
const urlOf = (fullPath: string) =>
  "/" +
  fullPath
    .split("/")
    .filter((s) => s && !s.endsWith("?"))
    .map((s) => (s === ":productGroup" ? "heizoel" : s.startsWith(":") ? "1" : s))
    .join("/");

describe("page guard: every page is in the area table (decision 0019)", () => {
  it("each page route of src/web/routes.ts names an area", () => {
    const missing = LEAVES.filter((p) => !pageRouteAreaOf(p.fullPath)).map((p) => `${p.id} (/${p.fullPath})`);
    expect(missing, "add these pages' prefixes to their area's row in src/domain/<area>/<area>.access.ts (decision 0019)").toEqual([]);
  });

  it("each page of a guarded area has a loader: a client-side navigation to a page without one never asks the server", () => {
    const guarded = LEAVES.filter((p) => pageRouteAreaOf(p.fullPath)?.access.kind !== "public");
    expect(guarded.map((p) => p.id)).toEqual(expect.arrayContaining(["productGroup-order", "personal-data"]));
    for (const p of guarded) {
      const source = readFileSync(resolve("src/web", p.file), "utf8");
      expect(source, `${p.file} needs a loader`).toMatch(/export (async )?function loader\b|export const loader\b/);
    }
  });
});

describe("page guard: who gets which page (decision 0019)", () => {
  const cases = [...LEAVES, ...PROBES].flatMap((page) => Object.keys(CALLERS).map((caller) => [page.id, caller, page] as const));

  it.each(cases)("%s as %s", async (_id, caller, page) => {
    const ran: string[] = [];
    const handle = createRequestHandler(guardPages(recordingBuild(ran)), "production");
    const claims = CALLERS[caller];
    const user = claims && userFromClaims(claims);
    const path = urlOf(page.fullPath);
    const url = `http://de.localhost${path}?zipCode=80331`;
    const expected = verdict(pageAreaOf(path), user);
    const call = (u: string, init?: RequestInit) => handle(new Request(u, init), { user } as never);
    const dataUrl = `http://de.localhost${path === "/" ? "/_root" : path}.data?zipCode=80331`;

    const doc = await call(url);
    const data = await call(dataUrl);
    const ranBeforePost = [...ran];
    // A form post to an index route names it with ?index, as React Router's <Form> does.
    const post = await call(page.index ? `${url}&index` : url, { method: "POST", body: new URLSearchParams({ a: "1" }) });
    const ranByPage = ran.filter((r) => r !== "loader root");

    if (expected === "allowed") {
      expect(doc.status).toBe(200);
      expect(ranBeforePost).toContain(`loader ${page.id}`);
      expect(ran).toContain(`action ${page.id}`);
      expect(data.status).toBe(200);
      expect(post.status).toBe(200);
      return;
    }
    // Nothing of the page ran: no loader, no action (the root only renders the frame of the error page).
    expect(ranByPage).toEqual([]);
    const refusal = pageRefusal(new URL(url), user);
    if (expected === "anonymous") {
      expect(refusal?.kind).toBe("login");
      const location = refusal?.kind === "login" ? refusal.location : "";
      expect(doc.status).toBe(302);
      expect(doc.headers.get("location")).toBe(location);
      expect(post.status).toBe(302);
      expect(post.headers.get("location")).toBe(location);
      // Client-side navigation: React Router's single-fetch redirect, followed by the browser's router.
      expect(data.status).toBe(202);
      expect(await data.text()).toContain(location);
    } else {
      expect(doc.status).toBe(403);
      expect(await doc.json()).toMatchObject({ status: 403 });
      expect(post.status).toBe(403);
      expect(data.status).toBe(403);
    }
  });
});

describe("page guard: where an anonymous visitor is sent (the redirects the pages made themselves before)", () => {
  it.each([
    ["/persoenliche-daten", "/benutzerkonto/anmeldung?ReturnUrl=%2Fpersoenliche-daten"],
    ["/persoenliche-daten?tab=adressen", "/benutzerkonto/anmeldung?ReturnUrl=%2Fpersoenliche-daten%3Ftab%3Dadressen"],
    [
      "/heizoel/bestellung/adresse?checkout=abc",
      "/benutzerkonto/bestellanmeldung/heizoel?ReturnUrl=%2Fheizoel%2Fbestellung%2Fadresse%3Fcheckout%3Dabc",
    ],
    ["/kunde/dashboard", "/benutzerkonto/anmeldung?ReturnUrl=%2Fkunde%2Fdashboard"],
  ])("%s → %s", (path, location) => {
    expect(pageRefusal(new URL(`http://de.localhost${path}`), null)).toEqual({ kind: "login", location });
  });

  it("a logged-in user without the area's role is refused, not sent to the login", () => {
    const customer = userFromClaims({ id: "2", isGuest: "False" });
    expect(pageRefusal(new URL("http://de.localhost/support/user/list"), customer)).toEqual({ kind: "forbidden" });
    expect(pageRefusal(new URL("http://de.localhost/kunde/dashboard"), customer)).toBeNull();
    expect(pageRefusal(new URL("http://de.localhost/heizoelpreise"), null)).toBeNull();
    // The order's status page decides itself (its owner's session or the order's mail link, decision 0040).
    expect(pageRefusal(new URL("http://de.localhost/diesel/bestellung-erfolgreich/12"), null)).toBeNull();
  });
});

describe("page guard: a page that is not built yet is the 404 page for everyone", () => {
  it.each(["/support/gibt-es-noch-nicht", "/kunde/gibt-es-noch-nicht", "/haendlerportal/gibt-es-noch-nicht", "/admin/gibt-es-noch-nicht"])(
    "%s reaches the not-found route, anonymous or not",
    async (path) => {
      for (const claims of [null, PERSONA_CLAIMS.customer, PERSONA_CLAIMS.admin]) {
        const ran: string[] = [];
        const handle = createRequestHandler(guardPages(recordingBuild(ran)), "production");
        const user = claims && userFromClaims(claims);
        const doc = await handle(new Request(`http://de.localhost${path}`), { user } as never);
        const data = await handle(new Request(`http://de.localhost${path}.data`), { user } as never);
        // No login redirect and no 403: the catch-all route answers (the real one with its 404 page).
        expect(doc.status).toBe(200);
        expect(data.status).toBe(200);
        expect(ran).toContain("loader not-found");
      }
    },
  );
});

import { data, matchRoutes, redirect, type RouteObject, type ServerBuild } from "react-router";
import { pageAreaOf, verdict } from "../../domain/access-areas.ts";
import type { LoggedInUser } from "../../domain/auth.ts";
import { loginUrl, orderLoginUrl } from "../../domain/login-flow.ts";

export type PageRefusal = { kind: "login"; location: string } | { kind: "forbidden" } | null;

/**
 * What the page guard does with a request for this URL (decision 0019): nothing (null), send an
 * anonymous visitor to the login page with ReturnUrl = this page (the order login of the product group
 * for the order pages), or refuse a logged-in user without the area's role (403, the error page).
 */
export function pageRefusal(url: URL, user: Pick<LoggedInUser, "roles"> | null): PageRefusal {
  const area = pageAreaOf(url.pathname);
  const v = verdict(area, user);
  if (v === "allowed" || !area) return null;
  if (v === "forbidden") return { kind: "forbidden" };
  const back = `${url.pathname}${url.search}`;
  if (area.login === "order") {
    // The area table matched the first segment as a product group's URL name.
    const group = decodeURIComponent(url.pathname.split("/").filter(Boolean)[0]);
    return { kind: "login", location: orderLoginUrl(group, back) };
  }
  return { kind: "login", location: loginUrl(back) };
}

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type DataFunctionArgs = { request: Request; context: unknown };

/** The build's routes as a tree, for matching a URL the way React Router does. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, NonNullable<ServerBuild["routes"][string]>[]>();
  for (const route of Object.values(build.routes)) if (route) children.set(route.parentId, [...(children.get(route.parentId) ?? []), route]);
  const toObject = (route: NonNullable<ServerBuild["routes"][string]>): RouteObject =>
    ({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: (children.get(route.id) ?? []).map(toObject) }) as RouteObject;
  return (children.get(undefined) ?? []).map(toObject);
}

/**
 * Whether a URL names a page the build has. A path no page claims is the 404 page for everyone, also
 * under a guarded prefix: a page that is not built yet answers 404, not a login or a 403.
 */
function pageExists(tree: RouteObject[]): (request: Request) => boolean {
  const known = new WeakMap<Request, boolean>();
  return (request) => {
    let exists = known.get(request);
    if (exists === undefined) {
      const url = new URL(request.url);
      // Client-side navigation asks for `/path.data` (the root's data as `/_root.data`).
      const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
      const leaf = matchRoutes(tree, pathname)?.at(-1)?.route;
      exists = leaf !== undefined && leaf.path !== "*";
      known.set(request, exists);
    }
    return exists;
  };
}

function assertAllowed(routeId: string, { request, context }: DataFunctionArgs, exists: (request: Request) => boolean) {
  if (!exists(request)) return;
  const refusal = pageRefusal(new URL(request.url), (context as { user: LoggedInUser | null }).user);
  if (!refusal) return;
  if (refusal.kind === "login") throw redirect(refusal.location);
  // The root keeps its data (the site's frame and the caller's own session) so the error page renders
  // in it; every other loader and action of the refused page is stopped.
  if (routeId !== "root") throw data(null, { status: 403 });
}

function guardModule(routeId: string, module: RouteModule, exists: (request: Request) => boolean): RouteModule {
  const { loader, action } = module;
  return {
    ...module,
    ...(loader && { loader: (args: DataFunctionArgs) => (assertAllowed(routeId, args, exists), loader(args as never)) }),
    ...(action && { action: (args: DataFunctionArgs) => (assertAllowed(routeId, args, exists), action(args as never)) }),
  } as RouteModule;
}

/**
 * Page guards once per area (decision 0019): every loader and action of the build first asks the area
 * table about the requested URL, so a page of a guarded area cannot forget its guard, actions included
 * (a layout loader would guard neither actions nor its children's loaders, which run in parallel).
 * React Router still answers: redirects and the 403 come out right for documents and `.data` requests.
 * A page of a guarded area needs a loader, or a client-side navigation to it never asks the server
 * (the guard's test checks that).
 */
export function guardPages(build: ServerBuild): ServerBuild {
  const exists = pageExists(routeTree(build));
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) routes[id] = route && { ...route, module: guardModule(id, route.module, exists) };
  return { ...build, routes };
}

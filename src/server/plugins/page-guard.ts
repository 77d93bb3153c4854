import { data, redirect, type ServerBuild } from "react-router";
import { pageAreaOf, verdict } from "../../domain/access/access-areas.ts";
import type { LoggedInUser } from "../../domain/account/auth.ts";
import { loginUrl, orderLoginUrl } from "../../domain/account/login-flow.ts";

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
/** `pattern`: the route pattern React Router matched for the whole request (e.g. "heizoelpreise/:stateName"). */
type DataFunctionArgs = { request: Request; context: unknown; pattern: string };

/**
 * Whether the request names a page the build has. A path no page claims is the 404 page for everyone, also
 * under a guarded prefix: a page that is not built yet answers 404, not a login or a 403. React Router
 * hands every loader and action the pattern it matched; the catch-all not-found route's is "*". Matching
 * the URL against the route tree again here cost ≈ 3 ms per page (React Router's `matchRoutes` flattens and
 * ranks all 90 routes and compiles their patterns on every call): 11 % of the server's CPU time under
 * the mixed load (decision 0039).
 */
const pageExists = (pattern: string) => pattern !== "*" && !pattern.endsWith("/*");

function assertAllowed(routeId: string, { request, context, pattern }: DataFunctionArgs) {
  if (!pageExists(pattern)) return;
  const refusal = pageRefusal(new URL(request.url), (context as { user: LoggedInUser | null }).user);
  if (!refusal) return;
  if (refusal.kind === "login") throw redirect(refusal.location);
  // The root keeps its data (the site's frame and the caller's own session) so the error page renders
  // in it; every other loader and action of the refused page is stopped.
  if (routeId !== "root") throw data(null, { status: 403 });
}

function guardModule(routeId: string, module: RouteModule): RouteModule {
  const { loader, action } = module;
  return {
    ...module,
    ...(loader && { loader: (args: DataFunctionArgs) => (assertAllowed(routeId, args), loader(args as never)) }),
    ...(action && { action: (args: DataFunctionArgs) => (assertAllowed(routeId, args), action(args as never)) }),
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
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) routes[id] = route && { ...route, module: guardModule(id, route.module) };
  return { ...build, routes };
}

import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The `handle` of every route a path matches, outermost first, from the build's route modules: the slots a
 * page names (decision 0059), so the root loader can fill them before the page's own loaders have run, and
 * whether the page may be shared (decision 0062). Built once per build; a path's answer is the same every time.
 */
export function pageHandles(routes: ServerBuild["routes"]): (pathname: string) => unknown[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  const nodes = new Map<string, RouteObject>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node: RouteObject = route.index
      ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
      : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: [] };
    nodes.set(route.id, node);
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), node]);
  }
  for (const [id, node] of nodes) if (!node.index) node.children = byParent.get(id) ?? [];
  const tree = byParent.get(undefined) ?? [];
  const handleOf = (id: string) => routes[id]?.module.handle;
  const known = new Map<string, unknown[]>();
  return (pathname) => {
    const cached = known.get(pathname);
    if (cached) return cached;
    const handles = (matchRoutes(tree, pathname) ?? []).map((m) => handleOf(m.route.id!));
    // Paths come from visitors: remember only as many as a site has kinds of page.
    if (known.size < 1_000) known.set(pathname, handles);
    return handles;
  };
}

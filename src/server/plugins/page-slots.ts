import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { slotNamesOfHandles } from "../../domain/slots/slots.types.ts";

/**
 * The slots a page names (decision 0059): the `handle.slots` of every route the path matches, from the
 * build's route modules, so the root loader can fill them before the page's own loaders have run. Built once
 * per build; a path's answer is the same every time.
 */
export function pageSlotNames(routes: ServerBuild["routes"]): (pathname: string) => string[] {
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
  const known = new Map<string, string[]>();
  return (pathname) => {
    const cached = known.get(pathname);
    if (cached) return cached;
    const names = slotNamesOfHandles((matchRoutes(tree, pathname) ?? []).map((m) => handleOf(m.route.id!)));
    // Paths come from visitors: remember only as many as a site has kinds of page.
    if (known.size < 1_000) known.set(pathname, names);
    return names;
  };
}
